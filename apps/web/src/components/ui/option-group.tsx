import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './option-group.css';

export interface OptionGroupOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Optional small line under the label. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface OptionGroupProps<T extends string> {
  /** Accessible name of the group (also shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
  options: readonly OptionGroupOption<T>[];
  /** Controlled value. Without it the group keeps its own, starting at `defaultValue` or the first option. */
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  className?: string;
}

/**
 * A row of buttons of which exactly one is active, e.g. the sign screen's card options.
 * Radio semantics: one tab stop, arrow keys move and select (WAI-ARIA radio group pattern).
 */
export function OptionGroup<T extends string>({
  label,
  showLabel = false,
  options,
  value,
  defaultValue,
  onChange,
  className,
}: OptionGroupProps<T>) {
  const labelId = useId();
  const enabled = options.filter((o) => !o.disabled);
  const [own, setOwn] = useState<T | undefined>(defaultValue ?? enabled[0]?.value);
  const requested = value ?? own;
  // Exactly one is active: an unknown or disabled value falls back to the first enabled option.
  const active = enabled.some((o) => o.value === requested) ? requested : enabled[0]?.value;
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function select(next: T) {
    if (value === undefined) setOwn(next);
    if (next !== active) onChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const jump = { Home: 0, End: enabled.length - 1 }[event.key];
    if (step === undefined && jump === undefined) return;
    event.preventDefault();
    const at = enabled.findIndex((o) => o.value === active);
    const index = jump ?? (at + (step ?? 0) + enabled.length) % enabled.length;
    const next = enabled[index];
    if (!next) return;
    select(next.value);
    buttons.current.get(next.value)?.focus();
  }

  return (
    <div className={['ui-option-group', className].filter(Boolean).join(' ')}>
      <span id={labelId} className={showLabel ? 'ui-option-group__label' : 'ui-visually-hidden'}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="ui-option-group__buttons"
        onKeyDown={onKeyDown}
      >
        {options.map((option) => {
          const checked = option.value === active;
          return (
            <button
              key={option.value}
              ref={(node) => {
                if (node) buttons.current.set(option.value, node);
                else buttons.current.delete(option.value);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              disabled={option.disabled}
              className={['ui-option-group__button', checked && 'is-active'].filter(Boolean).join(' ')}
              onClick={() => select(option.value)}
            >
              <span className="ui-option-group__text">{option.label}</span>
              {option.hint ? <span className="ui-option-group__hint">{option.hint}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

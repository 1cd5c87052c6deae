import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import './set-counter.css';

export interface SetCounterProps {
  /** Visible label of the number. */
  label: string;
  value: number;
  /** Called with the new value; never below 0 (or `min`), never above `max`. */
  onChange: (next: number) => void;
  min?: number;
  max?: number;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Describes the field, e.g. a hint or an error message element's id. */
  describedBy?: string;
  className?: string;
}

/** A whole number with minus and plus buttons that change it by one (SPEC §2, §5: only ≥ 0). */
export function SetCounter({
  label,
  value,
  onChange,
  min = 0,
  max,
  decreaseLabel: decreaseOverride,
  increaseLabel: increaseOverride,
  describedBy,
  className,
}: SetCounterProps) {
  const { t } = useTranslation();
  const decreaseLabel = decreaseOverride ?? t('ui.counter.decrease');
  const increaseLabel = increaseOverride ?? t('ui.counter.increase');
  const id = useId();
  // What the person is typing, so the field can be cleared on the way to a new number.
  const [draft, setDraft] = useState<string | null>(null);
  const floor = Math.max(0, min);
  const canDecrease = value - 1 >= floor;
  const canIncrease = max === undefined || value + 1 <= max;

  // A change is accepted only when the new value is a whole number within the limits.
  function propose(next: number) {
    if (!Number.isInteger(next) || next < floor) return;
    if (max !== undefined && next > max) return;
    onChange(next);
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value.trim();
    if (text !== '' && !/^\d+$/.test(text)) return;
    setDraft(text);
    if (text !== '') propose(Number(text));
  }

  function step(by: number) {
    setDraft(null);
    propose(value + by);
  }

  return (
    <div className={['ui-set-counter', className].filter(Boolean).join(' ')}>
      <label className="ui-set-counter__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-set-counter__controls">
        <button
          type="button"
          className="ui-set-counter__button"
          aria-label={decreaseLabel}
          aria-controls={id}
          aria-disabled={!canDecrease || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="ui-set-counter__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={onInput}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              step(1);
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              step(-1);
            }
          }}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="ui-set-counter__button"
          aria-label={increaseLabel}
          aria-controls={id}
          aria-disabled={!canIncrease || undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="ui-visually-hidden" aria-live="polite">
        {`${label}: ${value}`}
      </span>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './payment-select.css';

export interface PaymentSelectOption<T extends string = string> {
  value: T;
  label: string;
  /** A small logo: an element (e.g. <PaymentIcon/>) or an image URL. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface PaymentSelectProps<T extends string = string> {
  /** Visible label above the control. */
  label: string;
  options: readonly PaymentSelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  placeholder?: string;
  /** Id of an error or hint element. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The payment method dropdown: "Please select" until chosen, no search box, as wide as its
 * widest option, icon plus text per option. A select-only combobox (WAI-ARIA pattern) so each
 * option can carry a logo, which a native <select> cannot.
 */
export function PaymentSelect<T extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder: placeholderOverride,
  describedBy,
  invalid,
  disabled,
  className,
}: PaymentSelectProps<T>) {
  const { t } = useTranslation();
  const placeholder = placeholderOverride ?? t('ui.select.placeholder');
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [activeIndex, setActiveIndex] = useState(Math.max(0, selectedIndex));
  const rootRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openList() {
    setActiveIndex(Math.max(0, selectedIndex));
    setOpen(true);
  }

  function choose(index: number) {
    const option = options[index];
    if (!option || option.disabled) return;
    onChange(option.value);
    setOpen(false);
  }

  function move(from: number, step: number): number {
    for (let i = 1; i <= options.length; i += 1) {
      const next = from + step * i;
      if (next < 0 || next >= options.length) return from;
      if (!options[next]?.disabled) return next;
    }
    return from;
  }

  // Typing letters jumps to the option that starts with them, as a native select does.
  function typeAhead(key: string) {
    const now = Date.now();
    typed.current = { text: now - typed.current.at > 700 ? key : typed.current.text + key, at: now };
    const match = options.findIndex(
      (o) => !o.disabled && o.label.toLowerCase().startsWith(typed.current.text),
    );
    if (match >= 0) setActiveIndex(match);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((i) => move(i, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((i) => move(i, -1));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(move(-1, 1));
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(move(options.length, -1));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        break;
      case 'Tab':
        // Leaving closes the list without choosing: a payment method is never picked by accident.
        setOpen(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) typeAhead(event.key.toLowerCase());
    }
  }

  return (
    <div ref={rootRef} className={['ui-payment-select', className].filter(Boolean).join(' ')}>
      <span id={labelId} className="ui-payment-select__label">
        {label}
      </span>
      <button
        type="button"
        role="combobox"
        className="ui-payment-select__control"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-option-${activeIndex}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
      >
        {selected ? (
          <OptionContent option={selected} />
        ) : (
          <span className="ui-payment-select__placeholder">{placeholder}</span>
        )}
        <span className="ui-payment-select__chevron" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="ui-payment-select__list"
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={option.value === value}
            aria-disabled={option.disabled || undefined}
            className={['ui-payment-select__option', index === activeIndex && 'is-active']
              .filter(Boolean)
              .join(' ')}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseMove={() => !option.disabled && setActiveIndex(index)}
          >
            <OptionContent option={option} />
          </li>
        ))}
      </ul>
      {/* Keeps the control as wide as its widest option, so the width is "auto" but stable. */}
      <span className="ui-payment-select__sizer" aria-hidden="true">
        {[{ value: '', label: placeholder } as PaymentSelectOption, ...options].map((option) => (
          <span key={option.value} className="ui-payment-select__sizer-row">
            <OptionContent option={option} />
          </span>
        ))}
      </span>
    </div>
  );
}

function OptionContent({ option }: { option: PaymentSelectOption }) {
  const icon =
    typeof option.icon === 'string' ? <img src={option.icon} alt="" width={32} height={20} /> : option.icon;
  return (
    <span className="ui-payment-select__content">
      {icon ? (
        <span className="ui-payment-select__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-payment-select__text">{option.label}</span>
    </span>
  );
}

export type PaymentIconKind = 'card' | 'amex' | 'paypal' | 'apple-pay' | 'google-pay' | 'bank';

const ICON_STYLE: Record<PaymentIconKind, { bg: string; fg: string; text: string }> = {
  card: { bg: '#1f3a68', fg: '#fff', text: '' },
  amex: { bg: '#2e77bb', fg: '#fff', text: 'AMEX' },
  paypal: { bg: '#ffc439', fg: '#003087', text: 'PayPal' },
  'apple-pay': { bg: '#000', fg: '#fff', text: 'Pay' },
  'google-pay': { bg: '#fff', fg: '#3c4043', text: 'G Pay' },
  bank: { bg: '#2f6b3d', fg: '#fff', text: 'BANK' },
};

function badgeSvg(kind: PaymentIconKind): string {
  const style = ICON_STYLE[kind];
  const body =
    kind === 'card'
      ? '<rect x="6" y="8" width="9" height="7" rx="1.5" fill="#e8c66a"/>' +
        '<rect x="6" y="19" width="22" height="2.5" rx="1" fill="#fff" opacity="0.85"/>' +
        '<rect x="31" y="19" width="10" height="2.5" rx="1" fill="#fff" opacity="0.6"/>'
      : `<text x="24" y="19.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${style.text.length > 4 ? 10 : 11}" font-weight="700" fill="${style.fg}">${style.text}</text>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 30" width="48" height="30">' +
    `<rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="${style.bg}" stroke="#c9c2d3"/>${body}</svg>`
  );
}

const BADGE_URL = Object.fromEntries(
  (Object.keys(ICON_STYLE) as PaymentIconKind[]).map((kind) => [
    kind,
    `data:image/svg+xml,${encodeURIComponent(badgeSvg(kind))}`,
  ]),
) as Record<PaymentIconKind, string>;

/**
 * Simple neutral badges for the payment methods, drawn so no asset is downloaded. An image with an
 * empty alt, not inline SVG: the lettering on a badge ("PayPal", "AMEX") must not join the method's
 * name or the dropdown's value, which assistive technology would otherwise read twice ("PayPal PayPal").
 */
export function PaymentIcon({ kind }: { kind: PaymentIconKind }) {
  return <img className="ui-payment-icon" src={BADGE_URL[kind]} alt="" width={32} height={20} data-kind={kind} />;
}

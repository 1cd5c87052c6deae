import { useId, useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n';
import './password-field.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  id?: string;
  /** Error text shown under the field and linked to it. */
  error?: string;
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with its own show/hide toggle; every field keeps its own visibility. */
export function PasswordField({
  label,
  id,
  error,
  showLabel: showOverride,
  hideLabel: hideOverride,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const showLabel = showOverride ?? t('ui.password.show');
  const hideLabel = hideOverride ?? t('ui.password.hide');
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);

  return (
    <div className={['ui-password-field', className].filter(Boolean).join(' ')}>
      <label className="ui-password-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-password-field__box">
        <input
          {...inputProps}
          id={inputId}
          className="ui-password-field__input"
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={
            [inputProps['aria-describedby'], error && errorId].filter(Boolean).join(' ') || undefined
          }
        />
        <button
          type="button"
          className="ui-password-field__toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={showLabel}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="ui-password-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}

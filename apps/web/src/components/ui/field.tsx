import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './field.css';

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
  className?: string;
}

/** Label, hint and error wired to the control so screen readers announce all three. */
export function FieldFrame({ label, hint, error, children, className }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  prefix?: string;
}

export function TextField({ label, hint, error, prefix, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <div className={`ui-field__control${prefix ? ' has-prefix' : ''}`}>
          {prefix ? (
            <span className="ui-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input {...input} id={id} className="ui-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        </div>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea {...textarea} id={id} className="ui-input ui-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../../../components/ui/field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select: keyboard and screen readers work as people expect. */
export function SelectField({ label, hint, error, options, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <select {...select} id={id} className="ui-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ label, checked, onChange, name, disabled }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name: string; disabled?: boolean }) {
  return (
    <label className="checkbox">
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** A radio group as a fieldset; its error is tied to the group for screen readers. */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  disabled,
  className,
}: {
  legend: ReactNode;
  name: string;
  value: V;
  options: readonly { value: V; label: ReactNode; hint?: ReactNode }[];
  onChange: (value: V) => void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className={['radio-group', className].filter(Boolean).join(' ')} aria-describedby={errorId} disabled={disabled}>
      <legend className="ui-field__label">{legend}</legend>
      <div className="radio-group__options">
        {options.map((o) => (
          <label key={String(o.value)} className={`radio-option${o.value === value ? ' is-checked' : ''}`}>
            <input type="radio" name={name} value={String(o.value)} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span className="radio-option__text">
              <span className="radio-option__label">{o.label}</span>
              {o.hint ? <span className="radio-option__hint">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

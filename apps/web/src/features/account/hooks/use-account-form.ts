import { useRef, useState, type FormEvent } from 'react';
import { fieldErrorsFromZod } from '@groupgift/domain';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

function firstMessages(all: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(all).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])));
}

/**
 * One account form: values the user typed (never cleared by a refusal), field errors from the shared
 * contract schema before sending and from the server after, and a form-level message for the rest.
 */
export function useAccountForm<V extends Record<string, string>, P>(options: {
  initial: V;
  schema: ZodType<P>;
  submit: (parsed: P) => Promise<void>;
}) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const validate = (next: V): FieldErrors<V> => {
    const parsed = options.schema.safeParse(next);
    return parsed.success ? {} : (firstMessages(fieldErrorsFromZod(parsed.error)) as FieldErrors<V>);
  };

  const focusFirstInvalid = (found: FieldErrors<V>) => {
    const names = Object.keys(found);
    const fields = formRef.current?.querySelectorAll<HTMLInputElement>('input[name]') ?? [];
    for (const field of fields) {
      if (names.includes(field.name)) {
        field.focus();
        return;
      }
    }
  };

  function setField<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once the user has tried to submit, errors follow their typing so a fixed field clears at once.
    if (attempted.current) setErrors(validate(next));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    attempted.current = true;
    setFormError(null);
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const found = firstMessages(fieldErrorsFromZod(parsed.error)) as FieldErrors<V>;
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await options.submit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const found = firstMessages(error.fieldErrors) as FieldErrors<V>;
        const known = Object.keys(found).filter((f) => f in values);
        if (known.length > 0) {
          setErrors(found);
          focusFirstInvalid(found);
        } else setFormError(error.message);
      } else {
        setFormError(error instanceof ApiError ? error.message : i18n.t('shared:error.generic'));
      }
    } finally {
      setBusy(false);
    }
  }

  return { values, setField, errors, formError, setFormError, busy, onSubmit, formRef };
}

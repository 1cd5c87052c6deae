import { useCallback, useMemo, useState } from 'react';
import { requestKeyToField, validateForm, type CollectionFormValues, type FieldName, type FormErrors } from '../form-values';

export interface CollectionFormState {
  values: CollectionFormValues;
  /** The error to show on each field now: the server's until the field changes, else ours once touched. */
  errors: FormErrors;
  /** Every current error, shown or not (for submitting). */
  allErrors: FormErrors;
  set: <K extends keyof CollectionFormValues>(field: K, value: CollectionFormValues[K]) => void;
  setCover: <K extends keyof CollectionFormValues['cover']>(field: K, value: CollectionFormValues['cover'][K]) => void;
  blur: (field: FieldName) => void;
  /** Marks the form as submitted so every error shows; returns the errors found. */
  submitAttempt: () => FormErrors;
  setServerErrors: (fieldErrors: Record<string, string[]>) => void;
}

/**
 * Form state with validation "after blur": a field is checked live once the person has left it (or
 * tried to submit), never while they type into it for the first time. Nothing typed is ever reset
 * by a refusal.
 */
export function useCollectionForm(initial: CollectionFormValues): CollectionFormState {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorState] = useState<FormErrors>({});

  const allErrors = useMemo(() => validateForm(values), [values]);

  const clearServerError = useCallback((field: string) => {
    setServerErrorState((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field as FieldName];
      return next;
    });
  }, []);

  const set = useCallback<CollectionFormState['set']>(
    (field, value) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      clearServerError(field);
    },
    [clearServerError],
  );

  const setCover = useCallback<CollectionFormState['setCover']>(
    (field, value) => {
      setValues((previous) => ({ ...previous, cover: { ...previous.cover, [field]: value } }));
      clearServerError(`cover.${field}`);
      clearServerError('cover');
    },
    [clearServerError],
  );

  const blur = useCallback((field: FieldName) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(allErrors) as [FieldName, string][]) {
    if (submitted || touched.has(field)) errors[field] = message;
  }
  for (const [field, message] of Object.entries(serverErrors) as [FieldName, string][]) errors[field] = message;

  return {
    values,
    errors,
    allErrors,
    set,
    setCover,
    blur,
    submitAttempt: () => {
      setSubmitted(true);
      return allErrors;
    },
    setServerErrors: (fieldErrors) => {
      const mapped: FormErrors = {};
      for (const [key, messages] of Object.entries(fieldErrors)) {
        const message = messages[0];
        if (message) mapped[requestKeyToField(key)] = message;
      }
      setServerErrorState(mapped);
    },
  };
}

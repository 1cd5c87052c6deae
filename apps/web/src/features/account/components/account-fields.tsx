import { useTranslation } from '../../../lib/i18n';
import { TextField } from '../../../components/ui/field';
import { PasswordField, type PasswordFieldProps } from '../../../components/ui/password-field';
import type { PasswordOwner } from '../hooks/password-estimator';
import { usePasswordStrength } from '../hooks/use-password-strength';

type Errors<K extends string> = Partial<Record<K, string | undefined>>;
type FieldSetter<K extends string> = (name: K, value: string) => void;

/** The email (the organiser's username); log-in asks the browser for the saved username. */
export function EmailField({
  value,
  error,
  autoComplete = 'email',
  onChange,
}: {
  value: string;
  error?: string | undefined;
  autoComplete?: 'email' | 'username';
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="email"
      type="email"
      label={t('account.fields.email')}
      autoComplete={autoComplete}
      inputMode="email"
      value={value}
      maxLength={254}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}

/** First and last name side by side (one column on a phone). */
export function NameFields({
  values,
  errors,
  setField,
}: {
  values: Record<'firstName' | 'lastName', string>;
  errors: Errors<'firstName' | 'lastName'>;
  setField: FieldSetter<'firstName' | 'lastName'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="two-columns">
      <TextField
        name="firstName"
        label={t('account.fields.firstName')}
        autoComplete="given-name"
        value={values.firstName}
        maxLength={80}
        error={errors.firstName}
        onChange={(e) => setField('firstName', e.target.value)}
        required
      />
      <TextField
        name="lastName"
        label={t('account.fields.lastName')}
        autoComplete="family-name"
        value={values.lastName}
        maxLength={80}
        error={errors.lastName}
        onChange={(e) => setField('lastName', e.target.value)}
        required
      />
    </div>
  );
}

/** A required password field with the catalogue's show/hide wording (the field's own default). */
export function AccountPasswordField(props: Omit<PasswordFieldProps, 'showLabel' | 'hideLabel' | 'required'>) {
  return <PasswordField {...props} required />;
}

/**
 * How guessable the password being typed is, by the server's rule (decision 097). Hidden while the
 * field shows an error, which already says the same.
 */
function PasswordStrengthLine({ password, owner, hidden }: { password: string; owner: PasswordOwner; hidden: boolean }) {
  const { t } = useTranslation();
  const { status, problem } = usePasswordStrength(password, owner);
  const text = status === 'weak' ? problem : status === 'strong' ? t('account.fields.passwordStrong') : null;
  return (
    <p id="password-strength" className={`account-hint password-strength password-strength--${status}`} aria-live="polite">
      {hidden ? null : text}
    </p>
  );
}

/** Choosing a password: the password with its rules as a hint and its live strength, then its confirmation. */
export function NewPasswordFields({
  label,
  values,
  errors,
  setField,
  owner = {},
}: {
  label: string;
  values: Record<'password' | 'passwordConfirmation', string>;
  errors: Errors<'password' | 'passwordConfirmation'>;
  setField: FieldSetter<'password' | 'passwordConfirmation'>;
  /** Who the password is for, when known: a password made of their own email or name is weak. */
  owner?: PasswordOwner;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AccountPasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        aria-describedby="password-hint password-strength"
        onChange={(e) => setField('password', e.target.value)}
      />
      <p id="password-hint" className="account-hint">
        {t('account.fields.passwordHint')}
      </p>
      <PasswordStrengthLine password={values.password} owner={owner} hidden={Boolean(errors.password)} />
      <AccountPasswordField
        name="passwordConfirmation"
        label={t('account.fields.passwordConfirmation')}
        autoComplete="new-password"
        value={values.passwordConfirmation}
        error={errors.passwordConfirmation}
        onChange={(e) => setField('passwordConfirmation', e.target.value)}
      />
    </>
  );
}

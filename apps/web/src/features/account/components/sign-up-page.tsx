import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signUpRequestSchema } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { safeNextPath, setOrganiser } from '../../../lib/organiser-session';
import { signUp } from '../api/sign-up';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { guessMarket, MarketField } from './market-field';

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const form = useAccountForm({
    initial: { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '', market: guessMarket() as string },
    schema: signUpRequestSchema,
    submit: async (body) => {
      const session = await signUp(body);
      setOrganiser(session.organiser);
      await navigate(safeNextPath(next), { replace: true });
    },
  });
  const { values, errors, setField } = form;
  const loginLink = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  return (
    <AccountCard
      title={t('account.signUp.heading')}
      intro={t('account.signUp.intro')}
      footer={
        <p>
          {t('account.signUp.haveAccount')} <Link to={loginLink}>{t('account.signUp.logInLink')}</Link>
        </p>
      }
    >
      <FormAlert message={form.formError} />
      <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
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
        <TextField
          name="email"
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          inputMode="email"
          value={values.email}
          maxLength={254}
          error={errors.email}
          onChange={(e) => setField('email', e.target.value)}
          required
        />
        <PasswordField
          name="password"
          label={t('account.fields.password')}
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          aria-describedby="password-hint"
          showLabel={t('account.fields.showPassword')}
          hideLabel={t('account.fields.hidePassword')}
          onChange={(e) => setField('password', e.target.value)}
          required
        />
        <p id="password-hint" className="account-hint">
          {t('account.fields.passwordHint')}
        </p>
        <PasswordField
          name="passwordConfirmation"
          label={t('account.fields.passwordConfirmation')}
          autoComplete="new-password"
          value={values.passwordConfirmation}
          error={errors.passwordConfirmation}
          showLabel={t('account.fields.showPassword')}
          hideLabel={t('account.fields.hidePassword')}
          onChange={(e) => setField('passwordConfirmation', e.target.value)}
          required
        />
        <MarketField value={values.market} error={errors.market} onChange={(market) => setField('market', market)} />
        <div className="account-form__actions">
          <Button type="submit" block busy={form.busy}>
            {form.busy ? t('account.signUp.busy') : t('account.signUp.submit')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}

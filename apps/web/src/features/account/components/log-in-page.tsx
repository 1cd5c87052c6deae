import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { logInRequestSchema } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { safeNextPath, setOrganiser } from '../../../lib/organiser-session';
import { logIn } from '../api/log-in';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { AccountPasswordField, EmailField } from './account-fields';

const NOTICES = { expired: 'shared:error.sessionExpired', 'logged-out': 'account.login.loggedOut', 'password-changed': 'account.login.passwordChanged' } as const;

export function LogInPage() {
  const { t } = useTranslation(['translation', 'shared']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const reason = params.get('reason');
  const notice = reason && reason in NOTICES ? t(NOTICES[reason as keyof typeof NOTICES]) : null;
  const form = useAccountForm({
    initial: { email: params.get('email') ?? '', password: '' },
    schema: logInRequestSchema,
    submit: async (body) => {
      const session = await logIn(body);
      setOrganiser(session.organiser);
      await navigate(safeNextPath(next), { replace: true });
    },
  });
  const { values, errors, setField } = form;
  const signUpLink = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';

  return (
    <AccountCard
      title={t('account.login.heading')}
      intro={t('account.login.intro')}
      footer={
        <p>
          {t('account.login.noAccount')} <Link to={signUpLink}>{t('account.login.signUpLink')}</Link>
        </p>
      }
    >
      {notice && !form.formError ? <FormAlert message={notice} tone={reason === 'expired' ? 'info' : 'success'} /> : null}
      <FormAlert message={form.formError} />
      <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
        <EmailField value={values.email} error={errors.email} autoComplete="username" onChange={(email) => setField('email', email)} />
        <AccountPasswordField
          name="password"
          label={t('account.fields.password')}
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        <div className="account-form__links">
          <Link to="/forgot-password">{t('account.login.forgotPassword')}</Link>
          <Link to="/forgot-username">{t('account.login.forgotUsername')}</Link>
        </div>
        <div className="account-form__actions">
          <Button type="submit" block busy={form.busy}>
            {form.busy ? t('account.login.busy') : t('account.login.submit')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}

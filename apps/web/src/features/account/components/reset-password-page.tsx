import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { resetPasswordSchema } from '@groupgift/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { setOrganiser } from '../../../lib/organiser-session';
import { resetPassword } from '../api/reset-password';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { NewPasswordFields } from './account-fields';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useAccountForm({
    initial: { token, password: '', passwordConfirmation: '' },
    schema: resetPasswordSchema,
    submit: async (body) => {
      await resetPassword(body);
      // Every session ended on the server, this browser's too.
      setOrganiser(null);
      await navigate('/login?reason=password-changed', { replace: true });
    },
  });
  const { values, errors, setField } = form;
  const tokenProblem = !token ? t('account.resetPassword.missingToken') : (errors.token ?? null);

  return (
    <AccountCard
      title={t('account.resetPassword.heading')}
      intro={t('account.resetPassword.intro')}
      footer={
        <p>
          <Link to="/login">{t('account.forgotPassword.backToLogin')}</Link>
        </p>
      }
    >
      <FormAlert message={tokenProblem ?? form.formError}>
        {tokenProblem || form.formError ? (
          <ButtonLink to="/forgot-password" variant="secondary">
            {t('account.resetPassword.requestNew')}
          </ButtonLink>
        ) : null}
      </FormAlert>
      {token ? (
        <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
          <NewPasswordFields label={t('account.fields.newPassword')} values={values} errors={errors} setField={setField} />
          <div className="account-form__actions">
            <Button type="submit" block busy={form.busy}>
              {form.busy ? t('account.resetPassword.busy') : t('account.resetPassword.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </AccountCard>
  );
}

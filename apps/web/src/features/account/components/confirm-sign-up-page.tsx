import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { confirmSignUpRequestSchema } from '@groupgift/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { setOrganiser } from '../../../lib/organiser-session';
import { confirmSignUp } from '../api/confirm-sign-up';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';

/**
 * Where the emailed sign-up link lands (decision 097). The account is made by a press of the button,
 * not by opening the page, so a mail scanner that follows links cannot spend the link first.
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useAccountForm({
    initial: { token },
    schema: confirmSignUpRequestSchema,
    submit: async (body) => {
      const session = await confirmSignUp(body);
      setOrganiser(session.organiser);
      await navigate('/dashboard', { replace: true });
    },
  });
  const problem = !token ? t('account.confirmSignUp.missingToken') : (form.errors.token ?? form.formError);

  return (
    <AccountCard
      title={t('account.confirmSignUp.heading')}
      intro={t('account.confirmSignUp.intro')}
      footer={
        <p>
          {t('account.signUp.haveAccount')} <Link to="/login">{t('account.signUp.logInLink')}</Link>
        </p>
      }
    >
      <FormAlert message={problem}>
        {problem ? (
          <ButtonLink to="/signup" variant="secondary">
            {t('account.confirmSignUp.signUpAgain')}
          </ButtonLink>
        ) : null}
      </FormAlert>
      {token && !form.errors.token ? (
        <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
          <div className="account-form__actions">
            <Button type="submit" block busy={form.busy}>
              {form.busy ? t('account.confirmSignUp.busy') : t('account.confirmSignUp.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </AccountCard>
  );
}

import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signUpRequestSchema } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { safeNextPath, setOrganiser } from '../../../lib/organiser-session';
import { signUp } from '../api/sign-up';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { EmailField, NameFields, NewPasswordFields } from './account-fields';
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
        <NameFields values={values} errors={errors} setField={setField} />
        <EmailField value={values.email} error={errors.email} onChange={(email) => setField('email', email)} />
        <NewPasswordFields label={t('account.fields.password')} values={values} errors={errors} setField={setField} />
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

import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { legalHref } from '../../../lib/legal-links';
import { signUpRequestSchema } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { signUp } from '../api/sign-up';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { EmailField, NameFields, NewPasswordFields } from './account-fields';
import { guessMarket, MarketField } from './market-field';

/**
 * Sign-up sends a link rather than signing in (decision 097): the answer is the same whether or not
 * the address has an account, so the confirmation is worded for both.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useAccountForm({
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      market: guessMarket() as string,
    },
    schema: signUpRequestSchema,
    submit: async (body) => {
      await signUp(body);
      setSentTo(body.email);
      // Focus the confirmation so keyboard and screen-reader users hear what happened.
      requestAnimationFrame(() => confirmation.current?.focus());
    },
  });
  const { values, errors, setField } = form;
  const loginLink = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  return (
    <AccountCard
      title={t('account.signUp.heading')}
      intro={sentTo ? undefined : t('account.signUp.intro')}
      footer={
        <p>
          {t('account.signUp.haveAccount')} <Link to={loginLink}>{t('account.signUp.logInLink')}</Link>
        </p>
      }
    >
      {sentTo ? (
        <div ref={confirmation} tabIndex={-1} className="notice notice--success" role="status">
          <h2 className="account-section-title">{t('account.signUp.sentTitle')}</h2>
          <p>{t('account.signUp.sent', { email: sentTo })}</p>
          <p>{t('account.signUp.sentExisting')}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('account.signUp.again')}
          </Button>
        </div>
      ) : (
        <>
          <FormAlert message={form.formError} />
          <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
            <NameFields values={values} errors={errors} setField={setField} />
            <EmailField
              value={values.email}
              error={errors.email}
              onChange={(email) => setField('email', email)}
            />
            <NewPasswordFields
              label={t('account.fields.password')}
              values={values}
              errors={errors}
              setField={setField}
              owner={values}
            />
            <MarketField
              value={values.market}
              error={errors.market}
              onChange={(market) => setField('market', market)}
            />
            <p className="muted small">
              {t('account.signUp.legalLead')}
              <Link to={legalHref('terms', values.market)} target="_blank" rel="noopener">
                {t('account.signUp.legalTerms')}
              </Link>
              {t('account.signUp.legalAnd')}
              <Link to={legalHref('privacy', values.market)} target="_blank" rel="noopener">
                {t('account.signUp.legalPrivacy')}
              </Link>
              {t('account.signUp.legalEnd')}
            </p>
            <div className="account-form__actions">
              <Button type="submit" block busy={form.busy}>
                {form.busy ? t('account.signUp.busy') : t('account.signUp.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </AccountCard>
  );
}

import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { passwordResetRequestSchema } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountCard, FormAlert } from './account-card';
import { EmailField } from './account-fields';

/**
 * "Email me something" (reset link, username reminder). The answer never says whether the address
 * has an account (decision 061), so the confirmation is worded for both cases.
 */
export function EmailRequestForm({ area, send }: { area: 'forgotPassword' | 'forgotUsername'; send: (email: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useAccountForm({
    initial: { email: '' },
    schema: passwordResetRequestSchema,
    submit: async ({ email }) => {
      await send(email);
      setSentTo(email);
      // Focus the confirmation so keyboard and screen-reader users hear what happened.
      requestAnimationFrame(() => confirmation.current?.focus());
    },
  });
  const key = (name: 'heading' | 'intro' | 'backToLogin' | 'sentTitle' | 'sent' | 'again' | 'busy' | 'submit') =>
    `account.${area}.${name}` as const;

  return (
    <AccountCard
      title={t(key('heading'))}
      intro={sentTo ? undefined : t(key('intro'))}
      footer={
        <p>
          <Link to="/login">{t(key('backToLogin'))}</Link>
        </p>
      }
    >
      {sentTo ? (
        <div ref={confirmation} tabIndex={-1} className="notice notice--success" role="status">
          <h2 className="account-section-title">{t(key('sentTitle'))}</h2>
          <p>{t(key('sent'), { email: sentTo })}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t(key('again'))}
          </Button>
        </div>
      ) : (
        <>
          <FormAlert message={form.formError} />
          <form ref={form.formRef} className="account-form" onSubmit={form.onSubmit} noValidate>
            <EmailField value={form.values.email} error={form.errors.email} onChange={(email) => form.setField('email', email)} />
            <div className="account-form__actions">
              <Button type="submit" block busy={form.busy}>
                {form.busy ? t(key('busy')) : t(key('submit'))}
              </Button>
            </div>
          </form>
        </>
      )}
    </AccountCard>
  );
}

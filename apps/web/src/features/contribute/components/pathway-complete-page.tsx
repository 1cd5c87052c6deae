import { useState, type FormEvent } from 'react';
import '../../../components/journey/step-page.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useJourney } from '../../../lib/journey/use-journey';
import { useReturnedPayment } from '../hooks/use-returned-payment';
import { editTokenStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { sendSignCardReceiptEmail } from '../api/send-sign-card-receipt-email';
import { STEP } from '../../../lib/journey/steps';
import './result-pages.css';
import { PromoStrip } from '../../../components/card/promo-strip';
import { FinishCelebration } from './finish-celebration';
import { channelName } from '../channel-name';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The end of a pathway; `?channel=` names how it was completed (SPEC §2). */
export function PathwayCompletePage() {
  const { t } = useTranslation(['translation', 'shared']);
  const journey = useJourney();
  const { draft, payment, search, collectionGuid } = journey;
  const paidWith = channelName(t, search.get('channel'));
  useReturnedPayment(search, collectionGuid);
  const messageId = draft.savedMessageId;
  const token = messageId ? editTokenStore.use()[String(messageId)] : undefined;
  const [email, setEmail] = useState(payment.emailAddress);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function sendReceipt(event: FormEvent) {
    event.preventDefault();
    if (!messageId || !token) return;
    const trimmed = email.trim();
    if (!EMAIL.test(trimmed)) {
      setError(trimmed ? t('shared:validation.email') : t('shared:validation.required'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await sendSignCardReceiptEmail({ messageId, editToken: token, email: trimmed, collection: collectionGuid });
      paymentDetailsStore.patch({ emailAddress: trimmed });
      setSent(true);
    } catch {
      // The toast has told the person; the form stays for another try.
    } finally {
      setSending(false);
    }
  }

  const editSearch = messageId && token ? `messageId=${messageId}&token=${encodeURIComponent(token)}` : undefined;
  return (
    <section className="result-page result-page--complete card-panel" aria-labelledby="complete-title">
      <FinishCelebration />
      <h1 id="complete-title">{t('complete.heading')}</h1>
      {messageId ? <p>{t('complete.signed')}</p> : null}
      {payment.paymentSuccessful ? <p>{t('complete.paid')}</p> : null}
      {paidWith ? <p className="muted">{t('complete.channel', { channel: paidWith })}</p> : null}
      {messageId && token ? (
        <div className="result-page__box stack">
          <h2 className="small">{t('sign.editTokenTitle')}</h2>
          <p className="muted small">{t('sign.editTokenBody')}</p>
          <p>
            <Link to={journey.path(STEP.sign, editSearch)}>{t('complete.editLink')}</Link>
          </p>
          {sent ? (
            <p className="notice notice--success" role="status">
              {t('complete.receiptSent')}
            </p>
          ) : (
            <form className="receipt-form" onSubmit={sendReceipt} noValidate aria-label={t('buttons.sendReceipt')}>
              <TextField
                type="email"
                name="receiptEmail"
                label={t('complete.emailLabel')}
                autoComplete="email"
                value={email}
                error={error}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" variant="secondary" busy={sending}>
                {t('buttons.sendReceipt')}
              </Button>
            </form>
          )}
        </div>
      ) : null}
      <div className="actions">
        {payment.paymentSuccessful ? <Link to={journey.path(STEP.receipt)}>{t('complete.receiptLink')}</Link> : null}
        <Link to="/you-can-now-close-this-tab">{t('buttons.close')}</Link>
      </div>
      <PromoStrip variant="group-card" />
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import '../../../components/journey/step-page.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
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
import { CardCover } from '../../../components/card-cover/card-cover';
import { MessageTile } from '../../../components/card/message-board';
import { BoardThemeArea } from '../../../components/card/board-theme';
import { money } from '../../../lib/money';
import { journeyTotals } from '../amounts';
import { useFreshGroupCard } from '../hooks/use-fresh-group-card';
import { ownMessageOf } from '../own-message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The finish shows the front of the card beside the message, like a card held open: small enough
// that the thanks, the edit link and the receipt form stay near the top.
const COVER_MAX_HEIGHT = 220;

/** The end of a pathway; `?channel=` names how it was completed (SPEC §2). */
export function PathwayCompletePage() {
  const { t } = useTranslation(['translation', 'shared']);
  const journey = useJourney();
  const { draft, payment, search, collectionGuid, collection, groupCard } = journey;
  const paidWith = channelName(t, search.get('channel'));
  useReturnedPayment(search, collectionGuid);
  const messageId = draft.savedMessageId;
  const hasCard = Boolean(collection?.hasGroupCard || groupCard);
  useFreshGroupCard(collectionGuid, Boolean(messageId) && hasCard);
  const ownMessage = ownMessageOf(messageId, groupCard, draft);
  const chippedIn = payment.paymentSuccessful && collection ? journeyTotals(collection, payment).subtotal : 0;
  // Read unconditionally: a hook behind the ternary broke when the message id changed under the page.
  const editTokens = editTokenStore.use();
  const token = messageId ? editTokens[String(messageId)] : undefined;
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
      {payment.paymentSuccessful ? (
        <p>{chippedIn > 0 ? t('complete.chippedIn', { amount: money(chippedIn, collection?.countryCode) }) : t('complete.paid')}</p>
      ) : null}
      {paidWith ? <p className="muted">{t('complete.channel', { channel: paidWith })}</p> : null}
      {ownMessage ? (
        <section className="finish-card" aria-labelledby="finish-card-title">
          <h2 id="finish-card-title" className="small">
            {t('complete.yourCard')}
          </h2>
          <div className="finish-card__spread">
            <div className="finish-card__cover">
              <CardCover
                image={collection?.coverImage}
                coverPage={groupCard?.coverPage ?? collection?.coverPage}
                cardHtml={collection?.cardHtml}
                maxHeight={COVER_MAX_HEIGHT}
                label={t('card.cover')}
              />
            </div>
            <BoardThemeArea theme={(groupCard?.coverPage ?? collection?.coverPage)?.boardTheme}>
              <MessageTile message={ownMessage} own />
            </BoardThemeArea>
          </div>
        </section>
      ) : null}
      {hasCard ? (
        <p className="finish-card__whole">
          <Link to={journey.path(STEP.cardReview)}>{t('complete.seeWholeCard')}</Link>
        </p>
      ) : null}
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

import { Link } from 'react-router';
import '../../../components/journey/step-page.css';
import { useTranslation } from '../../../lib/i18n';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useJourney } from '../../../lib/journey/use-journey';
import { useReturnedPayment } from '../hooks/use-returned-payment';
import { STEP } from '../../../lib/journey/steps';
import { channelName } from '../channel-name';
import './result-pages.css';
import { Icon } from '../../../components/ui/icon';

/** Where a successful payment lands; `?channel=` names the payment channel (SPEC §2). */
export function PaymentSuccessfulPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const channel = journey.search.get('channel');
  const paidWith = channelName(t, channel);
  useReturnedPayment(journey.search, journey.collectionGuid);
  // The finish comes next for everyone: it shows the card with a signer's message (decision 101).
  const next = STEP.pathwayComplete;
  return (
    <section className="result-page card-panel" aria-labelledby="paid-title">
      <div className="result-page__icon result-page__icon--success" aria-hidden="true">
        <Icon name="check" />
      </div>
      <h1 id="paid-title">{t('paymentSuccessful.heading')}</h1>
      <p>{t('paymentSuccessful.body')}</p>
      {paidWith ? <p className="muted">{t('complete.channel', { channel: paidWith })}</p> : null}
      <div className="actions">
        <ButtonLink to={journey.path(next, channel ? `channel=${encodeURIComponent(channel)}` : undefined)}>{t('buttons.continue')}</ButtonLink>
        <Link to={journey.path(STEP.receipt)}>{t('complete.receiptLink')}</Link>
      </div>
    </section>
  );
}

/** Where a failed payment lands; the person can try again from the payment step. */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const triedWith = channelName(t, journey.search.get('channel'));
  return (
    <section className="result-page card-panel" aria-labelledby="failed-title">
      <div className="result-page__icon result-page__icon--error" aria-hidden="true">
        !
      </div>
      <h1 id="failed-title">{t('paymentFailed.heading')}</h1>
      <p>{t('paymentFailed.body')}</p>
      {triedWith ? <p className="muted">{t('paymentFailed.channel', { channel: triedWith })}</p> : null}
      <div className="actions">
        <ButtonLink to={journey.path(STEP.paymentDetails)}>{t('buttons.tryAgain')}</ButtonLink>
        <Link to="/contact-customer-support">{t('buttons.contactSupport')}</Link>
      </div>
    </section>
  );
}

/** Return page of a redirect-based payment; the payment step confirms it and moves on. */
export function StripeCompletePage() {
  const { t } = useTranslation();
  return (
    <section className="result-page card-panel" aria-labelledby="stripe-title">
      <Spinner label={t('app.loading')} />
      <h1 id="stripe-title">{t('stripeComplete.heading')}</h1>
      <p>{t('stripeComplete.body')}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useJourney } from '../hooks/use-journey';
import { journeyTotals } from '../amounts';
import { money } from '../format';
import { STEP } from '../steps';
import { StepHeader } from './step-header';
import { AmountSummary } from './amount-summary';

/**
 * The payment step. Taking the money (cards, wallets, PayPal, 3-D Secure) is built separately; this
 * page shows where the journey stands and the amount breakdown the payment will use.
 */
export function PaymentDetailsPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const { collection, payment } = journey;
  if (!collection) return null;
  // Without an amount there is nothing to pay yet: go back to the amount step.
  if (payment.contribution === null && !(collection.hasExactAmount && collection.exactAmount > 0)) {
    return <Navigate to={journey.path(STEP.howMuch)} replace />;
  }
  const market = collection.countryCode;
  const totals = journeyTotals(collection, payment);
  const name = `${payment.firstName} ${payment.lastName}`.trim();
  return (
    <div className="step-page">
      <StepHeader step={STEP.paymentDetails} />
      <h1 className="step-page__heading">{t('payment.heading')}</h1>
      <section className="card-panel stack" aria-labelledby="payment-amount">
        <h2 id="payment-amount" className="section-title">{t('payment.intro')}</h2>
        {collection.hasExactAmount && collection.exactAmount > 0 ? (
          <p className="muted">{t('payment.contributions', { count: payment.contributions, amount: money(collection.exactAmount, market) })}</p>
        ) : null}
        <AmountSummary totals={totals} market={market} />
        {name || payment.emailAddress ? (
          <p className="muted small">
            {name}
            {payment.emailAddress ? ` · ${payment.emailAddress}` : ''}
          </p>
        ) : null}
        <p className="notice" data-testid="payment-placeholder">
          {t('payment.placeholder')}
        </p>
      </section>
    </div>
  );
}

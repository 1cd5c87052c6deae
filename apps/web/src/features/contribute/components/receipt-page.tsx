import '../../../components/journey/step-page.css';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatMediumDate, useTranslation } from '../../../lib/i18n';
import { useJourney } from '../../../lib/journey/use-journey';
import { invitationTitle } from '../invitation-title';
import { journeyTotals } from '../amounts';
import { STEP } from '../../../lib/journey/steps';
import { AmountSummary } from '../../../components/journey/amount-summary';

/** The contributor's receipt for this visit's payment. */
export function ReceiptPage() {
  const { t } = useTranslation();
  const journey = useJourney();
  const { collection, payment } = journey;
  if (!collection) return null;
  if (!payment.paymentSuccessful) {
    return (
      <section className="result-page card-panel" aria-labelledby="receipt-title">
        <h1 id="receipt-title">{t('receipt.heading')}</h1>
        <p>{t('receipt.none')}</p>
        <Link to={journey.path(STEP.landing)}>{t('buttons.backToStart')}</Link>
      </section>
    );
  }
  const totals = journeyTotals(collection, payment);
  return (
    <section className="step-page card-panel" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{t('receipt.heading')}</h1>
      <dl className="summary-list">
        <div>
          <dt>{t('receipt.collection')}</dt>
          {/* The collection's own title, never the card cover's (issue 13). */}
          <dd>{collection.collectionTitle || invitationTitle(collection, collection.coverPage)}</dd>
        </div>
        <div>
          <dt>{t('receipt.name')}</dt>
          <dd>{`${payment.firstName} ${payment.lastName}`.trim()}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{formatMediumDate(payment.paymentDate)}</dd>
        </div>
        <div>
          <dt>{t('receipt.reference')}</dt>
          <dd>{payment.invoiceNumber ?? payment.paymentId ?? payment.paymentReference}</dd>
        </div>
      </dl>
      <AmountSummary totals={totals} market={collection.countryCode} />
      <div className="actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </div>
    </section>
  );
}

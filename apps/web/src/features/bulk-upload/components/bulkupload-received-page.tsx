import { bulkPaymentPath, type BulkUploadPage, formatMoney } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConfirmedOutcome, type Outcome } from '../../../lib/use-confirmed-outcome';
import { getBulkUpload } from '../api/get-bulk-upload';
import './bulk-upload.css';
import { Icon } from '../../../components/ui/icon';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The upload's own status is the truth: a failed payment leaves it failed, an unsettled one awaiting payment. */
function outcomeOf(page: BulkUploadPage, paymentParam: string | null): Outcome {
  const status = page.upload?.status;
  if (status === 'paid') return 'paid';
  return status === 'failed' || paymentParam === 'failed' ? 'failed' : 'pending';
}

/**
 * SPEC §2 /payment/bulkupload-received?id=<collection>. Says "received" only once the server has the
 * collection's upload as paid; otherwise that it is pending or failed, with the way back to pay.
 */
export function BulkUploadReceivedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? search.get('collection') ?? '';
  const paymentParam = search.get('payment');
  const { state, recheck } = useConfirmedOutcome<BulkUploadPage>(
    async (signal) => {
      // Without the collection there is nothing to confirm against.
      if (!GUID.test(id)) throw new Error('no collection to confirm');
      const page = await getBulkUpload(id, signal);
      return { outcome: outcomeOf(page, paymentParam), data: page };
    },
    [id, paymentParam],
  );

  if (state.status === 'checking') {
    return (
      <section className="bulk-received card-panel" aria-labelledby="bulk-received-heading">
        <h1 id="bulk-received-heading">{t('bulkUpload.confirm.checkingHeading')}</h1>
        <Spinner label={t('bulkUpload.confirm.checking')} />
      </section>
    );
  }

  const page = state.status === 'unknown' ? null : state.data;
  const upload = page?.upload ?? null;
  if (state.status === 'paid' && page && upload) {
    return (
      <section className="bulk-received card-panel" aria-labelledby="bulk-received-heading">
        <span className="bulk-received__icon" aria-hidden="true">
          <Icon name="check" />
        </span>
        <h1 id="bulk-received-heading">{t('bulkUpload.received.heading')}</h1>
        <p>{t('bulkUpload.received.body')}</p>
        <dl className="summary-list">
          <div>
            <dt>{t('bulkUpload.received.payees')}</dt>
            <dd>{upload.validCount.toLocaleString('en-GB')}</dd>
          </div>
          <div className="is-total">
            <dt>{t('bulkUpload.received.total')}</dt>
            <dd>{formatMoney(upload.totalCents, page.collection.market)}</dd>
          </div>
        </dl>
        <div className="actions">
          <ButtonLink variant="secondary" to={`/bulkupload/${page.collection.guid}/payee-details`}>
            {t('bulkUpload.received.back')}
          </ButtonLink>
          <ButtonLink to="/dashboard">{t('bulkUpload.received.dashboard')}</ButtonLink>
        </div>
      </section>
    );
  }

  const failed = state.status === 'failed';
  const key = state.status === 'paid' ? 'unknown' : state.status;
  return (
    <section className="bulk-received card-panel" aria-labelledby="bulk-received-heading">
      <h1 id="bulk-received-heading">{t(`bulkUpload.confirm.${key}Heading`)}</h1>
      <p role={failed ? 'alert' : 'status'} data-testid="payment-outcome">
        {t(`bulkUpload.confirm.${key}Body`)}
      </p>
      <div className="actions">
        {failed && page ? (
          <ButtonLink to={bulkPaymentPath(page.collection.guid)}>
            {t('bulkUpload.confirm.payAgain')}
          </ButtonLink>
        ) : (
          <Button onClick={recheck}>{t('bulkUpload.confirm.checkAgain')}</Button>
        )}
        <ButtonLink variant="secondary" to="/dashboard">
          {t('bulkUpload.received.dashboard')}
        </ButtonLink>
      </div>
    </section>
  );
}

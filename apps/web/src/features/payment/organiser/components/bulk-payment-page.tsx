import { useCallback } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney, type BulkUploadQuote } from '@groupgift/domain';
import { ButtonLink } from '../../../../components/ui/button';
import { getBulkUploadQuote } from '../api/get-bulk-upload-quote';
import { OrganiserPayPanel } from '../organiser-pay-panel';
import { useResource } from '../../../../lib/use-resource';
import { isMissing, LoadState } from './load-state';

/** /payment/:id?bulkpayment=true — the bulk upload's rows total plus the bulk gifts fee (SPEC §5). */
export function BulkPaymentPage({ collectionGuid }: { collectionGuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useResource(
    (signal) => getBulkUploadQuote(collectionGuid, signal),
    [collectionGuid],
  );
  const onPaid = useCallback(
    () => void navigate(`/payment/bulkupload-received?id=${encodeURIComponent(collectionGuid)}`),
    [collectionGuid, navigate],
  );
  return (
    <div className="organiser-payment">
      <h1>{t('organiserPayment.bulk.heading')}</h1>
      {state.status === 'ready' ? (
        <BulkBody
          quote={state.data}
          collectionGuid={collectionGuid}
          failed={params.get('payment') === 'failed'}
          refunded={params.get('payment') === 'refunded'}
          onPaid={onPaid}
          onQuote={state.retry}
        />
      ) : isMissing(state) ? (
        <p className="card-panel">{t('organiserPayment.bulk.nothing')}</p>
      ) : (
        <LoadState state={state} />
      )}
    </div>
  );
}

function BulkBody({
  quote,
  collectionGuid,
  failed,
  refunded,
  onPaid,
  onQuote,
}: {
  quote: BulkUploadQuote;
  collectionGuid: string;
  failed: boolean;
  refunded: boolean;
  onPaid: () => void;
  onQuote: () => void;
}) {
  const { t } = useTranslation();
  const m = (cents: number) => formatMoney(cents, quote.market);
  return (
    <div className="payment-layout">
      <aside className="card-panel payment-summary" aria-labelledby="bulk-summary-title">
        <h2 id="bulk-summary-title" className="section-title">
          {quote.collectionTitle}
        </h2>
        <p className="muted small">{t('organiserPayment.bulk.payees', { count: quote.payeeCount })}</p>
        <dl className="summary-list">
          <div>
            <dt>{t('organiserPayment.bulk.subtotal')}</dt>
            <dd>{m(quote.quote.subtotal)}</dd>
          </div>
          <div>
            <dt>{t('organiserPayment.bulk.fee')}</dt>
            <dd>{m(quote.quote.fee)}</dd>
          </div>
          <div className="is-total">
            <dt>{t('organiserPayment.pgc.total')}</dt>
            <dd>{m(quote.quote.total)}</dd>
          </div>
        </dl>
      </aside>
      <div className="card-panel payment-form">
        {failed ? (
          <div className="payment-alert" role="alert">
            {t('organiserPayment.pgc.failed')}
          </div>
        ) : null}
        {refunded ? (
          <p role="status" className="payment-alert" data-testid="duplicate-refunded">
            {t('organiserPayment.bulk.refunded')}
          </p>
        ) : null}
        {quote.status === 'paid' ? (
          <div className="organiser-success">
            <p>{t('organiserPayment.bulk.paid')}</p>
            <ButtonLink to="/dashboard">{t('organiserPayment.backToDashboard')}</ButtonLink>
          </div>
        ) : (
          <OrganiserPayPanel
            market={quote.market}
            purchase={{ kind: 'bulk_upload', collectionGuid }}
            total={quote.quote.total}
            attemptId={`bulk:${collectionGuid}`}
            onPaid={onPaid}
            onQuote={onQuote}
          />
        )}
      </div>
    </div>
  );
}

import { formatMoney, type BulkUploadPage } from '@groupgift/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { getBulkUpload } from '../api/get-bulk-upload';
import './bulk-upload.css';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SPEC §2 /payment/bulkupload-received. The payment screen may name the collection (?id=…): then the
 * page shows what was paid, from the server.
 */
export function BulkUploadReceivedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? search.get('collection') ?? '';
  const [page, setPage] = useState<BulkUploadPage | null>(null);

  useEffect(() => {
    if (!GUID.test(id)) return;
    const controller = new AbortController();
    getBulkUpload(id, controller.signal)
      .then(setPage)
      .catch((error: unknown) => {
        // The thank-you stands on its own; the figures are a bonus.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('[bulk-upload] received page load failed', error);
      });
    return () => controller.abort();
  }, [id]);

  const upload = page?.upload ?? null;
  return (
    <section className="bulk-received card-panel" aria-labelledby="bulk-received-heading">
      <span className="bulk-received__icon" aria-hidden="true">
        ✓
      </span>
      <h1 id="bulk-received-heading">{t('bulkUpload.received.heading')}</h1>
      <p>{t('bulkUpload.received.body')}</p>
      {page && upload ? (
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
      ) : null}
      <div className="actions">
        {page ? (
          <ButtonLink variant="secondary" to={`/bulkupload/${page.collection.guid}/payee-details`}>
            {t('bulkUpload.received.back')}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/dashboard">{t('bulkUpload.received.dashboard')}</ButtonLink>
      </div>
    </section>
  );
}

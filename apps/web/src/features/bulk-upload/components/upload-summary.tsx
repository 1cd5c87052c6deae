import { formatMoney, type BulkUpload, type Market } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';

/** Counts, and the server's subtotal, bulk fee and total once every row is valid (SPEC §5). */
export function UploadSummary({ upload, market, feePercent }: { upload: BulkUpload; market: Market; feePercent: number }) {
  const { t } = useTranslation();
  const payable = upload.errorCount === 0 && upload.validCount > 0;
  return (
    <section className="bulk-summary card-panel" aria-labelledby="bulk-summary-heading">
      <h2 id="bulk-summary-heading" tabIndex={-1}>{t('bulkUpload.summary.heading')}</h2>
      <dl className="summary-list">
        {upload.document ? (
          <div>
            <dt>{t('bulkUpload.summary.file')}</dt>
            <dd className="bulk-summary__file">{upload.document.fileName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bulkUpload.summary.valid')}</dt>
          <dd data-testid="valid-count">{upload.validCount.toLocaleString('en-GB')}</dd>
        </div>
        <div className={upload.errorCount > 0 ? 'is-invalid' : undefined}>
          <dt>{t('bulkUpload.summary.invalid')}</dt>
          <dd data-testid="error-count">{upload.errorCount.toLocaleString('en-GB')}</dd>
        </div>
        {payable ? (
          <>
            <div>
              <dt>{t('bulkUpload.summary.subtotal')}</dt>
              <dd data-testid="subtotal">{formatMoney(upload.subtotalCents, market)}</dd>
            </div>
            <div>
              <dt>{t('bulkUpload.summary.fee', { percent: feePercent })}</dt>
              <dd data-testid="fee">{formatMoney(upload.feeCents, market)}</dd>
            </div>
            <div className="is-total">
              <dt>{t('bulkUpload.summary.total')}</dt>
              <dd data-testid="total">{formatMoney(upload.totalCents, market)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className={payable ? 'bulk-summary__note is-ok' : 'bulk-summary__note'}>
        {payable ? t('bulkUpload.summary.allValid') : t('bulkUpload.summary.fixFirst')}
      </p>
    </section>
  );
}

import type { BulkUploadDocument } from '@groupgift/domain';
import { formatMediumDate, useTranslation } from '../../../lib/i18n';
import { documentDownloadUrl } from '../api/paths';

/** The organiser's kept files for this collection, each downloadable again. */
export function DocumentsList({ documents }: { documents: BulkUploadDocument[] }) {
  const { t } = useTranslation();
  return (
    <section className="bulk-documents card-panel" aria-labelledby="bulk-documents-heading">
      <h2 id="bulk-documents-heading">{t('bulkUpload.documents.heading')}</h2>
      {documents.length === 0 ? (
        <p>{t('bulkUpload.documents.none')}</p>
      ) : (
        <ul className="bulk-documents__list">
          {documents.map((d) => (
            <li key={d.guid}>
              <a href={documentDownloadUrl(d.guid)} download={d.fileName} aria-label={t('bulkUpload.documents.download', { name: d.fileName })}>
                {d.fileName}
              </a>
              <span className="bulk-documents__meta">
                {formatMediumDate(d.uploadedAt)} · {t('bulkUpload.documents.rows')}: {d.rowCount.toLocaleString('en-GB')} · {t('bulkUpload.documents.errors')}:{' '}
                {d.errorCount.toLocaleString('en-GB')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { BULK_UPLOAD_TEMPLATE_CSV, bulkPaymentPath, errorPath } from '@groupgift/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useBulkUpload } from '../hooks/use-bulk-upload';
import { DocumentsList } from './documents-list';
import { FileDrop } from './file-drop';
import { PayeeRowsTable } from './payee-rows-table';
import { UploadSummary } from './upload-summary';
import './bulk-upload.css';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(BULK_UPLOAD_TEMPLATE_CSV)}`;

/** SPEC §2 /bulkupload/:id/payee-details: upload payees, see every row checked, then pay. */
export function PayeeDetailsPage() {
  const { t } = useTranslation(['translation', 'shared']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { load, reload, documents, upload, uploadFile, proceed, proceeding, proceedError } = useBulkUpload(id);

  // Move focus to the result once the server has answered, so keyboard users land on it.
  useEffect(() => {
    if (upload.phase === 'done') document.getElementById('bulk-summary-heading')?.focus();
  }, [upload.phase]);

  if (load.status === 'not-found') return <Navigate to={errorPath(404)} replace />;
  if (load.status === 'loading') {
    return (
      <div className="bulk-page__loading">
        <Spinner label={t('bulkUpload.page.loading')} />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <section className="bulk-page card-panel" aria-labelledby="bulk-heading">
        <h1 id="bulk-heading">{t('bulkUpload.page.heading')}</h1>
        <p role="alert">{load.message || t('shared:error.generic')}</p>
        <Button onClick={() => void reload()}>{t('bulkUpload.page.retry')}</Button>
      </section>
    );
  }

  const { collection, upload: current } = load.page;
  const market = collection.market;
  const paid = current?.status === 'paid';
  const payable = current !== null && !paid && current.errorCount === 0 && current.validCount > 0;

  async function onContinue() {
    if (await proceed()) navigate(bulkPaymentPath(collection.guid));
  }

  return (
    <div className={`bulk-page bulk-page--${market.toLowerCase()}`}>
      <header className="bulk-page__header">
        <p className="bulk-page__eyebrow">
          {t('bulkUpload.page.eyebrow')} · {collection.title}
        </p>
        <h1 id="bulk-heading">{t('bulkUpload.page.heading')}</h1>
        <p>{t('bulkUpload.page.intro')}</p>
        <p className="bulk-page__currency">{t(`bulkUpload.page.currencyNote.${market}`)}</p>
        <a className="bulk-page__template" href={TEMPLATE_HREF} download={t('bulkUpload.page.templateFile')}>
          {t('bulkUpload.page.template')}
        </a>
      </header>

      {paid ? <p className="bulk-page__paid">{t('bulkUpload.page.paid')}</p> : null}

      <FileDrop
        upload={upload}
        chooseLabel={current && !paid ? t('bulkUpload.picker.chooseCorrected') : t('bulkUpload.picker.choose')}
        onFile={(file) => void uploadFile(file)}
      />

      {current && current.rows.length > 0 ? (
        <div className="bulk-page__result">
          <UploadSummary upload={current} market={market} feePercent={collection.bulkGiftsFee} />
          <PayeeRowsTable key={`${current.document?.guid ?? ''}`} rows={current.rows} errorCount={current.errorCount} market={market} />
        </div>
      ) : null}

      {current && !paid ? (
        <div className="bulk-page__actions">
          {payable ? (
            <Button onClick={() => void onContinue()} busy={proceeding}>
              {t('bulkUpload.actions.continue')}
            </Button>
          ) : (
            <p className="bulk-page__hint">{t('bulkUpload.actions.continueHint')}</p>
          )}
          {proceedError ? (
            <p className="bulk-page__error" role="alert">
              {proceedError}
            </p>
          ) : null}
        </div>
      ) : null}

      <DocumentsList documents={documents} />
    </div>
  );
}

import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_ROWS, BULK_UPLOAD_MAX_SIZE_LABEL } from '@groupgift/domain';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import type { UploadState } from '../hooks/use-bulk-upload';

interface FileDropProps {
  upload: UploadState;
  /** Label of the choose button: first upload or a corrected file. */
  chooseLabel: string;
  onFile: (file: File) => void;
}

const CSV_NAME = /\.csv$/i;

/**
 * Choose or drag a CSV. Shows real upload progress and the SPEC §4 upload states (uploading, upload is
 * being processed, upload failed) in a status region, so screen readers hear them too.
 */
export function FileDrop({ upload, chooseLabel, onFile }: FileDropProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const busy = upload.phase === 'checking' || upload.phase === 'uploading' || upload.phase === 'processing';

  function take(file: File | undefined) {
    if (!file || busy) return;
    if (!CSV_NAME.test(file.name) && file.type !== 'text/csv') {
      setRefused(t('bulkUpload.picker.notCsv'));
      return;
    }
    if (file.size > BULK_UPLOAD_MAX_BYTES) {
      // The catalogue's wording, as the server would answer.
      setRefused(t('shared:validation.fileSize', { n: BULK_UPLOAD_MAX_SIZE_LABEL }));
      return;
    }
    setRefused(null);
    onFile(file);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same (now corrected) file again still fires a change.
    event.target.value = '';
    take(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  let message = '';
  if (refused) message = refused;
  else if (upload.phase === 'checking') message = t('bulkUpload.picker.checking', { name: upload.fileName });
  else if (upload.phase === 'uploading') message = `${t('ui.upload.uploading')} ${upload.percent}%`;
  else if (upload.phase === 'processing') message = t('ui.upload.processing');
  else if (upload.phase === 'failed') {
    message = upload.error ? t('shared:error.uploadFailedWithError', { error: upload.error }) : t('shared:error.uploadFailed');
  } else if (upload.phase === 'done') message = t('ui.upload.done');
  const failed = Boolean(refused) || upload.phase === 'failed';

  return (
    <div
      className={`bulk-drop${dragging ? ' is-dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-busy={busy || undefined}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t('bulkUpload.picker.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="bulk-drop__input"
        type="file"
        accept=".csv,text/csv"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChange}
      />
      <p className="bulk-drop__prompt">{t('bulkUpload.picker.drop')}</p>
      <Button disabled={busy} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
        {chooseLabel}
      </Button>
      <p id={hintId} className="bulk-drop__hint">
        {t('bulkUpload.picker.hint', { rows: BULK_UPLOAD_MAX_ROWS.toLocaleString('en-GB'), size: BULK_UPLOAD_MAX_SIZE_LABEL })}
      </p>
      <div className={`bulk-drop__status${failed ? ' is-failed' : ''}${upload.phase === 'done' && !refused ? ' is-done' : ''}`} role="status" aria-label={t('ui.upload.status')}>
        {message ? <span>{message}</span> : null}
        {(upload.phase === 'uploading' || upload.phase === 'processing') && !refused ? (
          <progress
            className="bulk-drop__progress"
            max={100}
            aria-label={t('ui.upload.status')}
            {...(upload.phase === 'uploading' ? { value: upload.percent } : {})}
          />
        ) : null}
      </div>
    </div>
  );
}

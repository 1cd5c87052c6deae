import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import './upload-button.css';

export type UploadPhase = 'idle' | 'uploading' | 'processing' | 'done' | 'failed';

export interface UploadLabels {
  uploading: string;
  processing: string;
  status: string;
  failed: string;
  failedWith: (error: string) => string;
  done: string;
  tooBig: string;
}

export interface UploadButtonProps {
  label?: string;
  accept?: string;
  /** Called with the chosen file; the caller uploads it and reports back through phase/progress. */
  onFileSelected: (file: File) => void;
  phase?: UploadPhase;
  /** Percentage 0–100 while uploading. */
  progress?: number;
  /** Server or network error text for the failed phase. */
  error?: string;
  /** Files larger than this are refused here, before any upload. */
  maxBytes?: number;
  labels?: Partial<UploadLabels>;
  disabled?: boolean;
  className?: string;
}

/**
 * "Upload a photo": a real button that opens a hidden file input, with visible progress and
 * the upload states of SPEC §4 announced in a status region named "Upload status".
 */
export function UploadButton({
  label: labelOverride,
  accept = 'image/*',
  onFileSelected,
  phase = 'idle',
  progress,
  error,
  maxBytes,
  labels: overrides,
  disabled,
  className,
}: UploadButtonProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const label = labelOverride ?? t('buttons.uploadPhoto');
  const defaults: UploadLabels = {
    uploading: t('ui.upload.uploading'),
    processing: t('ui.upload.processing'),
    status: t('ui.upload.status'),
    failed: t('shared:error.uploadFailed'),
    failedWith: (error) => t('shared:error.uploadFailedWithError', { error }),
    done: t('ui.upload.done'),
    tooBig: t('shared:error.fileTooBig'),
  };
  const labels = { ...defaults, ...overrides };
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [tooBig, setTooBig] = useState(false);
  const busy = phase === 'uploading' || phase === 'processing';
  const percent = Math.round(Math.min(100, Math.max(0, progress ?? 0)));

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (maxBytes !== undefined && file.size > maxBytes) {
      setTooBig(true);
      return;
    }
    setTooBig(false);
    onFileSelected(file);
  }

  let message = '';
  if (tooBig) message = labels.tooBig;
  else if (phase === 'uploading') message = `${labels.uploading} ${percent}%`;
  else if (phase === 'processing') message = labels.processing;
  else if (phase === 'failed') message = error ? labels.failedWith(error) : labels.failed;
  else if (phase === 'done') message = labels.done;
  const failed = tooBig || phase === 'failed';

  return (
    <div className={['ui-upload', className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      <input
        ref={inputRef}
        id={inputId}
        className="ui-upload__input"
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChange}
      />
      <button
        type="button"
        className="ui-upload__button"
        disabled={disabled || busy}
        onClick={() => inputRef.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.8l1.4-2h4.6l1.4 2h1.8A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12.5" r="3.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {label}
      </button>
      <div
        className={[
          'ui-upload__status',
          failed && 'ui-upload__status--failed',
          phase === 'done' && 'ui-upload__status--done',
        ]
          .filter(Boolean)
          .join(' ')}
        role="status"
        aria-label={labels.status}
      >
        {message ? <span className="ui-upload__message">{message}</span> : null}
        {busy && !tooBig ? (
          <progress
            className="ui-upload__progress"
            max={100}
            aria-label={labels.status}
            {...(phase === 'uploading' ? { value: percent } : {})}
          />
        ) : null}
      </div>
    </div>
  );
}

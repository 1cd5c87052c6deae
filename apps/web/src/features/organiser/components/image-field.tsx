import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { UploadButton, type UploadPhase } from '../../../components/ui/upload-button';
import { ApiError } from '../../../lib/api-client';
import { uploadCollectionImage } from '../api/upload-collection-image';

const MAX_BYTES = 5 * 1024 * 1024;

/** A picture chosen by upload, with its preview and a way to remove it. */
export function ImageField({
  label,
  uploadLabel,
  removeLabel,
  hint,
  value,
  onChange,
  error,
  name,
  crop,
}: {
  label: string;
  uploadLabel: string;
  removeLabel: string;
  hint?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
  name: string;
  /** A step between choosing a file and uploading it (the cover's crop): hands back the file to send, or null to drop it. */
  crop?: (file: File, done: (cropped: File | null) => void) => ReactNode;
}) {
  const { t } = useTranslation(['translation', 'shared']);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [uploadError, setUploadError] = useState<string>();
  const controller = useRef<AbortController | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  function upload(file: File) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setPhase('uploading');
    setProgress(0);
    setUploadError(undefined);
    uploadCollectionImage(
      file,
      (fraction) => {
        setProgress(fraction * 100);
        if (fraction >= 1) setPhase('processing');
      },
      abort.signal,
    )
      .then((result) => {
        setPhase('done');
        onChange(result.imageUrl);
      })
      .catch((caught: unknown) => {
        if (abort.signal.aborted) return;
        setPhase('failed');
        setUploadError(caught instanceof ApiError ? (caught.fieldErrors.file?.[0] ?? caught.message) : t('shared:error.uploadFailed'));
      });
  }

  return (
    <div className={`image-field${error ? ' has-error' : ''}`} data-field={name}>
      <p className="ui-field__label">{label}</p>
      {hint ? <p className="ui-field__hint">{hint}</p> : null}
      {value ? (
        <div className="image-field__preview">
          <img src={value} alt={t('organiser.form.imagePreview')} />
          <Button variant="ghost" onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        </div>
      ) : null}
      {chosen && crop
        ? crop(chosen, (cropped) => {
            setChosen(null);
            if (cropped) upload(cropped);
          })
        : null}
      <UploadButton label={uploadLabel} accept="image/png,image/jpeg,image/gif,image/webp" onFileSelected={crop ? setChosen : upload} phase={phase} progress={progress} error={uploadError} maxBytes={MAX_BYTES} />
      {error ? <p className="ui-field__error">{error}</p> : null}
    </div>
  );
}

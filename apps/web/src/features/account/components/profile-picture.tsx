import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FILE_SIZE_UNIT, PROFILE_PICTURE_MAX_BYTES, type OrganiserProfile } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { UploadButton, type UploadPhase } from '../../../components/ui/upload-button';
import { ApiError } from '../../../lib/api-client';
import { setOrganiser } from '../../../lib/organiser-session';
import { removeProfilePicture } from '../api/remove-profile-picture';
import { uploadProfilePicture } from '../api/upload-profile-picture';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/** The picture with a preview of the chosen file while it uploads; the server sniffs what it really is. */
export function ProfilePicture({ organiser }: { organiser: OrganiserProfile }) {
  const { t } = useTranslation(['translation', 'shared']);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function onFileSelected(file: File) {
    setNotice(null);
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    setPhase('uploading');
    setProgress(0);
    try {
      const result = await uploadProfilePicture(file, (fraction) => {
        if (fraction >= 1) setPhase('processing');
        else setProgress(Math.round(fraction * 100));
      });
      setOrganiser(result.organiser);
      setPhase('done');
      setPreview(null);
      setNotice(t('account.profile.pictureSaved'));
    } catch (cause) {
      // The saved picture (if any) comes back; the chosen file stays in view beside the error.
      setPhase('failed');
      const text = cause instanceof ApiError && cause.status === 413 ? t('shared:error.fileTooBig') : cause instanceof Error ? cause.message : '';
      // "Upload failed" alone rather than "Upload failed, with error Upload failed".
      setError(text && text !== t('shared:error.uploadFailed') ? text : undefined);
    }
  }

  async function onRemove() {
    setRemoving(true);
    setNotice(null);
    try {
      const result = await removeProfilePicture();
      setOrganiser(result.organiser);
      setPreview(null);
      setPhase('idle');
      setNotice(t('account.profile.pictureRemoved'));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('shared:error.generic'));
      setPhase('failed');
    } finally {
      setRemoving(false);
    }
  }

  const shown = preview ?? organiser.pictureUrl;
  return (
    <section className="account-picture" aria-labelledby="picture-title">
      <h2 id="picture-title" className="account-section-title">
        {t('account.profile.picture')}
      </h2>
      <div className="account-picture__row">
        {shown ? (
          <img className="account-picture__preview" src={shown} alt={t('account.profile.pictureAlt')} width={96} height={96} />
        ) : (
          <div className="account-picture__preview" aria-hidden="true">
            {t('account.profile.noPicture')}
          </div>
        )}
        <div className="account-picture__actions">
          <UploadButton
            label={organiser.pictureUrl ? t('account.profile.changePicture') : t('account.profile.choosePicture')}
            accept={ACCEPTED}
            maxBytes={PROFILE_PICTURE_MAX_BYTES}
            phase={phase}
            progress={progress}
            error={error}
            onFileSelected={(file) => void onFileSelected(file)}
            labels={{ tooBig: t('shared:validation.fileSize', { n: `${PROFILE_PICTURE_MAX_BYTES / FILE_SIZE_UNIT.MEGABYTE} MB` }) }}
          />
          {organiser.pictureUrl ? (
            <Button variant="ghost" onClick={() => void onRemove()} busy={removing}>
              {t('account.profile.removePicture')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="account-hint">{t('account.profile.pictureHint')}</p>
      <div role="status" className="account-alert-slot">
        {notice ? <p className="notice notice--success">{notice}</p> : null}
      </div>
    </section>
  );
}

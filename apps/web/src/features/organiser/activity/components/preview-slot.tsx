import { useTranslation } from '../../../../lib/i18n';
import { PreviewFrame } from '../../../../components/preview-frame/preview-frame';

/** The contributor screens as invitees see them, in the shared preview frame. */
export function PreviewSlot({ collectionGuid }: { collectionGuid: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="preview-heading" className="activity-section">
      <h2 id="preview-heading">{t('activity.preview.heading')}</h2>
      <p className="muted small">{t('activity.preview.hint')}</p>
      <PreviewFrame collectionGuid={collectionGuid} />
    </section>
  );
}

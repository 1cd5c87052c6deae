import { useTranslation } from 'react-i18next';

/**
 * Where the contributor-screen preview goes. The shared preview frame
 * (components/preview-frame, `<PreviewFrame collectionGuid={…} />`) mounts here once it exists;
 * until then the slot says what will appear.
 */
export function PreviewSlot({ collectionGuid }: { collectionGuid: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="preview-heading" className="activity-section">
      <h2 id="preview-heading">{t('activity.preview.heading')}</h2>
      <p className="muted small">{t('activity.preview.hint')}</p>
      <div className="activity-preview-slot" data-preview-slot={collectionGuid}>
        <p className="muted">{t('activity.preview.slot')}</p>
      </div>
    </section>
  );
}

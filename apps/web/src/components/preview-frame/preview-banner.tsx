import { useTranslation } from '../../lib/i18n';
import './preview-frame.css';

/** Tells the organiser they are looking at a preview: nothing typed here is saved or charged. */
export function PreviewBanner({ closed = false, suspended = false }: { closed?: boolean; suspended?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="preview-banner" role="note" aria-label={t('preview.banner.label')}>
      <p className="preview-banner__title">{t('preview.banner.title')}</p>
      <p className="preview-banner__body">{t('preview.banner.body')}</p>
      {suspended ? <p className="preview-banner__status">{t('preview.banner.suspended')}</p> : closed ? <p className="preview-banner__status">{t('preview.banner.closed')}</p> : null}
    </div>
  );
}

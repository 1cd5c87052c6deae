import { useTranslation } from '../../../lib/i18n';
import { ButtonLink } from '../../../components/ui/button';
import { usePreviewMode } from '../../../lib/preview-mode';

/**
 * Where a preview ends: the step after the last previewed one (card review, pathway complete, no
 * thanks …) would show the contributor's own result, which a preview has none of.
 */
export function PreviewEndPage() {
  const { t } = useTranslation();
  const preview = usePreviewMode();
  return (
    <section className="step-page card-panel stack" aria-labelledby="preview-end-title">
      <h1 id="preview-end-title">{t('preview.end.heading')}</h1>
      <p>{t('preview.end.body')}</p>
      {preview ? (
        <p>
          <ButtonLink to={preview.stepPath('')} variant="secondary">
            {t('preview.end.restart')}
          </ButtonLink>
        </p>
      ) : null}
    </section>
  );
}

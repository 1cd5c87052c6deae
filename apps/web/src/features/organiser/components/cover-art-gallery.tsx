import { useTranslation } from '../../../lib/i18n';
import { COVER_ARTS, illustratedTemplateArt, type CoverArt, type CoverDesign } from '@groupgift/domain';
import { CoverIllustration } from '../../../components/card-cover/art/cover-art';

/**
 * The illustrated covers as a gallery of drawings to pick from (decision 104). A native radio group:
 * one tab stop, arrow keys move, and each choice is named by its words once (the drawing is decoration).
 */
export function CoverArtGallery({
  className,
  onChange,
}: {
  className: CoverDesign['className'];
  onChange: (next: CoverDesign['className']) => void;
}) {
  const { t } = useTranslation();
  const picked = illustratedTemplateArt(className);
  return (
    <fieldset className="cover-gallery" aria-describedby="cover-gallery-hint">
      <legend className="ui-field__label">{t('organiser.cover.gallery')}</legend>
      <p id="cover-gallery-hint" className="ui-field__hint">
        {t('organiser.cover.galleryHint')}
      </p>
      <div className="cover-gallery__grid" data-testid="cover-gallery">
        {COVER_ARTS.map((art: CoverArt) => (
          <label key={art} className={`cover-gallery__option${picked === art ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="cover.art"
              className="cover-gallery__input"
              value={art}
              checked={picked === art}
              onChange={() => onChange(`illustrated-${art}`)}
            />
            <span className="cover-gallery__art">
              <CoverIllustration art={art} />
            </span>
            <span className="cover-gallery__name">{t(`organiser.cover.art.${art}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { COVER_DESIGNS, COVER_OCCASIONS, coverDesignArtSvg, type CoverDesign } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';

// Each thumbnail is the design's art on its paper as an image of its own: the ids inside one
// drawing never meet another's, and the browser decodes it off the page's main layout.
const THUMBNAILS = new Map(COVER_DESIGNS.map((design) => [design.id, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverDesignArtSvg(design))}`]));

const GROUPS = COVER_OCCASIONS.map((occasion) => ({ occasion, designs: COVER_DESIGNS.filter((design) => design.occasion === occasion) })).filter(
  (group) => group.designs.length > 0,
);

/** The catalogue key of a design's name (every design has one; a test checks it). */
export const designNameKey = (design: Pick<CoverDesign, 'id'>) => `organiser.cover.designNames.${design.id}` as const;

/**
 * The cover designs as a gallery grouped by occasion (decision 146). One native radio group across
 * the occasions: one tab stop, arrow keys move through every design, and each is named by its words
 * (the drawing is decoration).
 */
export function CoverDesignGallery({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="cover-gallery" aria-describedby="cover-gallery-hint">
      <legend className="ui-field__label">{t('organiser.cover.designs')}</legend>
      <p id="cover-gallery-hint" className="ui-field__hint">
        {t('organiser.cover.designsHint')}
      </p>
      <div className="cover-designs" data-testid="cover-gallery">
        {GROUPS.map(({ occasion, designs }) => (
          <div key={occasion} role="group" aria-labelledby={`cover-occasion-${occasion}`} className="cover-designs__group">
            <p id={`cover-occasion-${occasion}`} className="cover-designs__occasion">
              {t(`organiser.cover.occasions.${occasion}`)}
            </p>
            <div className="cover-gallery__grid">
              {designs.map((design) => (
                <label key={design.id} className={`cover-gallery__option${value === design.id ? ' is-checked' : ''}`}>
                  <input
                    type="radio"
                    name="cover.design"
                    className="cover-gallery__input"
                    value={design.id}
                    checked={value === design.id}
                    onChange={() => onChange(design.id)}
                  />
                  <span className="cover-gallery__art cover-gallery__art--design">
                    <img src={THUMBNAILS.get(design.id)} alt="" width={54} height={76} loading="lazy" decoding="async" />
                  </span>
                  <span className="cover-gallery__name">{t(designNameKey(design) as never)}</span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

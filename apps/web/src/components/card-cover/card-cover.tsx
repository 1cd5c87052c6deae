import { displayCoverTitle, type CoverImage } from '@groupgift/domain';
import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSanitisedHtml } from '../../lib/sanitised-html';
import { ensureCardStylesheet } from './card-stylesheet';
import { coverLayoutClass, toFontSize, toTextAlign } from './cover-layout';
import { CardPage } from './card-page';
import { CoverIllustration } from './art/cover-art';
import { CardCoverImage } from './card-cover-image';
import { drawnCoverArt } from './drawn-cover-art';
import './card-cover.css';

// What the boot and the mount load on demand for a drawn illustration (decision 176), from here so
// they share this chunk (the cover's) rather than adding small files of their own.
export { loadCoverArts } from './art/cover-art';
export { loadDrawnCoverArt } from './drawn-cover-art';

/**
 * The cover fields the booklet reads. Shaped like the domain's `coverPageSchema`, loosened so the
 * organiser preview's spelling (`imageUrl`, `CoverType`) and nulls from the API are accepted too.
 */
export interface CoverPageLike {
  id?: number | string | null;
  title?: string | null;
  description?: string | null;
  imageURL?: string | null;
  imageUrl?: string | null;
  coverType?: number | string | null;
  CoverType?: number | string | null;
  className?: string | null;
  thumbnailUrl?: string | null;
  fontSize?: number | string | null;
  textAlign?: string | null;
  descFontSize?: number | string | null;
  descTextAlign?: string | null;
}

export interface CardCoverProps {
  coverPage: CoverPageLike | null | undefined;
  /** Designer-supplied HTML for the whole cover; shown (sanitised) instead of the fields. */
  cardHtml?: string | null;
  /** Fit inside this height as well as the container width (e.g. a viewport-limited preview). */
  maxHeight?: number;
  /** Accessible name of the card; defaults to the cover title. */
  label?: string;
  /**
   * What the collection is for (its occasion, title…): a cover without a photo shows the
   * illustration of that occasion (decision 104).
   */
  occasionTexts?: readonly (string | null | undefined)[];
  /**
   * The cover as the server draws it (issue 31): shown instead of the fields whenever the API sends
   * it, so every place shows the same cover. Organiser card HTML still wins (SPEC §2).
   */
  image?: CoverImage | null;
  className?: string;
}

export function CardCover({ image, ...props }: CardCoverProps) {
  if (image && !props.cardHtml?.trim()) return <CardCoverImage image={image} maxHeight={props.maxHeight} className={props.className} />;
  return <DrawnCover {...props} />;
}

/** The cover drawn from its fields (SPEC §2): organiser HTML, the promo designs, an answer without an image. */
function DrawnCover({ coverPage, cardHtml, maxHeight, label, className, occasionTexts }: Omit<CardCoverProps, 'image'>) {
  const { t } = useTranslation();
  useEffect(() => {
    ensureCardStylesheet();
  }, []);

  const safeHtml = useSanitisedHtml(cardHtml);

  const cover = coverPage ?? {};
  const template = cover.className?.trim() || undefined;
  const layout = coverLayoutClass(cover.coverType ?? cover.CoverType);
  const title = displayCoverTitle(cover.title, template);
  const description = cover.description?.trim() ?? '';
  const image = cover.imageURL || cover.imageUrl || '';
  // Without a photo the cover shows an illustration, never an empty frame.
  const art = drawnCoverArt(cover, occasionTexts);

  const titleStyle: CSSProperties = {
    fontSize: toFontSize(cover.fontSize),
    textAlign: toTextAlign(cover.textAlign),
  };
  const descStyle: CSSProperties = {
    fontSize: toFontSize(cover.descFontSize),
    textAlign: toTextAlign(cover.descTextAlign),
  };

  return (
    <CardPage label={label ?? (title || t('card.label'))} maxHeight={maxHeight} className={className}>
      {safeHtml ? (
        <div className="card-cover card-cover--html" dangerouslySetInnerHTML={{ __html: safeHtml }} />
      ) : (
        <div className={['card-cover', layout, template].filter(Boolean).join(' ')} data-testid="card-cover">
          <div className="card-cover__decor" aria-hidden="true" />
          {image ? (
            <div className="card-cover__image">
              <img src={image} alt="" />
            </div>
          ) : art ? (
            <div className="card-cover__image card-cover__image--art" data-art={art}>
              <CoverIllustration art={art} label={t(`card.art.${art}`)} />
            </div>
          ) : null}
          <div className="card-cover__text">
            {title ? (
              <p className="card-cover__title" style={titleStyle}>
                {title}
              </p>
            ) : null}
            {description ? (
              <p className="card-cover__description" style={descStyle}>
                {description}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </CardPage>
  );
}

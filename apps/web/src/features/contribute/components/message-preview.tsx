import { useTranslation } from '../../../lib/i18n';
import { CardPicture } from '../../../components/card/card-picture';
import './message-preview.css';

export interface MessagePreviewProps {
  from: string;
  comment: string;
  imageURL: string | null;
  showPicture: boolean;
  /** The picture's size, so its box is kept while it loads. */
  width?: number | null;
  height?: number | null;
  highlight?: boolean;
}

/** How a message looks on the card; used live on the sign page and on the card review. */
export function MessagePreview({ from, comment, imageURL, showPicture, width, height, highlight = false }: MessagePreviewProps) {
  const { t } = useTranslation();
  const empty = !comment.trim() && !(showPicture && imageURL);
  return (
    <article className={`message-card${highlight ? ' message-card--mine' : ''}`}>
      {showPicture && imageURL ? <CardPicture className="message-card__picture" src={imageURL} width={width} height={height} /> : null}
      {empty ? <p className="message-card__placeholder">{t('sign.previewEmpty')}</p> : <p className="message-card__text">{comment}</p>}
      {from.trim() ? <p className="message-card__from">{t('sign.from', { name: from.trim() })}</p> : null}
    </article>
  );
}

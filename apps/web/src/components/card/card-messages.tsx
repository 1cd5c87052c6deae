import type { CoverImage } from '@groupgift/domain';
import { useTranslation } from '../../lib/i18n';
import { Carousel } from '../ui/carousel';
import type { CarouselLabels } from '../ui/carousel';
import { CardCover } from '../card-cover/card-cover';
import type { CoverPageLike } from '../card-cover/card-cover';
import { CardPage } from '../card-cover/card-page';
import { CardPicture } from './card-picture';
import './card-messages.css';

/** The message fields the card shows; shaped like the domain's `messageSchema`. */
export interface CardMessageLike {
  id?: number | string | null;
  name?: string | null;
  from?: string | null;
  comment?: string | null;
  imageURL?: string | null;
  picUrl?: string | null;
}

export interface CardMessagesLabels extends Partial<CarouselLabels> {
  /** Name of the whole carousel. */
  card: string;
  cover: string;
  /** Badge on the visitor's own message. */
  yourMessage: string;
  empty: string;
  /** Accessible name of a message page. */
  messageFrom: (name: string) => string;
}

export interface CardMessagesProps {
  coverPage: CoverPageLike | null | undefined;
  /** The cover as the server draws it (issue 31), shown as the first page when given. */
  coverImage?: CoverImage | null;
  cardHtml?: string | null;
  messages: readonly CardMessageLike[];
  /** Id of the visitor's own message, marked on its page. */
  ownMessageId?: number | string | null;
  labels?: Partial<CardMessagesLabels>;
  /** Called with the slide index once each slide has moved into place. */
  onAfterChange?: (index: number) => void;
  className?: string;
}

// Room for words on a 540 × 765 page, with and without a picture, in design px².
const TEXT_AREA = { withPicture: 440 * 260, withoutPicture: 440 * 520 };

/** Largest comfortable font size that lets the whole message fit its page. */
export function messageFontSize(text: string, hasPicture: boolean): number {
  const area = hasPicture ? TEXT_AREA.withPicture : TEXT_AREA.withoutPicture;
  // A character takes about 0.5 em across and 1.45 em of line height; a quarter more for the
  // ragged ends of lines.
  const fitting = Math.sqrt(area / (Math.max(text.length, 1) * 0.5 * 1.45 * 1.25));
  return Math.round(Math.min(40, Math.max(15, fitting)));
}

function authorOf(message: CardMessageLike): string {
  return message.name?.trim() || message.from?.trim() || '';
}

/** The card review: the cover, then one page per message, with the "N of M" counter. */
export function CardMessages({
  coverPage,
  coverImage,
  cardHtml,
  messages,
  ownMessageId,
  labels: overrides,
  onAfterChange,
  className,
}: CardMessagesProps) {
  const { t } = useTranslation();
  const defaults: CardMessagesLabels = {
    card: t('card.label'),
    cover: t('card.cover'),
    yourMessage: t('card.yourMessage'),
    empty: t('card.empty'),
    messageFrom: (name) => t('card.messageFrom', { name }),
  };
  const labels = { ...defaults, ...overrides };
  const { card, cover, yourMessage, empty, messageFrom, ...carouselLabels } = labels;

  return (
    <div className={['card-messages', className].filter(Boolean).join(' ')}>
      <Carousel label={card} showCounter labels={carouselLabels} onAfterChange={onAfterChange}>
        <CardCover image={coverImage} coverPage={coverPage} cardHtml={cardHtml} label={cover} />
        {messages.map((message, i) => {
          const author = authorOf(message);
          const text = message.comment?.trim() ?? '';
          const picture = message.picUrl || message.imageURL || '';
          const own =
            ownMessageId !== undefined &&
            ownMessageId !== null &&
            String(message.id) === String(ownMessageId);
          return (
            <CardPage key={message.id ?? i} label={author ? messageFrom(author) : `${i + 2}`}>
              <article className={['card-message', own && 'card-message--own'].filter(Boolean).join(' ')}>
                {own ? <p className="card-message__badge">{yourMessage}</p> : null}
                {picture ? (
                  <div className="card-message__picture">
                    <CardPicture src={picture} />
                  </div>
                ) : null}
                <p
                  className="card-message__text"
                  style={{ fontSize: messageFontSize(text, Boolean(picture)) }}
                >
                  {text}
                </p>
                {author ? <p className="card-message__author">{author}</p> : null}
              </article>
            </CardPage>
          );
        })}
      </Carousel>
      {messages.length === 0 ? <p className="card-messages__empty">{empty}</p> : null}
    </div>
  );
}

import { useEffect, useRef, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { CardPicture } from './card-picture';
import './message-board.css';

/** One message on the board. `guid` is any id unique on the card (the API's message id will do). */
export interface BoardMessage {
  guid: string;
  name: string;
  comment: string;
  imageUrl?: string | null;
  /** The picture's own size, when known, so its box is reserved at the right shape before it loads. */
  width?: number | null;
  height?: number | null;
}

export interface MessageBoardLabels {
  /** Accessible name of the whole board. */
  board: string;
  /** Badge on the visitor's own message. */
  yourMessage: string;
  empty: string;
  /** Accessible name of a tile. */
  messageFrom: (name: string) => string;
  /** Accessible name of the visitor's own tile. */
  yourMessageFrom: (name: string) => string;
}

export interface MessageBoardProps {
  messages: readonly BoardMessage[];
  /** The visitor's own message: marked, scrolled into view and focused once it is on the board. */
  ownGuid?: string | null;
  labels?: Partial<MessageBoardLabels>;
  className?: string;
}

// A picture whose size is unknown gets a 4:3 box, the shape most photos and GIFs are near.
const DEFAULT_RATIO = 4 / 3;
// Short messages are written large, as they would be by hand on a card.
const SHORT_MESSAGE = 60;

/** The shape of a picture's box: its own proportions within sensible limits, or 4:3. */
export function pictureRatio(width?: number | null, height?: number | null): number {
  if (!width || !height || width <= 0 || height <= 0) return DEFAULT_RATIO;
  // A panorama or a tall strip would make a tile a sliver or a tower; the picture is cropped instead.
  return Math.min(2, Math.max(0.75, width / height));
}

/** The messages from a group-card response, in the board's shape. */
export function toBoardMessages(
  messages: readonly {
    id?: number | string | null;
    name?: string | null;
    from?: string | null;
    comment?: string | null;
    imageURL?: string | null;
    picUrl?: string | null;
    width?: number | null;
    height?: number | null;
  }[],
): BoardMessage[] {
  return messages.map((message, i) => ({
    // A message always has an id once stored; the index only keeps keys unique for odd data.
    guid: message.id === null || message.id === undefined ? `message-${i}` : String(message.id),
    name: message.name?.trim() || message.from?.trim() || '',
    comment: message.comment ?? '',
    imageUrl: message.picUrl || message.imageURL || null,
    width: message.width ?? null,
    height: message.height ?? null,
  }));
}

/**
 * Every message on the card at a glance: a responsive grid of tiles (one column on a phone, up to
 * four on a desktop) following the WAI-ARIA feed pattern, so a keyboard user can Tab or Page Down
 * through the messages. Tiles off screen are skipped by rendering (`content-visibility`) and their
 * pictures load lazily into reserved boxes, so a card with hundreds of messages stays cheap and
 * nothing shifts as pictures arrive.
 */
export function MessageBoard({ messages, ownGuid, labels: overrides, className }: MessageBoardProps) {
  const { t } = useTranslation();
  const labels: MessageBoardLabels = {
    board: t('card.board', { n: messages.length }),
    yourMessage: t('card.yourMessage'),
    empty: t('card.empty'),
    messageFrom: (name) => t('card.messageFrom', { name }),
    yourMessageFrom: (name) => t('card.yourMessageFrom', { name }),
    ...overrides,
  };
  const reducedMotion = usePrefersReducedMotion();
  const ownRef = useRef<HTMLElement>(null);
  const arrivedAt = useRef<string | null>(null);
  const hasOwn = Boolean(ownGuid) && messages.some((message) => message.guid === ownGuid);

  useEffect(() => {
    // Once per message: a refreshed list must not pull the page back after the person has scrolled.
    if (!hasOwn || !ownGuid || arrivedAt.current === ownGuid) return;
    const tile = ownRef.current;
    if (!tile) return;
    arrivedAt.current = ownGuid;
    tile.focus({ preventScroll: true });
    tile.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [hasOwn, ownGuid, reducedMotion]);

  if (messages.length === 0) {
    return <p className={['message-board__empty', className].filter(Boolean).join(' ')}>{labels.empty}</p>;
  }

  // The feed pattern's keys: Page Down and Page Up move between messages.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const tile = (event.target as HTMLElement).closest<HTMLElement>('.message-tile');
    if (!tile) return;
    const target = (
      event.key === 'PageDown' ? tile.nextElementSibling : tile.previousElementSibling
    ) as HTMLElement | null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <div
      role="feed"
      aria-label={labels.board}
      aria-busy="false"
      className={['message-board', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {messages.map((message, i) => {
        const own = message.guid === ownGuid;
        return (
          <MessageTile
            key={message.guid}
            ref={own ? ownRef : undefined}
            message={message}
            own={own}
            labels={labels}
            tabIndex={0}
            aria-posinset={i + 1}
            aria-setsize={messages.length}
          />
        );
      })}
    </div>
  );
}

export interface MessageTileProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  message: BoardMessage;
  /** The visitor's own message: badged and outlined. */
  own?: boolean;
  labels?: Partial<Pick<MessageBoardLabels, 'yourMessage' | 'messageFrom' | 'yourMessageFrom'>>;
  ref?: Ref<HTMLElement>;
}

/** One message as it sits on the card: the picture in its reserved box, the words, the signature. */
export function MessageTile({
  message,
  own = false,
  labels: overrides,
  className,
  ref,
  ...rest
}: MessageTileProps) {
  const { t } = useTranslation();
  const labels = {
    yourMessage: t('card.yourMessage'),
    messageFrom: (name: string) => t('card.messageFrom', { name }),
    yourMessageFrom: (name: string) => t('card.yourMessageFrom', { name }),
    ...overrides,
  };
  const text = message.comment.trim();
  return (
    <article
      ref={ref}
      aria-label={own ? labels.yourMessageFrom(message.name) : labels.messageFrom(message.name)}
      data-message-guid={message.guid}
      className={['message-tile', own && 'message-tile--own', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {own ? <p className="message-tile__badge">{labels.yourMessage}</p> : null}
      {message.imageUrl ? (
        <div
          className="message-tile__picture"
          style={{ aspectRatio: String(pictureRatio(message.width, message.height)) }}
        >
          <CardPicture src={message.imageUrl} width={message.width} height={message.height} loading="lazy" />
        </div>
      ) : null}
      {text ? (
        <p
          className={['message-tile__text', text.length <= SHORT_MESSAGE && 'message-tile__text--short']
            .filter(Boolean)
            .join(' ')}
        >
          {text}
        </p>
      ) : null}
      {message.name ? <p className="message-tile__author">{message.name}</p> : null}
    </article>
  );
}

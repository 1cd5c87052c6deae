import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { RecipientCard, RecipientMessage } from '@groupgift/domain';
import { CardCover } from '../../../components/card-cover/card-cover';
import { CardMessages } from '../../../components/card/card-messages';
import { LoadMoreMessages } from '../../../components/card/load-more-messages';
import { useLoadMore } from '../../../components/card/use-load-more';
import { Button } from '../../../components/ui/button';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { cardMessagePages, type CardReader } from '../api/get-card-message-page';
import { keepsakeUrl } from '../api/keepsake-url';
import { GiftSection } from './gift-section';
import { MessageBoard } from './message-board';
import { ThanksForm } from './thanks-form';

const guidOf = (message: RecipientMessage) => message.guid;

export interface OpenedCardProps {
  card: RecipientCard;
  /** Who reads it: the key its further pages of messages are read with (decision 121). */
  reader: CardReader;
  /** The recipient at their own link: the keepsake download and the thanks form. */
  isRecipient: boolean;
  token?: string | undefined;
  /** The recipient's action on the gift (another feature's): under the gift, for the recipient only. */
  redeem?: ComponentType<{ token: string }> | undefined;
}

/**
 * Inside the card (decision 108), its own chunk (decision 110): the messages as pages to turn or all
 * at once, the group's gift, the keepsake and, for the recipient, the thanks form. Each part is its
 * own section in reading order, so a new one slots in without touching the others.
 */
export function OpenedCard({ card, reader, isRecipient, token, redeem: Redeem }: OpenedCardProps) {
  const { t } = useTranslation(RECIPIENT_NS);
  const [view, setView] = useState<'pages' | 'board'>('pages');
  // The page the pages view has settled on: 0 is the cover, the last is the last message loaded.
  const [pageShown, setPageShown] = useState(0);
  const first = useMemo(() => ({ items: card.messages, nextCursor: card.messagesNextCursor }), [card.messages, card.messagesNextCursor]);
  const fetchPage = useMemo(() => cardMessagePages(reader), [reader]);
  const more = useLoadMore(first, fetchPage, guidOf);
  const messages = useMemo(
    () => more.items.map((m) => ({ id: m.guid, name: m.name, comment: m.comment, imageURL: m.imageUrl })),
    [more.items],
  );

  // Paper shows the whole card: the pages not loaded yet are read first.
  async function print() {
    await more.loadAll();
    window.print();
  }
  const recipientToken = isRecipient ? token : undefined;

  return (
    <>
      <div className="recipient-views" role="group" aria-label={t('views.label')}>
        <Button
          variant={view === 'pages' ? 'primary' : 'secondary'}
          aria-pressed={view === 'pages'}
          onClick={() => setView('pages')}
        >
          {t('views.pages')}
        </Button>
        <Button
          variant={view === 'board' ? 'primary' : 'secondary'}
          aria-pressed={view === 'board'}
          onClick={() => setView('board')}
        >
          {t('views.board')}
        </Button>
        <span className="muted small recipient-views__count">
          {t('views.count', { count: card.messageCount })}
        </span>
      </div>

      {view === 'pages' ? (
        <div className="recipient-pages">
          <CardMessages
            coverImage={card.coverImage}
            coverPage={card.cover}
            messages={messages}
            onAfterChange={setPageShown}
            labels={{
              card: t('card.label'),
              cover: t('card.cover'),
              empty: t('card.empty'),
              messageFrom: (name) => t('card.messageFrom', { name }),
              previous: t('card.previous'),
              next: t('card.next'),
              counter: (n, m) => t('card.counter', { n, m }),
            }}
          />
        </div>
      ) : null}
      {/* On paper the card opens with its cover on a page of its own (the pages above are screen-only). */}
      <div className="recipient-print-cover card-print-only" data-testid="print-cover">
        <CardCover image={card.coverImage} coverPage={card.cover} label={t('card.cover')} />
      </div>
      {/* The board is always in the page for print; on screen only when chosen. */}
      <MessageBoard messages={more.items} hidden={view !== 'board'} theme={card.cover.boardTheme} />
      {/* The board loads as the reader scrolls; the pages, whose end is always in view, by the button. */}
      {more.items.length > 0 ? (
        <LoadMoreMessages more={more} auto={view === 'board'} atEnd={view === 'board' || pageShown >= messages.length} />
      ) : null}

      <GiftSection card={card} />
      {recipientToken && Redeem ? <Redeem token={recipientToken} /> : null}

      <div className="recipient-keep">
        {recipientToken ? (
          <a className="ui-button ui-button--secondary" href={keepsakeUrl(recipientToken)} download>
            {t('keepsake.download')}
          </a>
        ) : null}
        <Button variant="ghost" busy={more.loading} onClick={() => void print()}>
          {t('keepsake.print')}
        </Button>
      </div>

      {recipientToken ? (
        <ThanksForm token={recipientToken} messages={more.items} previous={card.thanks} />
      ) : null}
    </>
  );
}

import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipientCard } from '@groupgift/domain';
import { CardCover } from '../../../components/card-cover/card-cover';
import { CardMessages } from '../../../components/card/card-messages';
import { Button } from '../../../components/ui/button';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { keepsakeUrl } from '../api/keepsake-url';
import { GiftSection } from './gift-section';
import { MessageBoard } from './message-board';
import { ThanksForm } from './thanks-form';

export interface OpenedCardProps {
  card: RecipientCard;
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
export function OpenedCard({ card, isRecipient, token, redeem: Redeem }: OpenedCardProps) {
  const { t } = useTranslation(RECIPIENT_NS);
  const [view, setView] = useState<'pages' | 'board'>('pages');
  const messages = useMemo(
    () => card.messages.map((m) => ({ id: m.guid, name: m.name, comment: m.comment, imageURL: m.imageUrl })),
    [card.messages],
  );
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
          {t('views.count', { count: card.messages.length })}
        </span>
      </div>

      {view === 'pages' ? (
        <div className="recipient-pages">
          <CardMessages
            coverPage={card.cover}
            messages={messages}
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
        <CardCover coverPage={card.cover} label={t('card.cover')} />
      </div>
      {/* The board is always in the page for print; on screen only when chosen. */}
      <MessageBoard card={card} hidden={view !== 'board'} />

      <GiftSection card={card} />
      {recipientToken && Redeem ? <Redeem token={recipientToken} /> : null}

      <div className="recipient-keep">
        {recipientToken ? (
          <a className="ui-button ui-button--secondary" href={keepsakeUrl(recipientToken)} download>
            {t('keepsake.download')}
          </a>
        ) : null}
        <Button variant="ghost" onClick={() => window.print()}>
          {t('keepsake.print')}
        </Button>
      </div>

      {recipientToken ? (
        <ThanksForm token={recipientToken} messages={card.messages} previous={card.thanks} />
      ) : null}
    </>
  );
}

import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipientCard } from '@groupgift/domain';
import { CardCover } from '../../../components/card-cover/card-cover';
import { CardMessages } from '../../../components/card/card-messages';
import { Envelope } from '../../../components/card/envelope';
import { Button } from '../../../components/ui/button';
import { money } from '../../../lib/money';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { keepsakeUrl } from '../api/keepsake-url';
import { MessageBoard } from './message-board';
import { ThanksForm } from './thanks-form';
import './recipient.css';

// The keepsake engineer's print stylesheet joins the chunk once it exists; the glob is empty until then.
import.meta.glob('../../../components/card/print.css', { eager: true });

/** Who is looking: the recipient at their link, a contributor from a receipt, the organiser in preview. */
export type Viewer = 'recipient' | 'contributor' | 'preview';

export interface RecipientCardViewProps {
  card: RecipientCard;
  viewer: Viewer;
  /** The recipient's link token: thanks and the keepsake go through it. */
  token?: string;
  /** Called once, when the envelope is opened. */
  onOpened?: () => void;
}

type Stage = 'arriving' | 'arrived' | 'open';

/**
 * The delivered card (decision 108): the envelope arrives with the cover (SPEC §2's 2400 ms, still
 * with reduced motion), the reader opens it, then the messages as pages to turn or all at once, the
 * group's gift as one total, the keepsake and, for the recipient, the thanks form.
 */
export function RecipientCardView({ card, viewer, token, onOpened }: RecipientCardViewProps) {
  const { t } = useTranslation(RECIPIENT_NS);
  const [stage, setStage] = useState<Stage>('arriving');
  const [view, setView] = useState<'pages' | 'board'>('pages');
  const openedHeading = useRef<HTMLHeadingElement>(null);
  const isRecipient = viewer === 'recipient' && card.isRecipient && Boolean(token);

  const messages = useMemo(
    () => card.messages.map((m) => ({ id: m.guid, name: m.name, comment: m.comment, imageURL: m.imageUrl })),
    [card.messages],
  );

  function open() {
    setStage('open');
    onOpened?.();
    // The button that had focus is gone: keyboard and screen reader users land on the card's heading.
    window.setTimeout(() => openedHeading.current?.focus(), 0);
  }

  return (
    <div className="recipient-view" data-stage={stage}>
      <header className="recipient-view__head">
        <h1 ref={openedHeading} tabIndex={-1}>
          {t('arrival.heading', { name: card.recipientName })}
        </h1>
        <p className="recipient-view__from">{t('arrival.from', { organiser: card.organiserName })}</p>
      </header>

      {stage !== 'open' ? (
        <section className="recipient-arrival" aria-label={t('card.label')}>
          <Envelope className="recipient-arrival__envelope" onInside={() => setStage('arrived')}>
            <CardCover coverPage={card.cover} label={t('card.cover')} />
          </Envelope>
          <div className="recipient-arrival__action card-screen-only" aria-live="polite">
            {stage === 'arrived' ? (
              <Button onClick={open} className="recipient-arrival__open" autoFocus={viewer !== 'preview'}>
                {t('arrival.open')}
              </Button>
            ) : (
              <p className="muted">{t('arrival.opening')}</p>
            )}
          </div>
        </section>
      ) : (
        <>
          <div className="recipient-views" role="group" aria-label={t('views.label')}>
            <Button variant={view === 'pages' ? 'primary' : 'secondary'} aria-pressed={view === 'pages'} onClick={() => setView('pages')}>
              {t('views.pages')}
            </Button>
            <Button variant={view === 'board' ? 'primary' : 'secondary'} aria-pressed={view === 'board'} onClick={() => setView('board')}>
              {t('views.board')}
            </Button>
            <span className="muted small recipient-views__count">{t('views.count', { count: card.messages.length })}</span>
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

          {/* Nothing given (a card-only collection, or nobody chipped in): no gift to show. */}
          {card.gift && card.gift.total > 0 ? (
            <section className="recipient-gift" aria-labelledby="recipient-gift-heading">
              <h2 id="recipient-gift-heading">{t('gift.heading')}</h2>
              <p className="recipient-gift__total" data-testid="gift-total">
                {t('gift.total', { amount: money(card.gift.total, card.market) })}
              </p>
              {card.gift.charityShare > 0 ? (
                <p className="recipient-gift__charity">
                  {card.gift.charityName
                    ? t('gift.charity', { amount: money(card.gift.charityShare, card.market), charity: card.gift.charityName })
                    : t('gift.charityUnnamed', { amount: money(card.gift.charityShare, card.market) })}
                </p>
              ) : null}
            </section>
          ) : null}

          <div className="recipient-keep">
            {isRecipient && token ? (
              <a className="ui-button ui-button--secondary" href={keepsakeUrl(token)} download>
                {t('keepsake.download')}
              </a>
            ) : null}
            <Button variant="ghost" onClick={() => window.print()}>
              {t('keepsake.print')}
            </Button>
          </div>

          {isRecipient && token ? <ThanksForm token={token} messages={card.messages} previous={card.thanks} /> : null}
        </>
      )}
    </div>
  );
}

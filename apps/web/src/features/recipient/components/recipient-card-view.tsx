import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { RecipientCard } from '@groupgift/domain';
import { CardCover } from '../../../components/card-cover/card-cover';
import { Envelope } from '../../../components/card/envelope';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import type { CardReader } from '../api/get-card-message-page';
import './recipient.css';

/**
 * Focuses the open button when it appears. A ref rather than autoFocus: the attribute alone is not
 * acted on for an element added after the page loaded, and the app's renderer leaves it to the
 * browser (decision 177).
 */
const focusWhenShown = (element: HTMLElement | null) => element?.focus();

// The keepsake engineer's print stylesheet joins the chunk once it exists; the glob is empty until then.
import.meta.glob('../../../components/card/print.css', { eager: true });

// Inside the card is its own chunk (decision 110): fetched while the envelope arrives, shown on opening.
const loadOpenedCard = () => import('./opened-card');
const LazyOpenedCard = lazy(() => loadOpenedCard().then((m) => ({ default: m.OpenedCard })));

/** Who is looking: the recipient at their link, a contributor from a receipt, the organiser in preview. */
export type Viewer = 'recipient' | 'contributor' | 'preview';

export interface RecipientCardViewProps {
  card: RecipientCard;
  viewer: Viewer;
  /** Who reads it, so the card's further pages of messages go with the right key (decision 121). */
  reader: CardReader;
  /** The recipient's link token: thanks and the keepsake go through it. */
  token?: string;
  /** Called once, when the envelope is opened. */
  onOpened?: () => void;
  /** The recipient's action on the gift (another feature's), under the gift once open. */
  redeem?: ComponentType<{ token: string }> | undefined;
}

type Stage = 'arriving' | 'arrived' | 'open';

/**
 * The delivered card (decision 108): the envelope arrives with the cover (SPEC §2's 2400 ms, still
 * with reduced motion), the reader opens it, then the inside of the card (`OpenedCard`). Only the
 * envelope is drawn at first; the inside downloads while the envelope arrives (decision 110).
 */
export function RecipientCardView({ card, viewer, reader, token, onOpened, redeem }: RecipientCardViewProps) {
  const { t } = useTranslation(RECIPIENT_NS);
  const [stage, setStage] = useState<Stage>('arriving');
  const openedHeading = useRef<HTMLHeadingElement>(null);
  const isRecipient = viewer === 'recipient' && card.isRecipient && Boolean(token);

  function arrived() {
    setStage('arrived');
    // Fetched now, so opening is instant; a failure shows when the card is opened (the chunk is asked again).
    void loadOpenedCard().catch(() => undefined);
  }

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
          <Envelope className="recipient-arrival__envelope" onInside={arrived}>
            <CardCover image={card.coverImage} coverPage={card.cover} label={t('card.cover')} />
          </Envelope>
          <div className="recipient-arrival__action card-screen-only" aria-live="polite">
            {stage === 'arrived' ? (
              <Button onClick={open} className="recipient-arrival__open" ref={viewer !== 'preview' ? focusWhenShown : undefined}>
                {t('arrival.open')}
              </Button>
            ) : (
              <p className="muted">{t('arrival.opening')}</p>
            )}
          </div>
        </section>
      ) : (
        <Suspense
          fallback={
            <div className="recipient-loading" aria-busy="true">
              <Spinner label={t('loading')} />
            </div>
          }
        >
          <LazyOpenedCard card={card} reader={reader} isRecipient={isRecipient} token={token} redeem={redeem} />
        </Suspense>
      )}
    </div>
  );
}

// Stripe.js / Checkout Frames client fields (payments issue).
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TokenizedCard } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePayerTarget } from '../state/payer-target';
import { loadCheckoutFrames, type FramesApi, type FramesCardTokenized, type FramesValidationChanged } from '../checkout-frames-loader';
import { CardFieldsError, type HostedCardFieldsHandle } from './hosted-card-fields';
import { PAY_NS } from '../../../lib/pay-namespace';
import './provider-fields.css';
import { tokenizedCardValidator } from '../../../lib/validators/generated';

const TOKENIZE_TIMEOUT_MS = 20_000;

/** Frames' element names that the catalogue words as a person reads them. */
const FRAMES_PARTS = ['card-number', 'expiry-date', 'cvv'] as const;
const isFramesPart = (element: string): element is (typeof FRAMES_PARTS)[number] => (FRAMES_PARTS as readonly string[]).includes(element);

// Frames v2 event names; the script's own `Frames.Events` wins when it has them.
const EVENT = {
  ready: 'ready',
  frameValidationChanged: 'frameValidationChanged',
  cardTokenized: 'cardTokenized',
  cardTokenizationFailed: 'cardTokenizationFailed',
} as const;
const FRAMES_EVENT_KEY: Record<keyof typeof EVENT, string> = {
  ready: 'READY',
  frameValidationChanged: 'FRAME_VALIDATION_CHANGED',
  cardTokenized: 'CARD_TOKENIZED',
  cardTokenizationFailed: 'CARD_TOKENIZATION_FAILED',
};
const eventName = (frames: FramesApi, key: keyof typeof EVENT) => frames.Events?.[FRAMES_EVENT_KEY[key]] ?? EVENT[key];

/** Frames' `cardTokenized` answer as SPEC §3's `tokenizedCard` (numbers may arrive as text). */
export function tokenizedCardFromFrames(event: FramesCardTokenized): TokenizedCard | null {
  const parsed = tokenizedCardValidator.safeParse({
    bin: event.bin,
    card_category: event.card_category ?? null,
    card_type: event.card_type ?? null,
    expires_on: event.expires_on ?? null,
    expiry_month: Number(event.expiry_month),
    expiry_year: Number(event.expiry_year),
    issuer_country: event.issuer_country ?? null,
    last4: event.last4,
    preferred_scheme: event.preferred_scheme ?? null,
    product_id: event.product_id ?? null,
    product_type: event.product_type ?? null,
    scheme: event.scheme ?? '',
    token: event.token,
    type: event.type ?? 'card',
  });
  return parsed.success ? parsed.data : null;
}

interface Pending {
  resolve: (card: TokenizedCard) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Checkout.com Frames (the AU variant with a Checkout.com public key): the card is typed into
 * Checkout.com's iframe and tokenised there into the `tok_…` token the server's Checkout adapter
 * charges. The `cardTokenized` event fills SPEC §3's `tokenizedCard` (kept in memory: the store
 * never writes card-like fields to storage).
 */
export function CheckoutFramesFields({ publicKey, ref }: { publicKey: string; ref?: Ref<HostedCardFieldsHandle> }) {
  const { t } = useTranslation(PAY_NS);
  // Where the tokenised card is kept (the contributor journey or the organiser's payment); read at event time.
  const payerTarget = usePayerTarget();
  const target = useRef(payerTarget);
  target.current = payerTarget;
  const [state, setState] = useState<LoadState>('loading');
  const [round, setRound] = useState(0);
  const framesRef = useRef<FramesApi | null>(null);
  const pending = useRef<Pending | null>(null);
  const invalid = useRef(new Map<string, boolean>());

  const settle = useCallback((fn: (p: Pending) => void) => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = null;
    fn(current);
  }, []);

  useEffect(() => {
    let gone = false;
    setState('loading');
    loadCheckoutFrames().then(
      (frames) => {
        if (gone) return;
        for (const key of Object.keys(EVENT) as (keyof typeof EVENT)[]) frames.removeAllEventHandlers(eventName(frames, key));
        frames.addEventHandler(eventName(frames, 'ready'), () => setState('ready'));
        frames.addEventHandler(eventName(frames, 'frameValidationChanged'), (event: FramesValidationChanged) => {
          invalid.current.set(event.element, !event.isValid && !event.isEmpty);
        });
        frames.addEventHandler(eventName(frames, 'cardTokenized'), (event: FramesCardTokenized) => {
          const card = tokenizedCardFromFrames(event);
          // Frames locks the form after a tokenisation; a declined card must be able to try again.
          frames.enableSubmitForm();
          if (!card) {
            settle((p) => p.reject(new CardFieldsError({ form: ['invalid token'] }, t('provider.tokenizeFailed'))));
            return;
          }
          target.current.noteProviderState({ tokenizedCard: card });
          settle((p) => p.resolve(card));
        });
        frames.addEventHandler(eventName(frames, 'cardTokenizationFailed'), () => {
          frames.enableSubmitForm();
          settle((p) => p.reject(new CardFieldsError({ form: ['tokenization failed'] }, t('provider.tokenizeFailed'))));
        });
        frames.init({ publicKey, localization: 'EN-GB', frameSelector: '.checkout-frames__card' });
        framesRef.current = frames;
      },
      (error: unknown) => {
        if (gone) return;
        console.error('[payment] Checkout Frames failed to load', error);
        setState('failed');
      },
    );
    return () => {
      gone = true;
      const frames = framesRef.current;
      if (frames) for (const key of Object.keys(EVENT) as (keyof typeof EVENT)[]) frames.removeAllEventHandlers(eventName(frames, key));
      framesRef.current = null;
      settle((p) => p.reject(new CardFieldsError({ form: ['closed'] })));
    };
  }, [publicKey, round, settle, t]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        return new Promise<TokenizedCard>((resolve, reject) => {
          const frames = framesRef.current;
          if (!frames || state !== 'ready') {
            reject(new CardFieldsError({ form: ['not loaded'] }, t('provider.loadFailed')));
            return;
          }
          if (!frames.isCardValid()) {
            const parts = [...invalid.current].filter(([, bad]) => bad).map(([element]) => (isFramesPart(element) ? t(`provider.framesParts.${element}`) : element));
            const message = parts.length ? t('provider.cardInvalid', { parts: parts.join(', ') }) : t('provider.cardIncomplete');
            reject(new CardFieldsError({ card: [message] }, message));
            return;
          }
          settle((p) => p.reject(new CardFieldsError({ form: ['superseded'] })));
          const timer = setTimeout(() => {
            pending.current = null;
            reject(new CardFieldsError({ form: ['timeout'] }, t('provider.tokenizeFailed')));
          }, TOKENIZE_TIMEOUT_MS);
          pending.current = { resolve, reject, timer };
          // The answer arrives as the `cardTokenized` event; a rejected promise is an SDK error. Errors
          // are shown once, in the payment step's alert (which the next Pay clears), never here: a
          // message that vanished on blur would move the Pay button under the pointer.
          frames.submitCard().catch((error: unknown) => {
            const message = t('provider.sdkError', { message: error instanceof Error ? error.message : String(error) });
            frames.enableSubmitForm();
            settle((p) => p.reject(new CardFieldsError({ form: ['sdk error'] }, message)));
          });
        });
      },
    }),
    [settle, state, t],
  );

  if (state === 'failed') {
    return (
      <div className="payment-alert" role="alert" data-testid="card-fields-failed">
        <p>{t('provider.loadFailed')}</p>
        <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
          {t('provider.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={`provider-fields checkout-frames${state === 'ready' ? ' is-ready' : ''}`} data-provider="checkout">
      <span className="ui-field__label" id="checkout-frames-label">
        {t('provider.cardLabel')}
      </span>
      {/* Frames mounts its iframe here; the page never sees the card number. */}
      <div className="checkout-frames__card provider-fields__box" role="group" aria-labelledby="checkout-frames-label" />
      {state === 'loading' ? <Spinner label={t('provider.loading')} size="small" /> : null}
      <p className="provider-fields__note muted small">{t('provider.cardSecure')}</p>
    </div>
  );
}

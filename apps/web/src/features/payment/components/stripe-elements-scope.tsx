// Stripe.js / Checkout Frames client fields (payments issue).
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Stripe, StripeElements, StripeElementType } from '@stripe/stripe-js';
import { useTranslation } from '../../../lib/i18n';
// The pure entry loads Stripe.js only when loadStripe is called: never on a page without Stripe.
import { loadStripe } from '@stripe/stripe-js/pure';
import { Spinner } from '../../../components/ui/spinner';
import { useJourney } from '../../../lib/journey/use-journey';
import type { ClientConfig } from '../api/get-client-config';
import { totalsFor } from '../payment-totals';
import type { PayerTarget } from '../state/payer-target';
import { PAY_NS } from '../../../lib/pay-namespace';
import './provider-fields.css';

export type StripeScopeValue =
  | { status: 'loading'; retry: () => void }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; stripe: Stripe; elements: StripeElements; retry: () => void };

const StripeScopeContext = createContext<StripeScopeValue | null>(null);

/** The Stripe Elements group of the payment step, or null when Stripe is not the provider. */
export function useStripeScope(): StripeScopeValue | null {
  return use(StripeScopeContext);
}

/** Whether the client config turns Stripe.js on: the provider is Stripe and it sent its key. */
export function stripeKeyOf(config: ClientConfig): string | null {
  return config.provider === 'stripe' && config.publishableKey ? config.publishableKey : null;
}

/** SPEC §3's `stripe` part of the payment details: element states, never card data. */
export function noteStripeState(target: PayerTarget, part: 'linkAuthentication' | 'paymentAddress' | 'paymentElement', value: unknown) {
  target.noteProviderState({ stripe: { ...target.providerState().stripe, [part]: value } });
}

/**
 * The contributor payment step's scope: the amount Stripe shows follows the journey's card total
 * (the server decides the charge). Without a Stripe key it renders its children untouched.
 */
export function StripeScope({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return stripeKeyOf(config) ? <JourneyStripeScope config={config}>{children}</JourneyStripeScope> : children;
}

function JourneyStripeScope({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const { collection, payment } = useJourney();
  const amount = collection ? totalsFor({ collection, payment, feeTable: config.feeTable, whoPaysFeeOption: config.whoPaysFeeOption }, 'card').total : 0;
  return (
    <StripeElementsScope config={config} amountCents={amount}>
      {children}
    </StripeElementsScope>
  );
}

/**
 * Loads Stripe.js and creates one Elements group (deferred intent: amount and currency, no client
 * secret; the server creates and confirms the PaymentIntent) shared by the Link Authentication,
 * Address and Payment Elements. Any payment screen can use it (the organiser's too) with the
 * amount it shows. Without a Stripe key it renders its children untouched.
 */
export function StripeElementsScope({ config, amountCents, children }: { config: ClientConfig; amountCents: number; children: ReactNode }) {
  const key = stripeKeyOf(config);
  return key ? (
    <StripeScopeWithKey publishableKey={key} amountCents={amountCents}>
      {children}
    </StripeScopeWithKey>
  ) : (
    children
  );
}

function StripeScopeWithKey({ publishableKey, amountCents, children }: { publishableKey: string; amountCents: number; children: ReactNode }) {
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; stripe: Stripe; elements: StripeElements }>({ status: 'loading' });
  // Stripe needs a positive amount for a payment-mode group.
  const amount = Math.max(amountCents, 1);
  const amountRef = useRef(amount);
  amountRef.current = amount;

  useEffect(() => {
    let gone = false;
    setLoaded({ status: 'loading' });
    loadStripe(publishableKey).then(
      (stripe) => {
        if (gone) return;
        if (!stripe) throw new Error('Stripe.js is not available here');
        const elements = stripe.elements({
          mode: 'payment',
          amount: amountRef.current,
          currency: 'usd',
          appearance: { theme: 'stripe', variables: { borderRadius: '8px', fontFamily: 'system-ui, sans-serif' } },
        });
        setLoaded({ status: 'ready', stripe, elements });
      },
    ).catch((error: unknown) => {
      if (gone) return;
      console.error('[payment] Stripe.js failed to load', error);
      setLoaded({ status: 'failed' });
    });
    return () => {
      gone = true;
    };
  }, [publishableKey, round]);

  useEffect(() => {
    if (loaded.status === 'ready') loaded.elements.update({ amount });
  }, [amount, loaded]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  const value = useMemo<StripeScopeValue>(() => ({ ...loaded, retry }), [loaded, retry]);
  return <StripeScopeContext value={value}>{children}</StripeScopeContext>;
}

/**
 * Mounts one Stripe Element into a div for as long as the component lives, passing its change
 * events on. Stripe renders the element in its own iframe: the page never holds what is typed there.
 */
export function StripeElementSlot<E extends 'linkAuthentication' | 'address' | 'payment'>({
  elements,
  type,
  options,
  onChange,
  className,
}: {
  elements: StripeElements;
  type: E & StripeElementType;
  options: Record<string, unknown>;
  onChange: (event: never) => void;
  className?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Options are read once: Stripe's elements keep their own state after mounting.
  const optionsRef = useRef(options);

  useEffect(() => {
    if (!slot.current) return;
    // The element's union of create() overloads is too wide for one call site; options are per type.
    const create = elements.create.bind(elements) as unknown as (t: string, o: Record<string, unknown>) => {
      mount(el: HTMLElement): void;
      on(event: 'change', handler: (event: never) => void): void;
      destroy(): void;
    };
    const element = create(type, optionsRef.current);
    element.on('change', (event) => onChangeRef.current(event));
    element.mount(slot.current);
    return () => element.destroy();
  }, [elements, type]);

  return <div ref={slot} className={className} data-stripe-element={type} />;
}

export function StripeLoading() {
  const { t } = useTranslation(PAY_NS);
  return (
    <div className="provider-fields__loading">
      <Spinner label={t('provider.loading')} size="small" />
    </div>
  );
}

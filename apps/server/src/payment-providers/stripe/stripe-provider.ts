import Stripe from 'stripe';
import { ownValue } from '@groupgift/domain';
import {
  ProviderError,
  ProviderRequestError,
  WebhookSignatureError,
  cardBrandOf,
  type CardBrand,
  type ClientConfig,
  type CompleteActionInput,
  type CreatePaymentInput,
  type Currency,
  type HttpHeaders,
  type PaymentFailure,
  type PaymentProvider,
  type PaymentResult,
  type RefundInput,
  type RefundResult,
  type WebhookEvent,
  type WebhookEventType,
} from '../provider';
import { stripeDispute } from './stripe-disputes';

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API origin (a local HTTP double in tests); Stripe's own by default. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  /** The SDK retries network errors and 5xx itself, reusing the idempotency key. */
  maxNetworkRetries?: number;
  /** Off by default: the browser has no Stripe wallet button yet (Payment Request / Express Checkout). */
  wallets?: { applePay: boolean; googlePay: boolean };
}

/**
 * Stripe (the US variant): PaymentIntents created and confirmed in one call with the Payment
 * Element's PaymentMethod (`pm_…`) or ConfirmationToken (`ctoken_…`), the attempt's idempotency
 * key on every write, webhooks checked with `constructEvent`.
 */
/** The SDK client both Stripe adapters use: our timeout and retries, no telemetry, a local double's origin in tests. */
export function stripeClient(config: Pick<StripeProviderConfig, 'secretKey' | 'apiBaseUrl' | 'timeoutMs' | 'maxNetworkRetries'>): Stripe {
  const base = config.apiBaseUrl ? new URL(config.apiBaseUrl) : undefined;
  return new Stripe(config.secretKey, {
    timeout: config.timeoutMs ?? 30_000,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

/** A Stripe webhook's event, its signature checked over the raw body; `WebhookSignatureError` otherwise. */
export function verifiedStripeEvent(stripe: Stripe, rawBody: string | Buffer, headers: HttpHeaders, secret: string): Stripe.Event {
  const header = headers['stripe-signature'];
  try {
    return stripe.webhooks.constructEvent(rawBody, (Array.isArray(header) ? header[0] : header) ?? '', secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid Stripe signature', { cause: error });
  }
}

/** Card lookups kept: one payment asks for a token's brand and its fingerprint, a second or two apart. */
const CARD_LOOKUPS_KEPT = 500;

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  // The brand and the fingerprint of one token come from one read of its card (oldest dropped first).
  private readonly cards = new Map<string, Promise<Stripe.PaymentMethod.Card | undefined>>();

  constructor(private readonly config: StripeProviderConfig) {
    this.stripe = stripeClient(config);
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
    if (input.source.method === 'paypal') {
      throw new ProviderRequestError('unsupported', 'PayPal goes through the PayPal provider, not Stripe');
    }
    const token = input.source.method === 'card' ? input.source.token : input.source.walletToken;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      confirm: true,
      return_url: input.returnUrls.success,
      automatic_payment_methods: { enabled: true },
      ...(token.startsWith('ctoken_') ? { confirmation_token: token } : { payment_method: token }),
      ...(input.customer.email ? { receipt_email: input.customer.email } : {}),
      ...(input.description ? { description: input.description } : {}),
      metadata: { ...input.metadata, ...(input.reference ? { reference: input.reference } : {}) },
    };
    try {
      const intent = await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
      return toResult(intent);
    } catch (error) {
      // A decline is an answer, not an error: Stripe sends the failed intent with a 402.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return toResult(error.payment_intent);
      throw mapError(error);
    }
  }

  /**
   * The PaymentMethod's `card.brand` (or a ConfirmationToken's preview of it), read from Stripe before
   * the charge, so the fee follows the card and not what the page said.
   */
  async cardBrand(token: string): Promise<CardBrand | undefined> {
    return cardBrandOf((await this.cardOf(token))?.brand);
  }

  /** Stripe's `card.fingerprint`: the same for every PaymentMethod of one card number (decision 132). */
  async cardFingerprint(token: string): Promise<string | null> {
    const fingerprint = (await this.cardOf(token))?.fingerprint;
    return fingerprint ? `stripe:${fingerprint}` : null;
  }

  private cardOf(token: string): Promise<Stripe.PaymentMethod.Card | undefined> {
    let card = this.cards.get(token);
    if (!card) {
      card = this.readCard(token);
      this.cards.set(token, card);
      if (this.cards.size > CARD_LOOKUPS_KEPT) this.cards.delete(this.cards.keys().next().value!);
      // A failed read is not kept: the next call asks again.
      card.catch(() => this.cards.delete(token));
    }
    return card;
  }

  private async readCard(token: string): Promise<Stripe.PaymentMethod.Card | undefined> {
    try {
      const card = token.startsWith('ctoken_')
        ? (await this.stripe.confirmationTokens.retrieve(token)).payment_method_preview?.card
        : (await this.stripe.paymentMethods.retrieve(token)).card;
      return card ?? undefined;
    } catch (error) {
      const mapped = mapError(error);
      if (mapped instanceof ProviderRequestError) return undefined; // not a card Stripe knows: the charge says so
      throw mapped;
    }
  }

  async getPayment(providerPaymentId: string): Promise<PaymentResult> {
    try {
      return toResult(await this.stripe.paymentIntents.retrieve(providerPaymentId));
    } catch (error) {
      throw mapError(error);
    }
  }

  /** After the 3-D Secure redirect Stripe has already settled the intent; we read where it ended. */
  async completeAction(input: CompleteActionInput): Promise<PaymentResult> {
    return this.getPayment(input.providerPaymentId);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.providerPaymentId, ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}) },
        { idempotencyKey: input.idempotencyKey },
      );
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
      return { providerRefundId: refund.id, status, amountCents: refund.amount };
    } catch (error) {
      throw mapError(error);
    }
  }

  async verifyWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<WebhookEvent> {
    const event = verifiedStripeEvent(this.stripe, rawBody, headers, this.config.webhookSecret);
    const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
    const providerPaymentId =
      object.object === 'payment_intent' ? object.id : typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
    return {
      id: event.id,
      type: ownValue(eventTypes, event.type) ?? 'other',
      providerType: event.type,
      ...(providerPaymentId ? { providerPaymentId } : {}),
      createdAt: new Date(event.created * 1000),
      payload: event,
      ...disputeOf(event),
    };
  }

  clientConfig(): ClientConfig {
    return {
      provider: 'stripe',
      publishableKey: this.config.publishableKey,
      wallets: this.config.wallets ?? { applePay: false, googlePay: false },
      environment: this.config.secretKey.startsWith('sk_live_') ? 'live' : 'test',
    };
  }
}

function disputeOf(event: Stripe.Event): Pick<WebhookEvent, 'dispute'> {
  const dispute = stripeDispute(event);
  return dispute ? { dispute } : {};
}

const eventTypes: Partial<Record<string, WebhookEventType>> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.canceled': 'payment.failed',
  'payment_intent.requires_action': 'payment.requires_action',
  'payment_intent.processing': 'payment.pending',
  'charge.refunded': 'payment.refunded',
};

function failureOf(intent: Stripe.PaymentIntent): PaymentFailure {
  const error = intent.last_payment_error;
  const providerCode = error?.decline_code ?? error?.code;
  const message = error?.message ?? 'The payment was not completed';
  if (error?.decline_code === 'insufficient_funds') return { code: 'insufficient_funds', message, providerCode };
  if (error?.code === 'payment_intent_authentication_failure') return { code: 'authentication_failed', message, providerCode };
  if (error?.code === 'card_declined' || error?.type === 'card_error') return { code: 'card_declined', message, providerCode };
  if (intent.status === 'canceled') return { code: 'processing_error', message: `Payment cancelled (${intent.cancellation_reason ?? 'no reason given'})` };
  return { code: 'processing_error', message, ...(providerCode ? { providerCode } : {}) };
}

export function toResult(intent: Stripe.PaymentIntent): PaymentResult {
  const base = { providerPaymentId: intent.id, amountCents: intent.amount, currency: intent.currency.toUpperCase() as Currency };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      return url ? { ...base, status: 'requires_action', action: { type: '3ds', redirectUrl: url } } : { ...base, status: 'pending' };
    }
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      return { ...base, status: 'pending' };
    case 'requires_payment_method':
    case 'canceled':
    default:
      return { ...base, status: 'failed', failure: failureOf(intent) };
  }
}

export function mapError(error: unknown): Error {
  const E = Stripe.errors;
  if (error instanceof E.StripeConnectionError) {
    const timedOut = /timeout|timed out/i.test(error.message);
    return new ProviderError(timedOut ? 'timeout' : 'network', error.message, undefined, { cause: error });
  }
  if (error instanceof E.StripeRateLimitError) return new ProviderError('rate_limited', error.message, 429, { cause: error });
  if (error instanceof E.StripeAPIError) return new ProviderError('unavailable', error.message, error.statusCode, { cause: error });
  if (error instanceof E.StripeIdempotencyError) return new ProviderRequestError('idempotency_conflict', error.message, error.statusCode, { cause: error });
  if (error instanceof E.StripeAuthenticationError || error instanceof E.StripePermissionError) {
    return new ProviderRequestError('authentication', error.message, error.statusCode, { cause: error });
  }
  if (error instanceof E.StripeInvalidRequestError) {
    return new ProviderRequestError(error.statusCode === 404 ? 'not_found' : 'invalid_request', error.message, error.statusCode, { cause: error });
  }
  if (error instanceof E.StripeError && (error.statusCode ?? 0) >= 500) return new ProviderError('unavailable', error.message, error.statusCode, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

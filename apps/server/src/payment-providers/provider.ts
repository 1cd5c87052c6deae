/**
 * The one payment provider interface (DESIGN §3 "Payments"). Routes, the ledger and the
 * reconciliation job speak only these provider-neutral types; each adapter (sandbox, stripe,
 * checkout, paypal) maps its provider's objects to them. The SPEC §7 answer shape
 * (`successCode`, `threeDsRequired` …) is built from these types by the route layer, not here.
 */

import type { Currency, DisputeStatus } from '@groupgift/domain';

// The markets' ISO 4217 codes come from the domain (MARKET_CURRENCY); amounts are always integer
// minor units (cents).
export type { Currency };

export type ProviderName = 'sandbox' | 'stripe' | 'checkout' | 'paypal';

export type PaymentMethodKind = 'card' | 'apple_pay' | 'google_pay' | 'paypal';

/**
 * What the browser handed over for this attempt. The app never sees a card number: `token` comes
 * from the provider's hosted fields; wallet tokens come from the wallet sheet; PayPal needs no
 * token because the payer approves on PayPal's own page.
 */
export type PaymentSource =
  | { method: 'card'; token: string }
  | { method: 'apple_pay'; walletToken: string }
  | { method: 'google_pay'; walletToken: string }
  | { method: 'paypal' };

export interface PaymentCustomer {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Where the provider sends the payer back after 3-D Secure or PayPal approval. Put the app's own
 * attempt id in these URLs: each provider appends its own parameters (sandbox `payment_id`,
 * Stripe `payment_intent`, Checkout.com `cko-session-id`, PayPal `token` = the order id).
 */
export interface ReturnUrls {
  success: string;
  failure: string;
  /** PayPal's cancel button; defaults to `failure`. */
  cancel?: string;
}

export interface CreatePaymentInput {
  /** The browser's key for this attempt; passed on to the provider so a retry never charges twice. */
  idempotencyKey: string;
  amountCents: number;
  currency: Currency;
  source: PaymentSource;
  customer: PaymentCustomer;
  returnUrls: ReturnUrls;
  /** Our own reference (e.g. the payment guid or invoice number), shown in the provider's dashboard. */
  reference?: string;
  description?: string;
  metadata?: Record<string, string>;
}

/**
 * `pending` is not final and needs no action from the payer (e.g. a capture still processing):
 * ask again later with `getPayment`. `requires_action` means the payer must visit `action.redirectUrl`.
 */
export type PaymentStatus = 'succeeded' | 'requires_action' | 'pending' | 'failed' | 'refunded';

export type FailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  /** The decline whose message holds "security" and "status code 400" (SPEC §8). */
  | 'security_decline'
  /** The answer SPEC §8 sends to the collection-suspended page. */
  | 'collection_suspended'
  | 'authentication_failed'
  | 'approval_cancelled'
  | 'invalid_token'
  | 'processing_error';

export interface PaymentFailure {
  code: FailureCode;
  message: string;
  /** The provider's own code, kept for support (e.g. Stripe decline_code, Checkout response_code). */
  providerCode?: string;
}

export interface PaymentAction {
  type: '3ds' | 'approval';
  redirectUrl: string;
}

export interface PaymentCardSummary {
  scheme: string;
  last4: string;
}

export interface PaymentResult {
  status: PaymentStatus;
  providerPaymentId: string;
  amountCents: number;
  currency: Currency;
  action?: PaymentAction;
  failure?: PaymentFailure;
  card?: PaymentCardSummary;
}

export interface CompleteActionInput {
  providerPaymentId: string;
  /** Key for the follow-up call (PayPal capture); derived from the attempt's key so retries are safe. */
  idempotencyKey: string;
  /** Query parameters the provider added to the return URL, if any. */
  returnParams?: Record<string, string>;
}

export interface RefundInput {
  providerPaymentId: string;
  idempotencyKey: string;
  /** Omitted: refund the whole payment. */
  amountCents?: number;
}

export interface RefundResult {
  providerRefundId: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
}

export type WebhookEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.requires_action'
  | 'payment.pending'
  | 'payment.refunded'
  /** Anything else the provider sends; store it, acknowledge it, ignore it. */
  | 'other';

/**
 * A contributor's dispute of a payment (a chargeback), as every provider's dispute events become one
 * (decision 136). `status` is where the dispute stands after this event: `open` while the bank decides,
 * `won` when the money stays with us, `lost` when it went back to the contributor. Events may arrive in
 * any order or twice; the receiver never moves a resolved dispute back to open.
 */
export interface DisputeEvent {
  /** The provider's dispute id (Stripe `dp_…`, Checkout.com `dsp_…`, PayPal `PP-D-…`). */
  providerDisputeId: string;
  /** The provider's id of the disputed payment, as we store it (payment intent, payment, order). */
  providerPaymentId?: string;
  /** Our own references carried by the event (the payment guid we sent as reference or invoice id). */
  ourReferences: string[];
  amountCents: number;
  currency: string;
  /** The provider's reason code, e.g. `fraudulent`, `10.4`, `MERCHANDISE_OR_SERVICE_NOT_RECEIVED`. */
  reason: string | null;
  status: DisputeStatus;
  /** The provider's dispute fee when the event reports one (Stripe's balance transactions, the sandbox). */
  feeCents: number;
}

export interface WebhookEvent {
  /** The provider's event id; stored with a unique constraint so each event is processed once. */
  id: string;
  type: WebhookEventType;
  providerType: string;
  providerPaymentId?: string;
  /** When the provider created the event; events may arrive in any order, so never trust arrival. */
  createdAt: Date;
  payload: unknown;
  /** Present when the event is about a dispute of a payment (chargeback). */
  dispute?: DisputeEvent;
}

export type HttpHeaders = Record<string, string | string[] | undefined>;

/** What the browser needs to start a payment with this provider; never holds a secret. */
export interface ClientConfig {
  provider: ProviderName;
  /** Stripe publishable key or Checkout.com public key. */
  publishableKey?: string;
  /** PayPal client id for the JS SDK buttons. */
  clientId?: string;
  /** Sandbox only: pages served by the provider itself. */
  hostedFieldsUrl?: string;
  walletSheetUrls?: { applePay: string; googlePay: string };
  /** Whether the wallet buttons may be shown (the device still has the last word for Apple Pay). */
  wallets: { applePay: boolean; googlePay: boolean };
  environment: 'test' | 'live';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Starts (and for cards and wallets, authorises and captures) a payment. Calling it again with the
   * same idempotency key returns the first outcome and never charges again; this is also how a
   * caller recovers from a timeout or a lost response.
   * Throws `ProviderError` when the outcome is unknown (network, timeout, 5xx).
   */
  createPayment(input: CreatePaymentInput): Promise<PaymentResult>;
  /** The provider's current view of a payment, for the return handlers and reconciliation. */
  getPayment(providerPaymentId: string): Promise<PaymentResult>;
  /** Settles a payment after the payer came back from 3-D Secure or PayPal approval. */
  completeAction(input: CompleteActionInput): Promise<PaymentResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Checks the signature over the raw body (never over re-serialised JSON) and returns the event.
   * Throws `WebhookSignatureError` when the signature is missing, wrong or too old.
   */
  verifyWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<WebhookEvent>;
  clientConfig(): ClientConfig;
  /**
   * A stable id of the card behind a card token, the same for every token of that card number and
   * never the number itself, when the provider can tell without a call that charges or costs: the
   * card-testing limits count declines per card with it (decision 132). Absent or null: unknown.
   */
  cardFingerprint?(token: string): Promise<string | null>;
  /**
   * The brand of a tokenised card as the provider recorded it (never the browser's word): it decides
   * the fee (American Express has its own, SPEC §9). Undefined when the provider does not know the
   * token, which its charge then refuses anyway.
   */
  cardBrand(token: string): Promise<CardBrand | undefined>;
}

/** What the fee needs to know of a card's brand. */
export type CardBrand = 'amex' | 'other';

/** "amex", "AMEX", "American Express", "american_express" → amex; any other named brand → other. */
export function cardBrandOf(scheme: string | null | undefined): CardBrand | undefined {
  const s = (scheme ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!s || s === 'unknown') return undefined;
  return s === 'amex' || s === 'americanexpress' ? 'amex' : 'other';
}

/**
 * The outcome of a call is unknown: the charge may or may not have happened. The caller keeps the
 * payment non-final and retries with the same idempotency key (or lets reconciliation do it).
 */
export type ProviderErrorKind = 'timeout' | 'unavailable' | 'network' | 'rate_limited';

export class ProviderError extends Error {
  readonly retryable = true;
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly statusCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The request itself is wrong (bad key, unknown payment, idempotency key reused with other data). */
export type ProviderRequestErrorKind = 'invalid_request' | 'not_found' | 'idempotency_conflict' | 'authentication' | 'unsupported';

export class ProviderRequestError extends Error {
  readonly retryable = false;
  constructor(
    readonly kind: ProviderRequestErrorKind,
    message: string,
    readonly statusCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderRequestError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/** Appends `payment_id` (and any extra parameters) to a return URL, keeping what it already had. */
export function withReturnParams(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { Checkout } from 'checkout-sdk-node';
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
import { checkoutDispute } from './checkout-disputes';

export interface CheckoutProviderConfig {
  secretKey: string;
  publicKey: string;
  /** The signature key of the webhook endpoint (Cko-Signature is an HMAC-SHA256 of the body with it). */
  webhookSecret: string;
  /** Merchant-specific subdomain, required by the SDK unless `apiBaseUrl` is set. */
  subdomain?: string;
  processingChannelId?: string;
  /** Another API origin (a local HTTP double in tests). */
  apiBaseUrl?: string;
  timeoutMs?: number;
  /** Off by default: the browser has no Checkout.com wallet button yet (Apple/Google Pay tokens). */
  wallets?: { applePay: boolean; googlePay: boolean };
}

/** The subset of Checkout.com's payment response that we read (API reference, "Request a payment"). */
interface CkoPayment {
  id: string;
  status?: string;
  approved?: boolean;
  amount?: number;
  currency?: string;
  response_code?: string;
  response_summary?: string;
  source?: { scheme?: string; last4?: string };
  _links?: { redirect?: { href: string } };
}

interface CkoSdkError {
  name?: string;
  http_code?: number;
  body?: unknown;
  message?: string;
}

/**
 * Checkout.com (the AU variant): Frames (or our wallet sheets) give a `tok_…`; payments are
 * requested with 3-D Secure enabled and the attempt's key as `Cko-Idempotency-Key`.
 */
export class CheckoutProvider implements PaymentProvider {
  readonly name = 'checkout' as const;
  private readonly cko: Checkout;

  constructor(private readonly config: CheckoutProviderConfig) {
    this.cko = new Checkout(config.secretKey, {
      pk: config.publicKey,
      timeout: config.timeoutMs ?? 30_000,
      // The axios client honours the timeout; the SDK's default fetch client ignores it.
      httpClient: 'axios',
      ...(config.apiBaseUrl ? { host: config.apiBaseUrl.replace(/\/$/, '') } : {}),
      ...(config.subdomain ? { subdomain: config.subdomain } : {}),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
    if (input.source.method === 'paypal') throw new ProviderRequestError('unsupported', 'PayPal goes through the PayPal provider');
    try {
      const token = input.source.method === 'card' ? input.source.token : await this.walletToCardToken(input.source.method, input.source.walletToken);
      const name = [input.customer.firstName, input.customer.lastName].filter(Boolean).join(' ');
      const body = {
        source: { type: 'token', token },
        amount: input.amountCents,
        currency: input.currency,
        reference: input.reference ?? input.idempotencyKey,
        capture: true,
        '3ds': { enabled: input.source.method === 'card' },
        success_url: input.returnUrls.success,
        failure_url: input.returnUrls.failure,
        ...(input.description ? { description: input.description } : {}),
        ...(input.customer.email ? { customer: { email: input.customer.email, ...(name ? { name } : {}) } } : {}),
        ...(this.config.processingChannelId ? { processing_channel_id: this.config.processingChannelId } : {}),
        metadata: input.metadata ?? {},
      };
      const payment = (await this.cko.payments.request(body, input.idempotencyKey)) as CkoPayment;
      return toResult(payment, input.amountCents, input.currency);
    } catch (error) {
      throw mapError(error);
    }
  }

  /**
   * The token's scheme from Checkout.com's card metadata (`POST /metadata/card`, source type token),
   * read before the charge, so the fee follows the card and not what the page said. A wallet token
   * is charged as its wallet's method, so only card tokens are asked about.
   */
  async cardBrand(token: string): Promise<CardBrand | undefined> {
    try {
      const metadata = (await this.cko.cardMetadata.get({ source: { type: 'token', token }, format: 'basic' })) as { scheme?: string };
      return cardBrandOf(metadata.scheme);
    } catch (error) {
      const mapped = mapError(error);
      if (mapped instanceof ProviderRequestError) return undefined; // an unknown or used token: the charge says so
      throw mapped;
    }
  }

  async getPayment(providerPaymentId: string): Promise<PaymentResult> {
    try {
      const payment = (await this.cko.payments.get(providerPaymentId)) as CkoPayment;
      return toResult(payment);
    } catch (error) {
      throw mapError(error);
    }
  }

  /** After the 3-D Secure redirect Checkout.com has already authorised or declined; we read it. */
  async completeAction(input: CompleteActionInput): Promise<PaymentResult> {
    return this.getPayment(input.providerPaymentId);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const body = input.amountCents !== undefined ? { amount: input.amountCents } : {};
      const answer = (await this.cko.payments.refund(input.providerPaymentId, body, input.idempotencyKey)) as { action_id: string };
      // Refunds are asynchronous at Checkout.com: the payment_refunded webhook confirms them.
      return { providerRefundId: answer.action_id, status: 'pending', amountCents: input.amountCents ?? 0 };
    } catch (error) {
      throw mapError(error);
    }
  }

  async verifyWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<WebhookEvent> {
    const header = headers['cko-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw new WebhookSignatureError('Missing Cko-Signature header');
    const expected = createHmac('sha256', this.config.webhookSecret).update(rawBody).digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('Cko-Signature does not match the body');
    const event = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')) as {
      id: string;
      type: string;
      created_on?: string;
      data?: { id?: string };
    };
    const dispute = checkoutDispute(event.type, event.data);
    return {
      id: event.id,
      type: ownValue(eventTypes, event.type) ?? 'other',
      providerType: event.type,
      ...(event.data?.id ? { providerPaymentId: event.data.id } : {}),
      createdAt: event.created_on ? new Date(event.created_on) : new Date(),
      payload: event,
      ...(dispute ? { dispute } : {}),
    };
  }

  clientConfig(): ClientConfig {
    return {
      provider: 'checkout',
      publishableKey: this.config.publicKey,
      wallets: this.config.wallets ?? { applePay: false, googlePay: false },
      environment: /^(pk|sk)_(sbox|test)_/.test(this.config.secretKey) ? 'test' : 'live',
    };
  }

  /** Wallet payment data becomes a card token first, as Checkout.com's wallet guides show. */
  private async walletToCardToken(method: 'apple_pay' | 'google_pay', walletToken: string): Promise<string> {
    if (walletToken.startsWith('tok_')) return walletToken;
    const answer = (await this.cko.tokens.request({
      type: method === 'apple_pay' ? 'applepay' : 'googlepay',
      token_data: JSON.parse(walletToken) as unknown,
    })) as { token: string };
    return answer.token;
  }
}

const eventTypes: Partial<Record<string, WebhookEventType>> = {
  payment_approved: 'payment.succeeded',
  payment_captured: 'payment.succeeded',
  payment_declined: 'payment.failed',
  payment_authentication_failed: 'payment.failed',
  payment_expired: 'payment.failed',
  payment_canceled: 'payment.failed',
  payment_capture_declined: 'payment.failed',
  payment_pending: 'payment.pending',
  payment_refunded: 'payment.refunded',
};

// Checkout.com response codes (API reference, "Response codes").
function failureOf(payment: CkoPayment): PaymentFailure {
  const providerCode = payment.response_code;
  const message = payment.response_summary ?? 'The payment was declined';
  if (providerCode === '20051') return { code: 'insufficient_funds', message, providerCode };
  if (payment.status === 'Expired' || payment.status === 'Canceled') return { code: 'processing_error', message: `Payment ${payment.status.toLowerCase()}` };
  return { code: 'card_declined', message, ...(providerCode ? { providerCode } : {}) };
}

function toResult(payment: CkoPayment, amountCents?: number, currency?: Currency): PaymentResult {
  const base = {
    providerPaymentId: payment.id,
    amountCents: payment.amount ?? amountCents ?? 0,
    currency: ((payment.currency ?? currency ?? 'AUD').toUpperCase() as Currency),
    ...(payment.source?.last4 ? { card: { scheme: (payment.source.scheme ?? '').toUpperCase(), last4: payment.source.last4 } } : {}),
  };
  switch (payment.status) {
    case 'Authorized':
    case 'Captured':
    case 'Card Verified':
    case 'Paid':
    case 'Partially Captured':
    case 'Partially Refunded':
      return { ...base, status: 'succeeded' };
    case 'Refunded':
      return { ...base, status: 'refunded' };
    case 'Pending': {
      const redirect = payment._links?.redirect?.href;
      return redirect ? { ...base, status: 'requires_action', action: { type: '3ds', redirectUrl: redirect } } : { ...base, status: 'pending' };
    }
    default:
      return payment.approved ? { ...base, status: 'succeeded' } : { ...base, status: 'failed', failure: failureOf(payment) };
  }
}

function mapError(error: unknown): Error {
  const e = error as CkoSdkError;
  const code = e?.http_code;
  const message = `Checkout.com: ${e?.name ?? 'error'}${e?.body ? ` ${JSON.stringify(e.body)}` : e?.message ? ` ${e.message}` : ''}`;
  if (e?.name === 'ApiTimeout' || code === 408) return new ProviderError('timeout', message, 408, { cause: error });
  if (code === 429) return new ProviderError('rate_limited', message, 429, { cause: error });
  if (code !== undefined && code >= 500) return new ProviderError('unavailable', message, code, { cause: error });
  if (code === 401 || code === 403) return new ProviderRequestError('authentication', message, code, { cause: error });
  if (code === 404) return new ProviderRequestError('not_found', message, code, { cause: error });
  if (code === 409) return new ProviderRequestError('idempotency_conflict', message, code, { cause: error });
  if (code === 422 || code === 400 || e?.name === 'ValueError') return new ProviderRequestError('invalid_request', message, code, { cause: error });
  // No status at all: the request never got an answer (connection refused or reset).
  return new ProviderError('network', message, undefined, { cause: error });
}

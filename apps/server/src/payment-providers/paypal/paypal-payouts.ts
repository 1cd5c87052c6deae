import { centsToDecimalString, ownValue } from '@groupgift/domain';
import type {
  BankDestination,
  CreatePayoutInput,
  GiftCardResult,
  PayoutFailureCode,
  PayoutProvider,
  PayoutResult,
  PayoutStatus,
  PayoutWebhookEvent,
  PayoutWebhookEventType,
} from '../payout-provider';
import { payoutEventId } from '../payout-provider';
import { ProviderError, ProviderRequestError, WebhookSignatureError, type Currency, type HttpHeaders } from '../provider';
import { decimalToCents, paypalTransmission } from './paypal-provider';

export interface PayPalPayoutConfig {
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered for payout events; part of the signature check. */
  webhookId: string;
  environment: 'sandbox' | 'live';
  /** Another API origin (a local HTTP double in tests); PayPal's own for the environment by default. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

const API_BASE = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

type Money = { currency?: string; value?: string };
interface PayoutItem {
  payout_item_id?: string;
  transaction_status?: string;
  payout_batch_id?: string;
  payout_item?: { amount?: Money; receiver?: string; sender_item_id?: string };
  errors?: { name?: string; message?: string };
}
interface PayoutBatch {
  batch_header?: { payout_batch_id?: string; batch_status?: string; amount?: Money; sender_batch_header?: { sender_batch_id?: string } };
  items?: PayoutItem[];
}
interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: { field?: string; issue?: string }[];
  links?: { href?: string; rel?: string; method?: string }[];
}

/**
 * PayPal Payouts (v1) over plain fetch: the server SDK has no payouts. One item per batch, and our
 * idempotency key is both `PayPal-Request-Id` and `sender_batch_id`: PayPal pays a batch id once in
 * 30 days and refuses a repeat with a link to the first batch, which we read back instead. The batch
 * id is our payout id; its single item's status is the payout's status.
 */
export class PayPalPayoutProvider implements PayoutProvider {
  readonly name = 'paypal' as const;
  readonly methods = ['paypal'] as const;
  private readonly baseUrl: string;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly config: PayPalPayoutConfig) {
    this.baseUrl = (config.apiBaseUrl ?? API_BASE[config.environment]).replace(/\/$/, '');
  }

  createBankDestination(): Promise<BankDestination> {
    return Promise.reject(new ProviderRequestError('unsupported', 'Bank payouts go through the bank provider, not PayPal'));
  }

  async createPayout(input: CreatePayoutInput): Promise<PayoutResult> {
    if (input.destination.kind !== 'paypal') throw new ProviderRequestError('unsupported', 'Only PayPal payouts go through PayPal');
    const body = {
      sender_batch_header: { sender_batch_id: input.idempotencyKey, email_subject: 'You have a payment', recipient_type: 'EMAIL' },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: input.destination.email,
          amount: { value: centsToDecimalString(input.amountCents), currency: input.currency },
          sender_item_id: input.reference,
          note: 'Your group gift',
        },
      ],
    };
    const answer = await this.call('POST', '/v1/payments/payouts', body, { 'PayPal-Request-Id': input.idempotencyKey });
    if (answer.status === 201 || answer.status === 200) {
      const batch = answer.body as PayoutBatch;
      const id = batch.batch_header?.payout_batch_id;
      if (!id) throw new ProviderError('unavailable', 'PayPal: the payout answer had no batch id', answer.status);
      return toPayoutResult(batch, id, input.amountCents, input.currency);
    }
    // The batch id was used before (a retry after a lost answer): read the first batch back.
    const first = duplicateBatchId(answer.body as PayPalErrorBody);
    if (answer.status === 400 && first) return this.getPayout(first);
    throw errorOf(answer.status, answer.body as PayPalErrorBody);
  }

  async getPayout(providerPayoutId: string): Promise<PayoutResult> {
    const answer = await this.call('GET', `/v1/payments/payouts/${encodeURIComponent(providerPayoutId)}`);
    if (answer.status !== 200) throw errorOf(answer.status, answer.body as PayPalErrorBody);
    return toPayoutResult(answer.body as PayoutBatch, providerPayoutId);
  }

  issueGiftCard(): Promise<GiftCardResult> {
    return Promise.reject(new ProviderRequestError('unsupported', 'PayPal does not issue gift cards'));
  }

  getGiftCard(): Promise<GiftCardResult> {
    return Promise.reject(new ProviderRequestError('unsupported', 'PayPal does not issue gift cards'));
  }

  /** Checked with PayPal's verify-webhook-signature API, as the payments adapter does. */
  async verifyPayoutWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<PayoutWebhookEvent> {
    const transmission = paypalTransmission(headers);
    let event: { id: string; event_type: string; create_time?: string; resource?: PayoutItem };
    try {
      event = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')) as typeof event;
    } catch (error) {
      throw new WebhookSignatureError('The webhook body is not JSON', { cause: error });
    }
    const answer = await this.call('POST', '/v1/notifications/verify-webhook-signature', { ...transmission, webhook_id: this.config.webhookId, webhook_event: event });
    if (answer.status !== 200) throw errorOf(answer.status, answer.body as PayPalErrorBody);
    const status = (answer.body as { verification_status?: string }).verification_status;
    if (status !== 'SUCCESS') throw new WebhookSignatureError(`PayPal did not verify the webhook (${status ?? 'no status'})`);
    const type: PayoutWebhookEventType = ownValue(eventTypes, event.event_type) ?? 'other';
    const failure = type === 'payout.failed' || type === 'payout.returned' ? itemFailure(event.resource) : undefined;
    const batchId = event.resource?.payout_batch_id;
    return {
      id: payoutEventId(event.id),
      type,
      providerType: event.event_type,
      ...(batchId ? { providerPayoutId: batchId } : {}),
      createdAt: event.create_time ? new Date(event.create_time) : new Date(),
      ...(failure ? { failure } : {}),
      payload: event,
    };
  }

  // ── HTTP ─────────────────────────────────────────────────────────────────────

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
    const token = await this.accessToken();
    return this.fetchJson(method, path, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** OAuth client credentials, kept until a minute before PayPal says it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const answer = await this.fetchJson('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = answer.body as { access_token?: string; expires_in?: number };
    if (answer.status !== 200 || !token.access_token) throw errorOf(answer.status, answer.body as PayPalErrorBody);
    this.token = { value: token.access_token, expiresAt: Date.now() + Math.max(0, (token.expires_in ?? 0) - 60) * 1000 };
    return token.access_token;
  }

  private async fetchJson(method: string, path: string, init: { headers: Record<string, string>; body?: string }): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method, ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError(timedOut ? 'timeout' : 'network', `PayPal: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
    }
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed };
  }
}

const eventTypes: Partial<Record<string, PayoutWebhookEventType>> = {
  'PAYMENT.PAYOUTS-ITEM.SUCCEEDED': 'payout.paid',
  'PAYMENT.PAYOUTS-ITEM.FAILED': 'payout.failed',
  'PAYMENT.PAYOUTS-ITEM.BLOCKED': 'payout.failed',
  'PAYMENT.PAYOUTS-ITEM.DENIED': 'payout.failed',
  'PAYMENT.PAYOUTS-ITEM.CANCELED': 'payout.failed',
  'PAYMENT.PAYOUTS-ITEM.RETURNED': 'payout.returned',
  'PAYMENT.PAYOUTS-ITEM.REFUNDED': 'payout.returned',
  // UNCLAIMED: the email has no PayPal account yet; PayPal holds the money 30 days, then RETURNED follows.
};

/** An item's status in the interface's words. */
const itemStatuses: Partial<Record<string, PayoutStatus>> = {
  SUCCESS: 'paid',
  FAILED: 'failed',
  BLOCKED: 'failed',
  DENIED: 'failed',
  CANCELED: 'failed',
  RETURNED: 'returned',
  REFUNDED: 'returned',
  REVERSED: 'returned',
  // PENDING, UNCLAIMED, ONHOLD, NEW: still on the way.
};

const failureCodes: Partial<Record<string, PayoutFailureCode>> = {
  RECEIVER_ACCOUNT_LOCKED: 'account_closed',
  RECEIVER_ACCOUNT_INVALID: 'account_closed',
  ACCOUNT_RESTRICTED: 'account_closed',
  RECEIVER_UNREGISTERED: 'invalid_account',
  RECEIVER_UNCONFIRMED: 'invalid_account',
  RECEIVER_COUNTRY_NOT_ALLOWED: 'invalid_account',
  RECEIVER_YOUTH_ACCOUNT: 'invalid_account',
  REGULATORY_BLOCKED: 'declined',
  RISK_DECLINE: 'declined',
  TRANSACTION_LIMIT_EXCEEDED: 'declined',
};

function itemFailure(item: PayoutItem | undefined): NonNullable<PayoutResult['failure']> {
  const status = item?.transaction_status ?? 'FAILED';
  const providerCode = item?.errors?.name ?? status;
  const message = item?.errors?.message ?? (status === 'RETURNED' ? 'PayPal returned the payout: nobody claimed it' : `PayPal did not pay it (${status})`);
  return { code: ownValue(failureCodes, providerCode) ?? (status === 'BLOCKED' ? 'declined' : 'processing_error'), message, providerCode };
}

function toPayoutResult(batch: PayoutBatch, batchId: string, amountCents?: number, currency?: Currency): PayoutResult {
  const item = batch.items?.[0];
  const money = item?.payout_item?.amount ?? batch.batch_header?.amount;
  const base = {
    providerPayoutId: batchId,
    amountCents: money?.value ? decimalToCents(money.value) : (amountCents ?? 0),
    currency: (money?.currency ?? currency ?? 'USD') as Currency,
  };
  // A batch refused as a whole has no item to look at.
  if (batch.batch_header?.batch_status === 'DENIED' && !item) {
    return { ...base, status: 'failed', failure: { code: 'declined', message: 'PayPal denied the payout', providerCode: 'DENIED' } };
  }
  const status = item?.transaction_status ? (ownValue(itemStatuses, item.transaction_status) ?? 'pending') : 'pending';
  return status === 'failed' || status === 'returned' ? { ...base, status, failure: itemFailure(item) } : { ...base, status };
}

/** The first batch's id from PayPal's "sender_batch_id already used" answer (its HATEOAS link). */
function duplicateBatchId(body: PayPalErrorBody | undefined): string | undefined {
  const duplicate = body?.details?.some((d) => /sender_batch_id/i.test(d.field ?? '') || /sender_batch_id|already exists/i.test(d.issue ?? ''));
  if (!duplicate) return undefined;
  for (const link of body?.links ?? []) {
    const match = /\/v1\/payments\/payouts\/([^/?#]+)$/.exec(link.href ?? '');
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

function errorOf(status: number, body: PayPalErrorBody | undefined): Error {
  const issue = body?.details?.[0]?.issue;
  const message = `PayPal: ${body?.message ?? body?.name ?? `status ${status}`}${issue ? ` (${issue})` : ''}`;
  if (status === 429) return new ProviderError('rate_limited', message, status);
  if (status >= 500) return new ProviderError('unavailable', message, status);
  if (status === 401 || status === 403) return new ProviderRequestError('authentication', message, status);
  if (status === 404) return new ProviderRequestError('not_found', message, status);
  if (status === 409 || body?.name === 'DUPLICATE_REQUEST_ID') return new ProviderRequestError('idempotency_conflict', message, status);
  return new ProviderRequestError('invalid_request', message, status);
}

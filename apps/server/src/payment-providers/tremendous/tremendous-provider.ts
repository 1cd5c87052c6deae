import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GiftCardBrand, Market } from '@groupgift/domain';
import type {
  GiftCardResult,
  IssueGiftCardInput,
  PayoutProvider,
  PayoutResult,
  PayoutWebhookEvent,
  PayoutWebhookEventType,
} from '../payout-provider';
import { payoutEventId } from '../payout-provider';
import { ProviderError, ProviderRequestError, WebhookSignatureError, type HttpHeaders } from '../provider';
import {
  TREMENDOUS_SANDBOX_URL,
  TREMENDOUS_SIGNATURE_HEADER,
  type TremendousErrorBody,
  type TremendousOrder,
  type TremendousOrderRequest,
  type TremendousProduct,
  type TremendousWebhook,
} from './tremendous-api';
import { brandOf } from './tremendous-catalogue';

export interface TremendousConfig {
  apiKey: string;
  webhookSecret: string;
  fundingSourceId: string;
  /** The sandbox (testflight) unless production's URL is given; a test's double otherwise. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  /** How long the catalogue of a market is kept before it is asked again. */
  catalogueTtlMs?: number;
}

/**
 * Tremendous (issue 33, decision 163): gift cards of a chosen brand in AU and US, over plain fetch
 * with typed answers (the npm client is generated, pulls axios and has no timeout per call; four calls
 * need none of it). An order carries our derived key as `external_id`, which Tremendous makes
 * idempotent: the same id again answers the first order, so a retry after a timeout never buys twice.
 * Rewards are delivered as a LINK: the card's code and PIN live behind it, so the link is the card.
 */
export class TremendousProvider implements PayoutProvider {
  readonly name = 'tremendous' as const;
  readonly methods = ['gift_card'] as const;
  private readonly baseUrl: string;
  private readonly catalogue = new Map<Market, { at: number; brands: Promise<GiftCardBrand[]> }>();

  constructor(private readonly config: TremendousConfig) {
    this.baseUrl = (config.apiBaseUrl ?? TREMENDOUS_SANDBOX_URL).replace(/\/$/, '');
  }

  async createBankDestination(): Promise<never> {
    throw new ProviderRequestError('unsupported', 'Tremendous pays no bank accounts', 400);
  }

  async createPayout(): Promise<PayoutResult> {
    throw new ProviderRequestError('unsupported', 'Tremendous makes no payouts', 400);
  }

  async getPayout(): Promise<PayoutResult> {
    throw new ProviderRequestError('unsupported', 'Tremendous makes no payouts', 400);
  }

  async giftCardBrands(market: Market): Promise<GiftCardBrand[]> {
    const cached = this.catalogue.get(market);
    if (cached && Date.now() - cached.at < (this.config.catalogueTtlMs ?? 3_600_000)) return cached.brands;
    const brands = this.request<{ products?: TremendousProduct[] }>('GET', `/products?country=${market}`).then((a) =>
      (a.products ?? []).map((p) => brandOf(p, market)).filter((b): b is GiftCardBrand => b !== null),
    );
    this.catalogue.set(market, { at: Date.now(), brands });
    brands.catch(() => this.catalogue.delete(market));
    return brands;
  }

  async issueGiftCard(input: IssueGiftCardInput): Promise<GiftCardResult> {
    if (!input.productId) throw new ProviderRequestError('invalid_request', 'Tremendous: a gift card names its product', 400);
    const body: TremendousOrderRequest = {
      external_id: input.idempotencyKey,
      payment: { funding_source_id: this.config.fundingSourceId },
      reward: {
        value: { denomination: input.amountCents / 100, currency_code: input.currency },
        delivery: { method: 'LINK' },
        // LINK delivery sends nothing: the name only labels the reward in Tremendous's dashboard.
        recipient: { name: `Redemption ${input.reference}` },
        products: [input.productId],
      },
    };
    const answer = await this.request<{ order?: TremendousOrder }>('POST', '/orders', body);
    return this.resultOf(answer.order, input);
  }

  async getGiftCard(providerGiftCardId: string): Promise<GiftCardResult> {
    const answer = await this.request<{ order?: TremendousOrder }>('GET', `/orders/${encodeURIComponent(providerGiftCardId)}`);
    return this.resultOf(answer.order);
  }

  /** HMAC-SHA256 of the raw body with the webhook's private key, hex, as `sha256=<hex>`. */
  async verifyPayoutWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<PayoutWebhookEvent> {
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const header = headers[TREMENDOUS_SIGNATURE_HEADER];
    const given = (Array.isArray(header) ? header[0] : header)?.replace(/^sha256=/, '') ?? '';
    const expected = createHmac('sha256', this.config.webhookSecret).update(body).digest('hex');
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
      throw new WebhookSignatureError('Tremendous: the webhook signature does not match');
    let event: TremendousWebhook;
    try {
      event = JSON.parse(body) as TremendousWebhook;
    } catch (error) {
      throw new WebhookSignatureError('The webhook body is not JSON', { cause: error });
    }
    const resource = event.payload?.resource;
    const orderId = resource?.type === 'orders' ? resource.id : undefined;
    return {
      id: payoutEventId(event.uuid),
      type: webhookType(event.event),
      providerType: event.event,
      ...(orderId ? { providerPayoutId: orderId } : {}),
      createdAt: event.created_utc ? new Date(event.created_utc) : new Date(),
      ...(webhookType(event.event) === 'payout.failed' ? { failure: { code: 'declined' as const, message: event.event } } : {}),
      payload: event,
    };
  }

  /**
   * An order's outcome: executed with its link is an issued card; failed or canceled is a failure;
   * anything else (awaiting approval, delivery still running) is not known yet: `ProviderError`, so the
   * redemption stays processing and reconciliation asks again.
   */
  private resultOf(order: TremendousOrder | undefined, input?: IssueGiftCardInput): GiftCardResult {
    if (!order?.id) throw new ProviderError('unavailable', 'Tremendous: the answer had no order');
    const reward = order.rewards?.[0];
    const value = reward?.value;
    const balanceCents = value ? Math.round(value.denomination * 100) : (input?.amountCents ?? 0);
    const currency = (value?.currency_code ?? input?.currency ?? 'USD') as GiftCardResult['currency'];
    const base = { providerGiftCardId: order.id, code: '', pin: '', balanceCents, currency };
    if (order.status === 'FAILED' || order.status === 'CANCELED' || reward?.delivery?.status === 'FAILED')
      return { ...base, status: 'failed', failure: { code: 'declined', message: `Tremendous: order ${order.status.toLowerCase()}` } };
    const link = reward?.delivery?.link;
    if (order.status === 'EXECUTED' && link) return { ...base, status: 'issued', redeemUrl: link };
    throw new ProviderError('unavailable', `Tremendous: order ${order.id} is ${order.status}`);
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.config.apiKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError(timedOut ? 'timeout' : 'network', `Tremendous: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
    }
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { errors: { message: text.slice(0, 200) } };
    }
    if (response.ok) return parsed as T;
    throw errorOf(response.status, parsed as TremendousErrorBody);
  }
}

function webhookType(event: string): PayoutWebhookEventType {
  if (event === 'ORDERS.FAILED' || event === 'ORDERS.CANCELED' || event === 'REWARDS.DELIVERY.FAILED') return 'payout.failed';
  return 'other';
}

function errorOf(status: number, body: TremendousErrorBody | undefined): Error {
  const message = `Tremendous: ${body?.errors?.message ?? `status ${status}`}`;
  if (status === 429) return new ProviderError('rate_limited', message, status);
  if (status >= 500) return new ProviderError('unavailable', message, status);
  if (status === 401 || status === 403) return new ProviderRequestError('authentication', message, status);
  if (status === 404) return new ProviderRequestError('not_found', message, status);
  if (status === 409) return new ProviderRequestError('idempotency_conflict', message, status);
  return new ProviderRequestError('invalid_request', message, status);
}

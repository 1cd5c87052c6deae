import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import {
  ProviderError,
  ProviderRequestError,
  WebhookSignatureError,
  type CardBrand,
  type ClientConfig,
  type CompleteActionInput,
  type CreatePaymentInput,
  type Currency,
  type HttpHeaders,
  type PaymentProvider,
  type PaymentResult,
  type RefundInput,
  type RefundResult,
  type WebhookEvent,
  type WebhookEventType,
} from '../provider';
import { paypalDispute } from './paypal-disputes';
import { RerouteAgent } from './reroute-agent';
import { centsToDecimalString, ownValue } from '@groupgift/domain';

export interface PayPalProviderConfig {
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered with PayPal; part of the signature check. */
  webhookId: string;
  environment: 'sandbox' | 'live';
  /**
   * Another API origin (a local HTTP double in tests). The SDK has no base-URL option, so the
   * connection is rerouted by an agent; see reroute-agent.ts. Any path in the URL is ignored.
   */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/**
 * Verifies webhooks with PayPal's verify-webhook-signature API. The SDK has no call for it, so this
 * builds one with the SDK's own request builder: same OAuth token, transport and error handling.
 */
class WebhookVerificationController extends OrdersController {
  async verify(body: Record<string, unknown>): Promise<string | undefined> {
    const req = this.createRequest('POST', '/v1/notifications/verify-webhook-signature');
    req.header('Content-Type', 'application/json');
    req.json(body);
    req.authenticate([{ oauth2: true }]);
    const { result } = await req.callAsText();
    return (JSON.parse(result) as { verification_status?: string }).verification_status;
  }
}

/** PayPal Orders v2: create with the payer's return URLs, capture after approval. */

/** PayPal's signature headers of a webhook, as its verify-webhook-signature API takes them; all five or none. */
export function paypalTransmission(headers: HttpHeaders) {
  const h = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const transmission = {
    auth_algo: h('paypal-auth-algo'),
    cert_url: h('paypal-cert-url'),
    transmission_id: h('paypal-transmission-id'),
    transmission_sig: h('paypal-transmission-sig'),
    transmission_time: h('paypal-transmission-time'),
  };
  if (Object.values(transmission).some((v) => !v)) throw new WebhookSignatureError('Missing PayPal transmission headers');
  return transmission;
}

export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly webhooks: WebhookVerificationController;

  constructor(private readonly config: PayPalProviderConfig) {
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
      environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: config.timeoutMs ?? 30_000,
      ...(config.apiBaseUrl ? { httpClientOptions: { httpsAgent: new RerouteAgent(config.apiBaseUrl) } } : {}),
    });
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
    this.webhooks = new WebhookVerificationController(client);
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
    if (input.source.method !== 'paypal') throw new ProviderRequestError('unsupported', 'Only PayPal payments go through the PayPal provider');
    try {
      const { result } = await this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.reference ?? input.idempotencyKey,
              ...(input.reference ? { invoiceId: input.reference } : {}),
              customId: input.idempotencyKey,
              ...(input.description ? { description: input.description } : {}),
              amount: { currencyCode: input.currency, value: centsToDecimalString(input.amountCents) },
            },
          ],
          paymentSource: {
            paypal: {
              ...(input.customer.email ? { emailAddress: input.customer.email } : {}),
              experienceContext: {
                returnUrl: input.returnUrls.success,
                cancelUrl: input.returnUrls.cancel ?? input.returnUrls.failure,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
        paypalRequestId: input.idempotencyKey,
        prefer: 'return=representation',
      });
      return toResult(result, input.amountCents, input.currency);
    } catch (error) {
      throw mapError(error);
    }
  }

  async getPayment(providerPaymentId: string): Promise<PaymentResult> {
    try {
      const { result } = await this.orders.getOrder({ id: providerPaymentId });
      return toResult(result);
    } catch (error) {
      throw mapError(error);
    }
  }

  /** Captures an approved order. Safe to repeat: the same request id returns the first capture. */
  async completeAction(input: CompleteActionInput): Promise<PaymentResult> {
    try {
      const { result } = await this.orders.captureOrder({ id: input.providerPaymentId, paypalRequestId: input.idempotencyKey, prefer: 'return=representation' });
      return toResult(result);
    } catch (error) {
      const issue = issueOf(error);
      // Not approved yet: the payer is still on PayPal (or left); the payment stays open.
      if (issue === 'ORDER_NOT_APPROVED') return this.getPayment(input.providerPaymentId);
      if (issue === 'ORDER_ALREADY_CAPTURED') return this.getPayment(input.providerPaymentId);
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') {
        const current = await this.getPayment(input.providerPaymentId);
        return { ...current, status: 'failed', action: undefined, failure: { code: 'card_declined', message: 'PayPal declined the payment method', providerCode: issue } };
      }
      throw mapError(error);
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const { result: order } = await this.orders.getOrder({ id: input.providerPaymentId });
      const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (!capture?.id) throw new ProviderRequestError('invalid_request', 'This PayPal order has no capture to refund');
      const currency = capture.amount?.currencyCode ?? 'USD';
      const { result } = await this.payments.refundCapturedPayment({
        captureId: capture.id,
        paypalRequestId: input.idempotencyKey,
        ...(input.amountCents !== undefined ? { body: { amount: { currencyCode: currency, value: centsToDecimalString(input.amountCents) } } } : {}),
      });
      const status = result.status === 'COMPLETED' ? 'succeeded' : result.status === 'FAILED' || result.status === 'CANCELLED' ? 'failed' : 'pending';
      return { providerRefundId: result.id ?? '', status, amountCents: result.amount?.value ? decimalToCents(result.amount.value) : (input.amountCents ?? 0) };
    } catch (error) {
      throw error instanceof ProviderRequestError ? error : mapError(error);
    }
  }

  async verifyWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<WebhookEvent> {
    const transmission = paypalTransmission(headers);
    const event = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')) as {
      id: string;
      event_type: string;
      create_time?: string;
      resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
    };
    let status: string | undefined;
    try {
      status = await this.webhooks.verify({ ...transmission, webhook_id: this.config.webhookId, webhook_event: event });
    } catch (error) {
      throw mapError(error);
    }
    if (status !== 'SUCCESS') throw new WebhookSignatureError(`PayPal did not verify the webhook (${status ?? 'no status'})`);
    const dispute = paypalDispute(event.event_type, event.resource);
    const orderId = event.event_type.startsWith('CHECKOUT.ORDER.') ? event.resource?.id : event.resource?.supplementary_data?.related_ids?.order_id;
    return {
      id: event.id,
      type: ownValue(eventTypes, event.event_type) ?? 'other',
      providerType: event.event_type,
      ...(orderId ? { providerPaymentId: orderId } : {}),
      createdAt: event.create_time ? new Date(event.create_time) : new Date(),
      payload: event,
      ...(dispute ? { dispute } : {}),
    };
  }

  /** PayPal takes no card tokens here: its fee is PayPal's, whatever pays for it. */
  async cardBrand(): Promise<CardBrand | undefined> {
    return undefined;
  }

  clientConfig(): ClientConfig {
    return { provider: 'paypal', clientId: this.config.clientId, wallets: { applePay: false, googlePay: false }, environment: this.config.environment === 'live' ? 'live' : 'test' };
  }
}

const eventTypes: Partial<Record<string, WebhookEventType>> = {
  'PAYMENT.CAPTURE.COMPLETED': 'payment.succeeded',
  'PAYMENT.CAPTURE.DENIED': 'payment.failed',
  'PAYMENT.CAPTURE.DECLINED': 'payment.failed',
  'PAYMENT.CAPTURE.PENDING': 'payment.pending',
  'PAYMENT.CAPTURE.REFUNDED': 'payment.refunded',
  'CHECKOUT.ORDER.APPROVED': 'payment.pending',
  'CHECKOUT.ORDER.VOIDED': 'payment.failed',
};

export function decimalToCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function toResult(order: Order, amountCents?: number, currency?: Currency): PaymentResult {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const base = {
    providerPaymentId: order.id ?? '',
    amountCents: unit?.amount?.value ? decimalToCents(unit.amount.value) : (amountCents ?? 0),
    currency: (unit?.amount?.currencyCode ?? currency ?? 'USD') as Currency,
  };
  switch (order.status) {
    case 'COMPLETED':
      if (capture?.status === 'COMPLETED' || capture?.status === 'PARTIALLY_REFUNDED') return { ...base, status: 'succeeded' };
      if (capture?.status === 'REFUNDED') return { ...base, status: 'refunded' };
      if (capture?.status === 'PENDING') return { ...base, status: 'pending' };
      return { ...base, status: 'failed', failure: { code: 'card_declined', message: 'PayPal declined the capture', providerCode: capture?.status ?? 'UNKNOWN' } };
    case 'APPROVED':
      // Approved but not captured: our capture is the next step, not the payer's.
      return { ...base, status: 'pending' };
    case 'VOIDED':
      return { ...base, status: 'failed', failure: { code: 'approval_cancelled', message: 'The PayPal order was voided' } };
    default: {
      const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      return link ? { ...base, status: 'requires_action', action: { type: 'approval', redirectUrl: link.href } } : { ...base, status: 'pending' };
    }
  }
}

/** PayPal's error "issue" (e.g. ORDER_NOT_APPROVED), from the error body's details. */
function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = error.result as { details?: { issue?: string }[] } | undefined;
  return result?.details?.[0]?.issue;
}

function mapError(error: unknown): Error {
  if (error instanceof ApiError) {
    const code = error.statusCode;
    const message = `PayPal: ${error.message}${issueOf(error) ? ` (${issueOf(error)})` : ''}`;
    if (code === 429) return new ProviderError('rate_limited', message, code, { cause: error });
    if (code >= 500) return new ProviderError('unavailable', message, code, { cause: error });
    if (code === 401 || code === 403) return new ProviderRequestError('authentication', message, code, { cause: error });
    if (code === 404) return new ProviderRequestError('not_found', message, code, { cause: error });
    if (issueOf(error) === 'DUPLICATE_REQUEST_ID') return new ProviderRequestError('idempotency_conflict', message, code, { cause: error });
    return new ProviderRequestError('invalid_request', message, code, { cause: error });
  }
  const text = error instanceof Error ? error.message : String(error);
  const timedOut = /timeout|ECONNABORTED/i.test(text) || (error as { code?: string })?.code === 'ECONNABORTED';
  return new ProviderError(timedOut ? 'timeout' : 'network', `PayPal: ${text}`, undefined, { cause: error });
}

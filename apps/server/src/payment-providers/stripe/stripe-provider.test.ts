import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CreatePaymentInput } from '../provider';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { StripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_double';
let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

// PaymentIntent objects as Stripe's API reference shows them (trimmed to the fields read).
function intent(id: string, status: string, extra: Record<string, unknown> = {}) {
  return { id, object: 'payment_intent', amount: 2500, currency: 'usd', status, next_action: null, last_payment_error: null, metadata: {}, ...extra };
}

function stripeApi(request: RecordedRequest): DoubleAnswer {
  if (request.method === 'GET' && request.url.startsWith('/v1/payment_intents/')) {
    return { status: 200, body: intent(request.url.split('/')[3] ?? '', 'succeeded') };
  }
  if (request.method === 'POST' && request.url === '/v1/refunds') {
    return { status: 200, body: { id: 're_1', object: 'refund', amount: 2500, status: 'succeeded', payment_intent: 'pi_ok' } };
  }
  const form = new URLSearchParams(request.body);
  switch (form.get('payment_method')) {
    case 'pm_card_visa':
      return { status: 200, body: intent('pi_ok', 'succeeded') };
    case 'pm_card_chargeDeclinedInsufficientFunds': {
      const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
      return {
        status: 402,
        body: { error: { ...lastError, payment_intent: intent('pi_poor', 'requires_payment_method', { last_payment_error: lastError }) } },
      };
    }
    case 'pm_card_chargeDeclined': {
      const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      return { status: 402, body: { error: { ...lastError, payment_intent: intent('pi_declined', 'requires_payment_method', { last_payment_error: lastError }) } } };
    }
    case 'pm_card_threeDSecure2Required':
      return {
        status: 200,
        body: intent('pi_3ds', 'requires_action', {
          next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1', return_url: form.get('return_url') } },
        }),
      };
    default:
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } };
  }
}

async function provider(handler: (r: RecordedRequest) => DoubleAnswer = stripeApi, overrides: Partial<ConstructorParameters<typeof StripeProvider>[0]> = {}) {
  double = await startHttpDouble(handler);
  return new StripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: double.baseUrl, maxNetworkRetries: 0, ...overrides });
}

function input(paymentMethod: string, key = `key-${paymentMethod}`): CreatePaymentInput {
  return {
    idempotencyKey: key,
    amountCents: 2500,
    currency: 'USD',
    source: { method: 'card', token: paymentMethod },
    customer: { email: 'ada@example.test' },
    returnUrls: { success: 'https://app.test/contribute/x/stripe-complete', failure: 'https://app.test/failed' },
    reference: 'inv-1',
  };
}

describe('Stripe adapter against an HTTP double', () => {
  it('creates and confirms a PaymentIntent with the idempotency key, and reports success', async () => {
    const stripe = await provider();
    const result = await stripe.createPayment(input('pm_card_visa', 'attempt-123'));
    expect(result).toEqual({ status: 'succeeded', providerPaymentId: 'pi_ok', amountCents: 2500, currency: 'USD' });
    const sent = double!.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/payment_intents');
    expect(sent.headers['idempotency-key']).toBe('attempt-123');
    expect(sent.headers.authorization).toBe('Bearer sk_test_123');
    const form = new URLSearchParams(sent.body);
    expect(form.get('amount')).toBe('2500');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('confirm')).toBe('true');
    expect(form.get('return_url')).toBe('https://app.test/contribute/x/stripe-complete');
    expect(form.get('metadata[reference]')).toBe('inv-1');
  });

  it('turns a 402 decline into a failed payment with the reason', async () => {
    const stripe = await provider();
    expect(await stripe.createPayment(input('pm_card_chargeDeclinedInsufficientFunds'))).toMatchObject({
      status: 'failed',
      providerPaymentId: 'pi_poor',
      failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.', providerCode: 'insufficient_funds' },
    });
    expect(await stripe.createPayment(input('pm_card_chargeDeclined'))).toMatchObject({ status: 'failed', failure: { code: 'card_declined' } });
  });

  it('answers requires_action with the 3-D Secure redirect, then reads the settled intent', async () => {
    const stripe = await provider();
    const result = await stripe.createPayment(input('pm_card_threeDSecure2Required'));
    expect(result).toMatchObject({ status: 'requires_action', action: { type: '3ds', redirectUrl: 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1' } });
    const settled = await stripe.completeAction({ providerPaymentId: 'pi_3ds', idempotencyKey: 'k' });
    expect(settled.status).toBe('succeeded');
    expect(double!.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/payment_intents/pi_3ds' });
  });

  it('retries a 503 with the same idempotency key, so the retry cannot charge twice', async () => {
    let calls = 0;
    const stripe = await provider((r) => (++calls === 1 ? { status: 503, body: { error: { type: 'api_error', message: 'busy' } } } : stripeApi(r)), {
      maxNetworkRetries: 1,
    });
    expect((await stripe.createPayment(input('pm_card_visa', 'same-key'))).status).toBe('succeeded');
    expect(double!.requests.map((r) => r.headers['idempotency-key'])).toEqual(['same-key', 'same-key']);
  });

  it('reports a 5xx without retries as a retryable provider error', async () => {
    const stripe = await provider(() => ({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } }));
    await expect(stripe.createPayment(input('pm_card_visa'))).rejects.toMatchObject({ name: 'ProviderError', kind: 'unavailable', retryable: true });
  });

  it('reports a lost response as a retryable network error', async () => {
    const stripe = await provider(() => ({ status: 200, destroy: true }));
    await expect(stripe.createPayment(input('pm_card_visa'))).rejects.toMatchObject({ name: 'ProviderError', kind: 'network' });
  });

  it('refunds with the idempotency key', async () => {
    const stripe = await provider();
    expect(await stripe.refund({ providerPaymentId: 'pi_ok', idempotencyKey: 'refund-1' })).toEqual({ providerRefundId: 're_1', status: 'succeeded', amountCents: 2500 });
    expect(double!.requests[0]!.headers['idempotency-key']).toBe('refund-1');
  });

  it('accepts a correctly signed webhook and refuses a wrong signature', async () => {
    const stripe = await provider();
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', created: 1_700_000_000, data: { object: intent('pi_ok', 'succeeded') } });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = await stripe.verifyWebhook(payload, { 'stripe-signature': signed });
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment.succeeded', providerPaymentId: 'pi_ok' });
    expect(event.createdAt.toISOString()).toBe('2023-11-14T22:13:20.000Z');

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(stripe.verifyWebhook(payload, { 'stripe-signature': forged })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.verifyWebhook(payload.replace('pi_ok', 'pi_other'), { 'stripe-signature': signed })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.verifyWebhook(payload, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('maps a refund webhook to the payment it belongs to', async () => {
    const stripe = await provider();
    const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'charge.refunded', created: 1_700_000_000, data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_ok' } } });
    const event = await stripe.verifyWebhook(payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) });
    expect(event).toMatchObject({ type: 'payment.refunded', providerPaymentId: 'pi_ok' });
  });

  it('gives the browser only the publishable key', async () => {
    const stripe = await provider();
    expect(stripe.clientConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123', wallets: { applePay: false, googlePay: false }, environment: 'test' });
  });
});

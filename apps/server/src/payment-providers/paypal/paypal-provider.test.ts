import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CreatePaymentInput } from '../provider';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { decimalToCents, PayPalProvider } from './paypal-provider';

let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

const approveLink = (id: string) => `https://www.sandbox.paypal.com/checkoutnow?token=${id}`;
const amount = { currency_code: 'USD', value: '25.00' };

// Answers shaped as PayPal's Orders v2 reference shows them.
function payPalApi(request: RecordedRequest): DoubleAnswer {
  const { method, url } = request;
  if (method === 'POST' && url === '/v1/oauth2/token') {
    return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments', access_token: 'A21AAtestaccess', token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400, nonce: 'n' } };
  }
  if (method === 'POST' && url === '/v2/checkout/orders') {
    return {
      status: 200,
      body: {
        id: '5O190127TN364715T',
        status: 'PAYER_ACTION_REQUIRED',
        payment_source: { paypal: {} },
        purchase_units: [{ reference_id: 'inv-9', amount }],
        links: [
          { href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T', rel: 'self', method: 'GET' },
          { href: approveLink('5O190127TN364715T'), rel: 'payer-action', method: 'GET' },
        ],
      },
    };
  }
  const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
  if (method === 'POST' && capture) {
    const id = capture[1];
    if (id === 'NOT_APPROVED') {
      return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', debug_id: 'd1', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }] } };
    }
    if (id === 'DECLINED') {
      return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', debug_id: 'd2', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }] } };
    }
    return {
      status: 201,
      body: { id, status: 'COMPLETED', purchase_units: [{ reference_id: 'inv-9', amount, payments: { captures: [{ id: '3C679366HH908993F', status: 'COMPLETED', amount }] } }] },
    };
  }
  const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url);
  if (method === 'GET' && get) {
    const id = get[1];
    if (id === 'CAPTURED') {
      return { status: 200, body: { id, status: 'COMPLETED', purchase_units: [{ amount, payments: { captures: [{ id: '3C679366HH908993F', status: 'COMPLETED', amount }] } }] } };
    }
    return { status: 200, body: { id, status: 'PAYER_ACTION_REQUIRED', purchase_units: [{ amount }], links: [{ href: approveLink(id ?? ''), rel: 'payer-action', method: 'GET' }] } };
  }
  if (method === 'POST' && url === '/v2/payments/captures/3C679366HH908993F/refund') {
    return { status: 201, body: { id: '1JU08902781691411', status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.00' } } };
  }
  if (method === 'POST' && url === '/v1/notifications/verify-webhook-signature') {
    const body = JSON.parse(request.body) as { transmission_sig: string; webhook_id: string };
    const ok = body.transmission_sig === 'good-signature' && body.webhook_id === 'WH-ID-1';
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }
  return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'x', details: [] } };
}

async function provider(handler: (r: RecordedRequest) => DoubleAnswer = payPalApi, timeoutMs?: number) {
  double = await startHttpDouble(handler);
  return new PayPalProvider({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'WH-ID-1', environment: 'sandbox', apiBaseUrl: double.baseUrl, ...(timeoutMs ? { timeoutMs } : {}) });
}

const input: CreatePaymentInput = {
  idempotencyKey: 'attempt-pp-1',
  amountCents: 2500,
  currency: 'USD',
  source: { method: 'paypal' },
  customer: { email: 'ada@example.test' },
  returnUrls: { success: 'https://app.test/contribute/x/pathway-complete', failure: 'https://app.test/contribute/x/pathway-complete' },
  reference: 'inv-9',
};

describe('PayPal adapter against an HTTP double', () => {
  it('creates an order with PayPal-Request-Id and answers with the approval redirect', async () => {
    const paypal = await provider();
    const result = await paypal.createPayment(input);
    expect(result).toEqual({
      status: 'requires_action',
      providerPaymentId: '5O190127TN364715T',
      amountCents: 2500,
      currency: 'USD',
      action: { type: 'approval', redirectUrl: approveLink('5O190127TN364715T') },
    });
    const [token, order] = double!.requests;
    expect(token).toMatchObject({ method: 'POST', url: '/v1/oauth2/token' });
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(order).toMatchObject({ method: 'POST', url: '/v2/checkout/orders' });
    // The SDK believes it is talking to PayPal's sandbox; only the socket was rerouted.
    expect(order!.headers.host).toBe('api-m.sandbox.paypal.com');
    expect(order!.headers['paypal-request-id']).toBe('attempt-pp-1');
    expect(order!.headers.authorization).toBe('Bearer A21AAtestaccess');
    expect(JSON.parse(order!.body)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'inv-9', invoice_id: 'inv-9', custom_id: 'attempt-pp-1', amount: { currency_code: 'USD', value: '25.00' } }],
      payment_source: { paypal: { experience_context: { return_url: input.returnUrls.success, cancel_url: input.returnUrls.failure, user_action: 'PAY_NOW' } } },
    });
  });

  it('captures an approved order with the capture key and reports success', async () => {
    const paypal = await provider();
    const result = await paypal.completeAction({ providerPaymentId: 'APPROVED1', idempotencyKey: 'attempt-pp-1:capture' });
    expect(result).toEqual({ status: 'succeeded', providerPaymentId: 'APPROVED1', amountCents: 2500, currency: 'USD' });
    const capture = double!.requests.find((r) => r.url.endsWith('/capture'));
    expect(capture!.headers['paypal-request-id']).toBe('attempt-pp-1:capture');
  });

  it('keeps an order the payer has not approved open, with its approval link', async () => {
    const paypal = await provider();
    expect(await paypal.completeAction({ providerPaymentId: 'NOT_APPROVED', idempotencyKey: 'k' })).toMatchObject({
      status: 'requires_action',
      action: { type: 'approval', redirectUrl: approveLink('NOT_APPROVED') },
    });
  });

  it('fails a capture PayPal declines', async () => {
    const paypal = await provider();
    expect(await paypal.completeAction({ providerPaymentId: 'DECLINED', idempotencyKey: 'k' })).toMatchObject({
      status: 'failed',
      failure: { code: 'card_declined', providerCode: 'INSTRUMENT_DECLINED' },
    });
  });

  it('refunds the capture of an order with PayPal-Request-Id', async () => {
    const paypal = await provider();
    expect(await paypal.refund({ providerPaymentId: 'CAPTURED', idempotencyKey: 'refund-1', amountCents: 1000 })).toEqual({
      providerRefundId: '1JU08902781691411',
      status: 'succeeded',
      amountCents: 1000,
    });
    const refund = double!.requests.find((r) => r.url.endsWith('/refund'));
    expect(refund!.headers['paypal-request-id']).toBe('refund-1');
    expect(JSON.parse(refund!.body)).toEqual({ amount: { currency_code: 'USD', value: '10.00' } });
  });

  it('reports a 5xx as retryable and a slow answer as a timeout', async () => {
    const failing = await provider((r) => (r.url === '/v1/oauth2/token' ? payPalApi(r) : { status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'busy', debug_id: 'x' } }));
    await expect(failing.createPayment(input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'unavailable', retryable: true });
    await double!.close();
    const slow = await provider((r) => ({ ...payPalApi(r), delayMs: r.url === '/v1/oauth2/token' ? 0 : 300 }), 50);
    await expect(slow.createPayment(input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
  });

  it('verifies webhooks through PayPal and refuses one PayPal does not verify', async () => {
    const paypal = await provider();
    const raw = JSON.stringify({
      id: 'WH-2WR32451HC0233532-67976317FL4543714',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      create_time: '2030-01-01T00:00:00Z',
      resource: { id: '3C679366HH908993F', supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } } },
    });
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-sig': 'good-signature',
      'paypal-transmission-time': '2030-01-01T00:00:01Z',
    };
    expect(await paypal.verifyWebhook(raw, headers)).toMatchObject({ type: 'payment.succeeded', providerPaymentId: '5O190127TN364715T', providerType: 'PAYMENT.CAPTURE.COMPLETED' });
    const sent = JSON.parse(double!.requests.find((r) => r.url === '/v1/notifications/verify-webhook-signature')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ webhook_id: 'WH-ID-1', transmission_id: headers['paypal-transmission-id'], webhook_event: { event_type: 'PAYMENT.CAPTURE.COMPLETED' } });

    await expect(paypal.verifyWebhook(raw, { ...headers, 'paypal-transmission-sig': 'forged' })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(paypal.verifyWebhook(raw, {})).rejects.toThrow('Missing PayPal transmission headers');
  });

  it('reads PayPal decimal strings as cents', () => {
    expect([decimalToCents('25.00'), decimalToCents('0.05'), decimalToCents('7'), decimalToCents('1.5')]).toEqual([2500, 5, 700, 150]);
  });
});

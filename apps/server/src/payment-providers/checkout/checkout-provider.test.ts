import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type CreatePaymentInput } from '../provider';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { CheckoutProvider } from './checkout-provider';

const WEBHOOK_SECRET = 'cko-webhook-signature-key';
let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

// Answers shaped as Checkout.com's API reference shows "Request a payment" responses.
function ckoApi(request: RecordedRequest): DoubleAnswer {
  if (request.method === 'GET' && request.url.startsWith('/payments/')) {
    return { status: 200, body: { id: request.url.split('/')[2], status: 'Captured', approved: true, amount: 2500, currency: 'AUD' } };
  }
  if (request.method === 'POST' && request.url === '/tokens') {
    return { status: 201, body: { type: 'applepay', token: 'tok_wallet_from_apple', expires_on: '2030-01-01T00:15:00Z' } };
  }
  if (request.method === 'POST' && /^\/payments\/[^/]+\/refunds$/.test(request.url)) {
    return { status: 202, body: { action_id: 'act_refund_1', reference: 'r' } };
  }
  const body = JSON.parse(request.body) as { source: { token: string }; amount: number; currency: string };
  const card = { type: 'card', scheme: 'Visa', last4: '4242' };
  switch (body.source.token) {
    case 'tok_approved':
    case 'tok_wallet_from_apple':
      return { status: 201, body: { id: 'pay_ok', action_id: 'act_1', amount: body.amount, currency: body.currency, approved: true, status: 'Captured', response_code: '10000', response_summary: 'Approved', source: card } };
    case 'tok_insufficient':
      return { status: 201, body: { id: 'pay_poor', amount: body.amount, currency: body.currency, approved: false, status: 'Declined', response_code: '20051', response_summary: 'Insufficient Funds', source: card } };
    case 'tok_declined':
      return { status: 201, body: { id: 'pay_no', amount: body.amount, currency: body.currency, approved: false, status: 'Declined', response_code: '20005', response_summary: 'Declined - Do Not Honour', source: card } };
    case 'tok_3ds':
      return {
        status: 202,
        body: { id: 'pay_3ds', status: 'Pending', '3ds': { downgraded: false, enrolled: 'Y' }, _links: { self: { href: 'x' }, redirect: { href: 'https://api.sandbox.checkout.com/3ds/pay_3ds' } } },
      };
    default:
      return { status: 422, body: { request_id: 'req_1', error_type: 'request_invalid', error_codes: ['token_invalid'] } };
  }
}

async function provider(handler: (r: RecordedRequest) => DoubleAnswer = ckoApi, timeoutMs?: number) {
  double = await startHttpDouble(handler);
  return new CheckoutProvider({
    secretKey: 'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e',
    publicKey: 'pk_sbox_xg66bnn6tpspd6pt3psc7otrqa=',
    webhookSecret: WEBHOOK_SECRET,
    apiBaseUrl: double.baseUrl,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

function input(token: string, key = `key-${token}`): CreatePaymentInput {
  return {
    idempotencyKey: key,
    amountCents: 2500,
    currency: 'AUD',
    source: { method: 'card', token },
    customer: { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' },
    returnUrls: { success: 'https://app.test/ok', failure: 'https://app.test/failed' },
    reference: 'inv-7',
  };
}

describe('Checkout.com adapter against an HTTP double', () => {
  it('requests a 3-D Secure enabled payment with Cko-Idempotency-Key and reports success', async () => {
    const cko = await provider();
    const result = await cko.createPayment(input('tok_approved', 'attempt-42'));
    expect(result).toEqual({ status: 'succeeded', providerPaymentId: 'pay_ok', amountCents: 2500, currency: 'AUD', card: { scheme: 'VISA', last4: '4242' } });
    const sent = double!.requests[0]!;
    expect(sent).toMatchObject({ method: 'POST', url: '/payments' });
    expect(sent.headers['cko-idempotency-key']).toBe('attempt-42');
    expect(sent.headers.authorization).toBe('Bearer sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e');
    expect(JSON.parse(sent.body)).toMatchObject({
      source: { type: 'token', token: 'tok_approved' },
      amount: 2500,
      currency: 'AUD',
      reference: 'inv-7',
      '3ds': { enabled: true },
      success_url: 'https://app.test/ok',
      failure_url: 'https://app.test/failed',
      customer: { email: 'ada@example.test', name: 'Ada Lovelace' },
    });
  });

  it('reports declines with their reason', async () => {
    const cko = await provider();
    expect(await cko.createPayment(input('tok_insufficient'))).toMatchObject({ status: 'failed', failure: { code: 'insufficient_funds', providerCode: '20051' } });
    expect(await cko.createPayment(input('tok_declined'))).toMatchObject({
      status: 'failed',
      failure: { code: 'card_declined', message: 'Declined - Do Not Honour', providerCode: '20005' },
    });
  });

  it('answers requires_action with the 3-D Secure redirect, then reads the outcome', async () => {
    const cko = await provider();
    expect(await cko.createPayment(input('tok_3ds'))).toMatchObject({
      status: 'requires_action',
      providerPaymentId: 'pay_3ds',
      action: { type: '3ds', redirectUrl: 'https://api.sandbox.checkout.com/3ds/pay_3ds' },
    });
    expect((await cko.completeAction({ providerPaymentId: 'pay_3ds', idempotencyKey: 'k' })).status).toBe('succeeded');
    expect(double!.requests.at(-1)).toMatchObject({ method: 'GET', url: '/payments/pay_3ds' });
  });

  it('turns Apple Pay payment data into a token with the public key, then pays with it', async () => {
    const cko = await provider();
    const walletToken = JSON.stringify({ version: 'EC_v1', data: 'abc', signature: 'sig', header: { ephemeralPublicKey: 'k', publicKeyHash: 'h', transactionId: 't' } });
    const result = await cko.createPayment({ ...input('x'), source: { method: 'apple_pay', walletToken } });
    expect(result.status).toBe('succeeded');
    const [tokenCall, paymentCall] = double!.requests;
    expect(tokenCall).toMatchObject({ url: '/tokens' });
    expect(tokenCall!.headers.authorization).toBe('pk_sbox_xg66bnn6tpspd6pt3psc7otrqa=');
    expect(JSON.parse(tokenCall!.body)).toMatchObject({ type: 'applepay', token_data: { version: 'EC_v1' } });
    expect(JSON.parse(paymentCall!.body)).toMatchObject({ source: { token: 'tok_wallet_from_apple' }, '3ds': { enabled: false } });
  });

  it('refuses an invalid token as a request error, and a 5xx as a retryable one', async () => {
    const cko = await provider();
    await expect(cko.createPayment(input('tok_unknown'))).rejects.toMatchObject({ name: 'ProviderRequestError', kind: 'invalid_request', statusCode: 422 });
    await double!.close();
    double = undefined;
    const failing = await provider(() => ({ status: 503, body: {} }));
    await expect(failing.createPayment(input('tok_approved'))).rejects.toMatchObject({ name: 'ProviderError', kind: 'unavailable', retryable: true });
  });

  it('reports a slow answer as a timeout', async () => {
    const cko = await provider((r) => ({ ...ckoApi(r), delayMs: 300 }), 50);
    await expect(cko.createPayment(input('tok_approved'))).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
  });

  it('refunds with the idempotency key', async () => {
    const cko = await provider();
    expect(await cko.refund({ providerPaymentId: 'pay_ok', idempotencyKey: 'refund-1', amountCents: 1000 })).toEqual({
      providerRefundId: 'act_refund_1',
      status: 'pending',
      amountCents: 1000,
    });
    expect(double!.requests[0]!.headers['cko-idempotency-key']).toBe('refund-1');
  });

  it('accepts a webhook whose Cko-Signature matches the raw body and refuses any other', async () => {
    const cko = await provider();
    const raw = JSON.stringify({ id: 'evt_1', type: 'payment_captured', created_on: '2030-01-01T00:00:00Z', data: { id: 'pay_ok', amount: 2500 } });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
    expect(await cko.verifyWebhook(raw, { 'cko-signature': signature })).toMatchObject({
      id: 'evt_1',
      type: 'payment.succeeded',
      providerType: 'payment_captured',
      providerPaymentId: 'pay_ok',
    });
    await expect(cko.verifyWebhook(raw.replace('2500', '9999'), { 'cko-signature': signature })).rejects.toBeInstanceOf(WebhookSignatureError);
    const wrongKey = createHmac('sha256', 'other').update(raw).digest('hex');
    await expect(cko.verifyWebhook(raw, { 'cko-signature': wrongKey })).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(cko.verifyWebhook(raw, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

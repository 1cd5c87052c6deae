import { afterEach, describe, expect, it } from 'vitest';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { PayoutEventError, type CreatePayoutInput } from '../payout-provider';
import { WebhookSignatureError } from '../provider';
import { PayPalPayoutProvider } from './paypal-payouts';

let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

/**
 * PayPal's Payouts v1 as its API reference shows it (trimmed to the fields read). Like PayPal, it pays
 * a sender_batch_id once and answers a repeat with 400 and a link to the first batch; a receiver
 * `locked@…` fails with RECEIVER_ACCOUNT_LOCKED, `returned@…` comes back RETURNED.
 */
function payoutsApi() {
  const batches = new Map<string, { id: string; receiver: string; amount: { value: string; currency: string } }>();
  const handler = (request: RecordedRequest): DoubleAnswer => {
    const { method, url } = request;
    if (method === 'POST' && url === '/v1/oauth2/token') {
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payouts', access_token: 'A21AApayouts', token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400 } };
    }
    if (method === 'POST' && url === '/v1/payments/payouts') {
      const body = JSON.parse(request.body) as { sender_batch_header: { sender_batch_id: string }; items: { receiver: string; amount: { value: string; currency: string } }[] };
      const senderBatchId = body.sender_batch_header.sender_batch_id;
      const first = batches.get(senderBatchId);
      if (first) {
        return {
          status: 400,
          body: {
            name: 'USER_BUSINESS_ERROR',
            message: 'User business error.',
            debug_id: 'd1',
            details: [{ field: 'SENDER_BATCH_ID', location: 'body', issue: `Batch with given sender_batch_id already exists` }],
            links: [{ href: `https://api-m.sandbox.paypal.com/v1/payments/payouts/${first.id}`, rel: 'self', method: 'GET' }],
          },
        };
      }
      const id = `BATCH${batches.size + 1}`;
      batches.set(senderBatchId, { id, receiver: body.items[0]!.receiver, amount: body.items[0]!.amount });
      return { status: 201, body: { batch_header: { payout_batch_id: id, batch_status: 'PENDING', sender_batch_header: body.sender_batch_header }, links: [] } };
    }
    const get = /^\/v1\/payments\/payouts\/([^/?]+)$/.exec(url);
    if (method === 'GET' && get) {
      const batch = [...batches.values()].find((b) => b.id === get[1]);
      if (!batch) return { status: 404, body: { name: 'INVALID_RESOURCE_ID', message: 'The requested resource ID was not found', details: [] } };
      const status = batch.receiver.startsWith('locked@') ? 'FAILED' : batch.receiver.startsWith('returned@') ? 'RETURNED' : 'SUCCESS';
      const errors = status === 'FAILED' ? { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked or inactive' } : undefined;
      return {
        status: 200,
        body: {
          batch_header: { payout_batch_id: batch.id, batch_status: 'SUCCESS', amount: batch.amount },
          items: [{ payout_item_id: `ITEM-${batch.id}`, payout_batch_id: batch.id, transaction_status: status, payout_item: { amount: batch.amount, receiver: batch.receiver }, ...(errors ? { errors } : {}) }],
        },
      };
    }
    if (method === 'POST' && url === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body) as { transmission_sig: string; webhook_id: string };
      return { status: 200, body: { verification_status: body.transmission_sig === 'good-signature' && body.webhook_id === 'WH-PAYOUTS' ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', details: [] } };
  };
  return { handler, created: () => batches.size };
}

async function provider(handler: (r: RecordedRequest) => DoubleAnswer, timeoutMs?: number) {
  double = await startHttpDouble(handler);
  return new PayPalPayoutProvider({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'WH-PAYOUTS', environment: 'sandbox', apiBaseUrl: double.baseUrl, ...(timeoutMs ? { timeoutMs } : {}) });
}

const input = (email = 'ana@example.test', key = 'red-key-7'): CreatePayoutInput => ({
  idempotencyKey: key,
  amountCents: 4900,
  currency: 'USD',
  destination: { kind: 'paypal', email },
  reference: 'red-7',
});

const transmission = (sig: string) => ({
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-transmission-id': 't-1',
  'paypal-transmission-sig': sig,
  'paypal-transmission-time': '2026-11-26T10:00:00Z',
});

describe('PayPal Payouts against an HTTP double', () => {
  it('gets a client-credentials token, then posts one item with our key as the batch id and the request id', async () => {
    const paypal = await provider(payoutsApi().handler);
    expect(await paypal.createPayout(input())).toEqual({ providerPayoutId: 'BATCH1', status: 'pending', amountCents: 4900, currency: 'USD' });
    const [token, create] = double!.requests;
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(token!.body).toBe('grant_type=client_credentials');
    expect(create!.headers.authorization).toBe('Bearer A21AApayouts');
    expect(create!.headers['paypal-request-id']).toBe('red-key-7');
    expect(JSON.parse(create!.body)).toMatchObject({
      sender_batch_header: { sender_batch_id: 'red-key-7', recipient_type: 'EMAIL' },
      items: [{ recipient_type: 'EMAIL', receiver: 'ana@example.test', amount: { value: '49.00', currency: 'USD' }, sender_item_id: 'red-7' }],
    });
  });

  it('reads the first batch back when PayPal refuses the repeated batch id: one payout at the double', async () => {
    const api = payoutsApi();
    const paypal = await provider(api.handler);
    const first = await paypal.createPayout(input());
    const again = await paypal.createPayout(input());
    expect(again).toEqual({ ...first, status: 'paid' });
    expect(api.created()).toBe(1);
    expect(double!.requests.filter((r) => r.url === '/v1/oauth2/token')).toHaveLength(1);
    expect(double!.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/payments/payouts/BATCH1' });
  });

  it('maps the item status: paid, failed with the reason, returned', async () => {
    const paypal = await provider(payoutsApi().handler);
    const ok = await paypal.createPayout(input('ana@example.test', 'a'));
    expect(await paypal.getPayout(ok.providerPayoutId)).toMatchObject({ status: 'paid', amountCents: 4900 });
    const locked = await paypal.createPayout(input('locked@example.test', 'b'));
    expect(await paypal.getPayout(locked.providerPayoutId)).toMatchObject({
      status: 'failed',
      failure: { code: 'account_closed', message: 'Receiver account is locked or inactive', providerCode: 'RECEIVER_ACCOUNT_LOCKED' },
    });
    const returned = await paypal.createPayout(input('returned@example.test', 'c'));
    expect(await paypal.getPayout(returned.providerPayoutId)).toMatchObject({ status: 'returned', failure: { code: 'processing_error', providerCode: 'RETURNED' } });
    await expect(paypal.getPayout('NOPE')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('reports a timeout, a lost answer and a 5xx as retryable provider errors', async () => {
    const slow = await provider((r) => (r.url === '/v1/oauth2/token' ? payoutsApi().handler(r) : { status: 201, body: {}, delayMs: 500 }), 100);
    await expect(slow.createPayout(input())).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
    await double!.close();
    const lost = await provider((r) => (r.url === '/v1/oauth2/token' ? payoutsApi().handler(r) : { status: 201, destroy: true }));
    await expect(lost.createPayout(input())).rejects.toMatchObject({ name: 'ProviderError', kind: 'network' });
    await double!.close();
    const down = await provider((r) => (r.url === '/v1/oauth2/token' ? payoutsApi().handler(r) : { status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'busy' } }));
    await expect(down.createPayout(input())).rejects.toMatchObject({ name: 'ProviderError', kind: 'unavailable', statusCode: 503 });
  });

  it('refuses bad credentials as an authentication error, and bank payouts and gift cards as unsupported', async () => {
    const denied = await provider(() => ({ status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }));
    await expect(denied.createPayout(input())).rejects.toMatchObject({ name: 'ProviderRequestError', kind: 'authentication' });
    expect(denied.methods).toEqual(['paypal']);
    await expect(denied.createPayout({ ...input(), destination: { kind: 'bank', destinationId: 'ba_1' } })).rejects.toMatchObject({ kind: 'unsupported' });
    await expect(denied.issueGiftCard()).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('verifies payout webhooks with PayPal and maps succeeded, failed, blocked, returned and unclaimed', async () => {
    const paypal = await provider(payoutsApi().handler);
    const event = (type: string, status: string, errors?: unknown) =>
      JSON.stringify({ id: `WH-${type}`, event_type: type, create_time: '2026-11-26T10:00:00Z', resource: { payout_item_id: 'ITEM-1', payout_batch_id: 'BATCH1', transaction_status: status, ...(errors ? { errors } : {}) } });
    const ok = await paypal.verifyPayoutWebhook(event('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'SUCCESS'), transmission('good-signature'));
    expect(ok).toMatchObject({ id: 'WH-PAYMENT.PAYOUTS-ITEM.SUCCEEDED', type: 'payout.paid', providerPayoutId: 'BATCH1' });
    expect(ok.createdAt.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    const verify = JSON.parse(double!.requests.at(-1)!.body) as { webhook_id: string; transmission_id: string };
    expect(verify).toMatchObject({ webhook_id: 'WH-PAYOUTS', transmission_id: 't-1' });

    const failed = event('PAYMENT.PAYOUTS-ITEM.FAILED', 'FAILED', { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Locked' });
    expect(await paypal.verifyPayoutWebhook(failed, transmission('good-signature'))).toMatchObject({ type: 'payout.failed', failure: { code: 'account_closed' } });
    expect(await paypal.verifyPayoutWebhook(event('PAYMENT.PAYOUTS-ITEM.BLOCKED', 'BLOCKED'), transmission('good-signature'))).toMatchObject({
      type: 'payout.failed',
      failure: { code: 'declined' },
    });
    expect(await paypal.verifyPayoutWebhook(event('PAYMENT.PAYOUTS-ITEM.RETURNED', 'RETURNED'), transmission('good-signature'))).toMatchObject({ type: 'payout.returned' });
    expect(await paypal.verifyPayoutWebhook(event('PAYMENT.PAYOUTS-ITEM.UNCLAIMED', 'UNCLAIMED'), transmission('good-signature'))).toMatchObject({ type: 'other' });

    await expect(paypal.verifyPayoutWebhook(event('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'SUCCESS'), transmission('forged'))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(paypal.verifyPayoutWebhook(event('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'SUCCESS'), {})).rejects.toBeInstanceOf(WebhookSignatureError);

    // Verified by PayPal, but with no event id to store it once by: refused, never accepted.
    const { id: _id, ...withoutId } = JSON.parse(event('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'SUCCESS')) as Record<string, unknown>;
    for (const body of [JSON.stringify(withoutId), JSON.stringify({ ...withoutId, id: '' })]) {
      await expect(paypal.verifyPayoutWebhook(body, transmission('good-signature'))).rejects.toBeInstanceOf(PayoutEventError);
    }
  });
});

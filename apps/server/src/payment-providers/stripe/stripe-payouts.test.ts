import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { PayoutEventError, type CreatePayoutInput } from '../payout-provider';
import { WebhookSignatureError } from '../provider';
import { StripePayoutProvider, type StripePayoutConfig } from './stripe-payouts';

const WEBHOOK_SECRET = 'whsec_connect_double';
const ACCOUNT = 'acct_1Connected';
let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

/**
 * Stripe's Connect endpoints as its API reference shows them (trimmed to the fields read): external
 * accounts on the connected account, transfers from the platform, payouts on the connected account.
 * Like Stripe, it answers a repeated Idempotency-Key with the first answer.
 */
function connectApi(options: { payoutStatus?: string; failureCode?: string; transfer?: DoubleAnswer } = {}) {
  const seen = new Map<string, DoubleAnswer>();
  let transfers = 0;
  let payouts = 0;
  const handler = (request: RecordedRequest): DoubleAnswer => {
    const form = new URLSearchParams(request.body);
    const key = request.headers['idempotency-key'] as string | undefined;
    const answer = (): DoubleAnswer => {
      if (request.method === 'POST' && request.url === `/v1/accounts/${ACCOUNT}/external_accounts`) {
        const number = form.get('external_account[account_number]') ?? '';
        return { status: 200, body: { id: 'ba_1Double', object: 'bank_account', account: ACCOUNT, country: form.get('external_account[country]'), currency: form.get('external_account[currency]'), last4: number.slice(-4), status: 'new' } };
      }
      if (request.method === 'POST' && request.url === '/v1/transfers') {
        if (options.transfer) return options.transfer;
        transfers += 1;
        return { status: 200, body: { id: `tr_${transfers}`, object: 'transfer', amount: Number(form.get('amount')), currency: form.get('currency'), destination: form.get('destination') } };
      }
      if (request.method === 'POST' && request.url === '/v1/payouts') {
        payouts += 1;
        return { status: 200, body: payout(`po_${payouts}`, Number(form.get('amount')), options.payoutStatus ?? 'pending', options.failureCode) };
      }
      const get = /^\/v1\/payouts\/([^/?]+)/.exec(request.url);
      if (request.method === 'GET' && get) return { status: 200, body: payout(get[1] ?? '', 4200, options.payoutStatus ?? 'paid', options.failureCode) };
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    };
    if (!key) return answer();
    const first = seen.get(key) ?? answer();
    seen.set(key, first);
    return first;
  };
  return { handler, counts: () => ({ transfers, payouts }) };
}

function payout(id: string, amount: number, status: string, failureCode?: string) {
  return {
    id,
    object: 'payout',
    amount,
    currency: 'aud',
    status,
    destination: 'ba_1Double',
    failure_code: status === 'failed' ? (failureCode ?? 'could_not_process') : null,
    failure_message: status === 'failed' ? 'The bank account has been closed.' : null,
    metadata: { reference: 'red-1' },
  };
}

async function provider(handler: (r: RecordedRequest) => DoubleAnswer | Promise<DoubleAnswer>, overrides: Partial<StripePayoutConfig> = {}) {
  double = await startHttpDouble(handler);
  return new StripePayoutProvider({ secretKey: 'sk_test_123', connectAccountId: ACCOUNT, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: double.baseUrl, maxNetworkRetries: 0, ...overrides });
}

const input: CreatePayoutInput = { idempotencyKey: 'red-key-1', amountCents: 4200, currency: 'AUD', destination: { kind: 'bank', destinationId: 'ba_1Double' }, reference: 'red-1' };

describe('Stripe Connect payouts against an HTTP double', () => {
  it('creates the bank account on the connected account: an AU BSB as the routing number', async () => {
    const stripe = await provider(connectApi().handler, { market: 'AU' });
    const destination = await stripe.createBankDestination({
      idempotencyKey: 'red-key-1:destination',
      accountHolderName: 'Ana Lima',
      bank: { country: 'AU', bsb: '110000', accountNumber: '000123456' },
      currency: 'AUD',
    });
    expect(destination).toEqual({ destinationId: 'ba_1Double', last4: '3456' });
    const sent = double!.requests[0]!;
    expect(sent.url).toBe(`/v1/accounts/${ACCOUNT}/external_accounts`);
    expect(sent.headers['idempotency-key']).toBe('red-key-1:destination');
    const form = new URLSearchParams(sent.body);
    expect(Object.fromEntries([...form].filter(([k]) => k.startsWith('external_account')))).toEqual({
      'external_account[object]': 'bank_account',
      'external_account[country]': 'AU',
      'external_account[currency]': 'aud',
      'external_account[account_holder_name]': 'Ana Lima',
      'external_account[account_holder_type]': 'individual',
      'external_account[routing_number]': '110000',
      'external_account[account_number]': '000123456',
    });
  });

  it('sends a US routing number as it is, and refuses a bank of another market than the account', async () => {
    const stripe = await provider(connectApi().handler);
    await stripe.createBankDestination({
      idempotencyKey: 'k',
      accountHolderName: 'Ana Lima',
      bank: { country: 'US', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' },
      currency: 'USD',
    });
    expect(new URLSearchParams(double!.requests[0]!.body).get('external_account[routing_number]')).toBe('110000000');
    const au = { idempotencyKey: 'k2', accountHolderName: 'Ana Lima', bank: { country: 'AU' as const, bsb: '110000', accountNumber: '000123456' }, currency: 'AUD' as const };
    await expect(stripe.createBankDestination(au)).rejects.toMatchObject({ kind: 'unsupported' });
    expect(double!.requests).toHaveLength(1);
  });

  it('transfers to the connected account, then pays out from it, each with a key derived from ours', async () => {
    const stripe = await provider(connectApi().handler);
    expect(await stripe.createPayout(input)).toEqual({ providerPayoutId: 'po_1', status: 'pending', amountCents: 4200, currency: 'AUD' });
    const [transfer, payoutRequest] = double!.requests;
    expect(transfer).toMatchObject({ method: 'POST', url: '/v1/transfers' });
    expect(transfer!.headers['idempotency-key']).toBe('red-key-1:transfer');
    expect(transfer!.headers['stripe-account']).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(transfer!.body))).toMatchObject({ amount: '4200', currency: 'aud', destination: ACCOUNT, transfer_group: 'red-1' });
    expect(payoutRequest).toMatchObject({ method: 'POST', url: '/v1/payouts' });
    expect(payoutRequest!.headers['idempotency-key']).toBe('red-key-1:payout');
    expect(payoutRequest!.headers['stripe-account']).toBe(ACCOUNT);
    expect(Object.fromEntries(new URLSearchParams(payoutRequest!.body))).toMatchObject({ amount: '4200', currency: 'aud', destination: 'ba_1Double', 'metadata[reference]': 'red-1' });
  });

  it('makes one transfer and one payout at the double when the same key comes twice', async () => {
    const api = connectApi();
    const stripe = await provider(api.handler);
    const first = await stripe.createPayout(input);
    expect(await stripe.createPayout(input)).toEqual(first);
    expect(api.counts()).toEqual({ transfers: 1, payouts: 1 });
  });

  it('maps a failed payout to its reason: a closed account, a wrong name', async () => {
    const closed = await provider(connectApi({ payoutStatus: 'failed', failureCode: 'account_closed' }).handler);
    expect(await closed.getPayout('po_9')).toEqual({
      providerPayoutId: 'po_9',
      status: 'failed',
      amountCents: 4200,
      currency: 'AUD',
      failure: { code: 'account_closed', message: 'The bank account has been closed.', providerCode: 'account_closed' },
    });
    expect(double!.requests[0]!.headers['stripe-account']).toBe(ACCOUNT);
    await double!.close();
    const name = await provider(connectApi({ payoutStatus: 'failed', failureCode: 'incorrect_account_holder_name' }).handler);
    expect((await name.createPayout(input)).failure?.code).toBe('name_mismatch');
  });

  it('keeps the outcome open when the platform balance cannot cover the transfer yet', async () => {
    const broke = { status: 400, body: { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient funds in Stripe account.' } } };
    const stripe = await provider(connectApi({ transfer: broke }).handler);
    await expect(stripe.createPayout(input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'unavailable', retryable: true });
  });

  it('reports a timeout and a 5xx as retryable provider errors, a bad key as a request error', async () => {
    const slow = await provider(() => ({ status: 200, body: {}, delayMs: 500 }), { timeoutMs: 100 });
    await expect(slow.createPayout(input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
    await double!.close();
    const down = await provider(() => ({ status: 503, body: { error: { type: 'api_error', message: 'busy' } } }));
    await expect(down.getPayout('po_1')).rejects.toMatchObject({ name: 'ProviderError', kind: 'unavailable' });
    await double!.close();
    const denied = await provider(() => ({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }));
    await expect(denied.getPayout('po_1')).rejects.toMatchObject({ name: 'ProviderRequestError', kind: 'authentication' });
  });

  it('does not issue gift cards', async () => {
    const stripe = await provider(connectApi().handler);
    expect(stripe.methods).toEqual(['bank']);
    await expect(stripe.issueGiftCard()).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('verifies payout webhooks with the Connect secret and maps paid, failed and cancelled', async () => {
    const stripe = await provider(connectApi().handler);
    const event = (type: string, object: unknown) => JSON.stringify({ id: `evt_${type}`, object: 'event', type, account: ACCOUNT, created: 1_700_000_000, data: { object } });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => ({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) });

    const paid = event('payout.paid', payout('po_1', 4200, 'paid'));
    expect(await stripe.verifyPayoutWebhook(paid, sign(paid))).toMatchObject({ id: 'evt_payout.paid', type: 'payout.paid', providerPayoutId: 'po_1' });
    const failed = event('payout.failed', payout('po_2', 4200, 'failed', 'account_closed'));
    expect(await stripe.verifyPayoutWebhook(failed, sign(failed))).toMatchObject({ type: 'payout.failed', providerPayoutId: 'po_2', failure: { code: 'account_closed' } });
    const canceled = event('payout.canceled', payout('po_3', 4200, 'canceled'));
    expect(await stripe.verifyPayoutWebhook(canceled, sign(canceled))).toMatchObject({ type: 'payout.failed', failure: { code: 'processing_error' } });
    const other = event('payout.created', payout('po_4', 4200, 'pending'));
    expect(await stripe.verifyPayoutWebhook(other, sign(other))).toMatchObject({ type: 'other', providerType: 'payout.created' });

    await expect(stripe.verifyPayoutWebhook(paid, sign(paid, 'whsec_someone_else'))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.verifyPayoutWebhook(paid.replace('4200', '42000'), sign(paid))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(stripe.verifyPayoutWebhook(paid, {})).rejects.toBeInstanceOf(WebhookSignatureError);

    // Correctly signed, but with no event id to store it once by: refused, never accepted.
    const { id: _id, ...withoutId } = JSON.parse(paid) as Record<string, unknown>;
    for (const body of [JSON.stringify(withoutId), JSON.stringify({ ...withoutId, id: '' })]) {
      await expect(stripe.verifyPayoutWebhook(body, sign(body))).rejects.toBeInstanceOf(PayoutEventError);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PayoutEventError, type BankDestinationInput, type CreatePayoutInput } from '../payout-provider';
import { ProviderError, ProviderRequestError, WebhookSignatureError } from '../provider';
import { FaultInjector } from './faults';
import { SandboxPayoutProvider, type SandboxPayoutOptions } from './payouts';
import { signatureHeader } from './webhook-signature';
import type { WebhookDelivery } from './webhooks';

const SECRET = 'whsec_payout_test';

function sandbox(options: SandboxPayoutOptions = {}) {
  const delivered: WebhookDelivery[] = [];
  const provider = new SandboxPayoutProvider({
    sleep: async () => undefined,
    webhooks: { secret: SECRET, sender: async (d) => (delivered.push(d), { status: 200 }), backoffMs: 1 },
    ...options,
  });
  return { provider, delivered, types: () => delivered.map((d) => (JSON.parse(d.body) as { type: string }).type) };
}

const auBank = (accountNumber: string, key = `dest-${accountNumber}`): BankDestinationInput => ({
  idempotencyKey: key,
  accountHolderName: 'Ana Lima',
  bank: { country: 'AU', bsb: '062-000', accountNumber },
  currency: 'AUD',
});

const bankPayout = (destinationId: string, key = `payout-${destinationId}`, amountCents = 5000): CreatePayoutInput => ({
  idempotencyKey: key,
  amountCents,
  currency: 'AUD',
  destination: { kind: 'bank', destinationId },
  reference: 'red-1',
});

async function payTo(provider: SandboxPayoutProvider, accountNumber: string) {
  const { destinationId } = await provider.createBankDestination(auBank(accountNumber));
  return provider.createPayout(bankPayout(destinationId));
}

describe('sandbox bank destinations', () => {
  it('validates the details as the shared schema does and keeps only the last 4 digits', async () => {
    const { provider } = sandbox();
    const destination = await provider.createBankDestination(auBank('12345678', 'dest-a'));
    expect(destination).toEqual({ destinationId: expect.stringMatching(/^ba_sbx_/), last4: '5678' });
    const stored = await provider.store.findDestination(destination.destinationId);
    expect(JSON.stringify(stored)).not.toContain('12345678');
    const us = await provider.createBankDestination({
      idempotencyKey: 'us-1',
      accountHolderName: 'Ana Lima',
      bank: { country: 'US', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' },
      currency: 'USD',
    });
    expect(us.last4).toBe('6789');
  });

  it('refuses a bad routing checksum, a BSB of the wrong length and a currency of another market', async () => {
    const { provider } = sandbox();
    const bad = { country: 'US' as const, routingNumber: '110000001', accountNumber: '000123456789', accountType: 'checking' as const };
    await expect(provider.createBankDestination({ ...auBank('1'), bank: bad, currency: 'USD' })).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(provider.createBankDestination({ ...auBank('12345678'), bank: { country: 'AU', bsb: '06200', accountNumber: '12345678' } })).rejects.toThrow(
      /6-digit BSB/,
    );
    await expect(provider.createBankDestination({ ...auBank('12345678'), currency: 'USD' })).rejects.toThrow(/AUD, not USD/);
  });

  it('answers the first destination for a repeated key and refuses the key with other details', async () => {
    const { provider } = sandbox();
    const first = await provider.createBankDestination(auBank('12345678', 'k'));
    expect(await provider.createBankDestination(auBank('12345678', 'k'))).toEqual(first);
    await expect(provider.createBankDestination(auBank('87654321', 'k'))).rejects.toMatchObject({ name: 'ProviderRequestError', kind: 'idempotency_conflict' });
  });
});

describe('sandbox payouts: test accounts', () => {
  it('pays an ordinary account at once and sends payout.paid', async () => {
    const { provider, types } = sandbox();
    const result = await payTo(provider, '12345678');
    expect(result).toEqual({ providerPayoutId: expect.stringMatching(/^po_sbx_/), status: 'paid', amountCents: 5000, currency: 'AUD' });
    await provider.idle();
    expect(types()).toEqual(['payout.paid']);
  });

  it('fails an account ending 0000 as closed and one ending 1111 as a name mismatch, with payout.failed', async () => {
    const { provider, types } = sandbox();
    expect(await payTo(provider, '12340000')).toMatchObject({ status: 'failed', failure: { code: 'account_closed', message: 'The bank account is closed.' } });
    expect(await payTo(provider, '12341111')).toMatchObject({ status: 'failed', failure: { code: 'name_mismatch' } });
    await provider.idle();
    expect(types()).toEqual(['payout.failed', 'payout.failed']);
  });

  it('pays an account ending 2222, then returns it a little later by webhook', async () => {
    const { provider, types, delivered } = sandbox({ laterMs: 50 });
    const paid = await payTo(provider, '12342222');
    expect(paid.status).toBe('paid');
    await provider.idle();
    expect(types()).toEqual(['payout.paid', 'payout.returned']);
    const returned = await provider.verifyPayoutWebhook(delivered[1]!.body, delivered[1]!.headers);
    expect(returned).toMatchObject({ type: 'payout.returned', providerPayoutId: paid.providerPayoutId, failure: { code: 'account_closed' } });
    expect(await provider.getPayout(paid.providerPayoutId)).toMatchObject({ status: 'returned', failure: { code: 'account_closed' } });
  });

  it('leaves an account ending 3333 pending, then pays it a little later', async () => {
    const { provider, types } = sandbox();
    const pending = await payTo(provider, '12343333');
    expect(pending.status).toBe('pending');
    await provider.idle();
    expect(types()).toEqual(['payout.paid']);
    expect((await provider.getPayout(pending.providerPayoutId)).status).toBe('paid');
  });

  it('makes a change that came due while no timer ran (a restart) when the payout is read, once', async () => {
    let now = new Date('2026-11-26T10:00:00Z');
    const never = new Promise<void>(() => undefined);
    const { provider, types } = sandbox({ now: () => now, sleep: (ms) => (ms === 2000 ? never : Promise.resolve()) });
    const paid = await payTo(provider, '12342222');
    expect((await provider.getPayout(paid.providerPayoutId)).status).toBe('paid');
    now = new Date(now.getTime() + 2001);
    expect((await provider.getPayout(paid.providerPayoutId)).status).toBe('returned');
    expect((await provider.getPayout(paid.providerPayoutId)).status).toBe('returned');
    await provider.webhooks.idle();
    expect(types()).toEqual(['payout.paid', 'payout.returned']);
  });

  it('pays PayPal by email, fails closed@…, and refuses something that is not an email', async () => {
    const { provider } = sandbox();
    const paypal = (email: string, key: string): CreatePayoutInput => ({ idempotencyKey: key, amountCents: 980, currency: 'USD', destination: { kind: 'paypal', email }, reference: 'r' });
    expect(await provider.createPayout(paypal('ana@example.test', 'p1'))).toMatchObject({ status: 'paid', amountCents: 980, currency: 'USD' });
    expect(await provider.createPayout(paypal('closed@example.test', 'p2'))).toMatchObject({ status: 'failed', failure: { code: 'account_closed' } });
    await expect(provider.createPayout(paypal('not-an-email', 'p3'))).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('refuses an unknown destination, a zero or fractional amount and a currency the account does not take', async () => {
    const { provider } = sandbox();
    await expect(provider.createPayout(bankPayout('ba_sbx_nope'))).rejects.toMatchObject({ kind: 'not_found' });
    const { destinationId } = await provider.createBankDestination(auBank('12345678'));
    await expect(provider.createPayout(bankPayout(destinationId, 'z', 0))).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(provider.createPayout(bankPayout(destinationId, 'f', 10.5))).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(provider.createPayout({ ...bankPayout(destinationId, 'c'), currency: 'USD' })).rejects.toThrow(/takes AUD/);
  });
});

describe('sandbox payouts: exactly once', () => {
  it('answers the first payout for a repeated key, also for 50 at once, and refuses the key with another amount', async () => {
    const { provider, types } = sandbox();
    const { destinationId } = await provider.createBankDestination(auBank('12345678'));
    const results = await Promise.all(Array.from({ length: 50 }, () => provider.createPayout(bankPayout(destinationId, 'once'))));
    expect(new Set(results.map((r) => r.providerPayoutId)).size).toBe(1);
    expect(await provider.store.listPayouts()).toHaveLength(1);
    await expect(provider.createPayout(bankPayout(destinationId, 'once', 4999))).rejects.toMatchObject({ kind: 'idempotency_conflict' });
    await provider.idle();
    expect(types()).toEqual(['payout.paid']);
  });

  it('does the work before a timeout or a lost answer, so the retry with the same key finds it', async () => {
    const { provider } = sandbox();
    const { destinationId } = await provider.createBankDestination(auBank('12345678'));
    provider.faults.failNext('timeout');
    await expect(provider.createPayout(bankPayout(destinationId, 't'))).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
    provider.faults.failNext('lost_response');
    await expect(provider.createPayout(bankPayout(destinationId, 't'))).rejects.toMatchObject({ kind: 'network' });
    expect(await provider.store.listPayouts()).toHaveLength(1);
    expect((await provider.createPayout(bankPayout(destinationId, 't'))).status).toBe('paid');
    expect(await provider.store.listPayouts()).toHaveLength(1);
  });

  it('answers 503 before doing anything', async () => {
    const { provider } = sandbox();
    const { destinationId } = await provider.createBankDestination(auBank('12345678'));
    provider.faults.failNext('server_error');
    await expect(provider.createPayout(bankPayout(destinationId, 'u'))).rejects.toBeInstanceOf(ProviderError);
    expect(await provider.store.listPayouts()).toHaveLength(0);
    provider.faults.failNext('server_error');
    await expect(provider.createBankDestination(auBank('12345678', 'other'))).rejects.toMatchObject({ kind: 'unavailable', statusCode: 503 });
  });

  it('shares the payment sandbox knobs when given its injector', async () => {
    const shared = new FaultInjector();
    const { provider } = sandbox({ faults: shared });
    shared.configure({ serverErrorRate: 1 });
    await expect(provider.getGiftCard('gc_sbx_x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('sandbox gift cards', () => {
  it('issues a GG- code and a 6-digit PIN with the balance, once per key', async () => {
    const { provider } = sandbox();
    const input = { idempotencyKey: 'gift-1', amountCents: 7500, currency: 'USD' as const, reference: 'red-9' };
    const card = await provider.issueGiftCard(input);
    expect(card).toEqual({
      providerGiftCardId: expect.stringMatching(/^gc_sbx_/),
      status: 'issued',
      code: expect.stringMatching(/^GG-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/),
      pin: expect.stringMatching(/^\d{6}$/),
      balanceCents: 7500,
      currency: 'USD',
    });
    expect(await provider.issueGiftCard(input)).toEqual(card);
    expect(await provider.getGiftCard(card.providerGiftCardId)).toEqual(card);
    await expect(provider.issueGiftCard({ ...input, amountCents: 7400 })).rejects.toMatchObject({ kind: 'idempotency_conflict' });
    const other = await provider.issueGiftCard({ ...input, idempotencyKey: 'gift-2' });
    expect(other.code).not.toBe(card.code);
  });

  it('issues the card before a lost answer, so the retry shows the same code', async () => {
    const { provider } = sandbox();
    const input = { idempotencyKey: 'gift-lost', amountCents: 100, currency: 'AUD' as const, reference: 'r' };
    provider.faults.failNext('lost_response');
    await expect(provider.issueGiftCard(input)).rejects.toBeInstanceOf(ProviderError);
    const retried = await provider.issueGiftCard(input);
    expect(await provider.issueGiftCard(input)).toEqual(retried);
  });
});

describe('sandbox payout webhooks', () => {
  it('signs each delivery and retries a refusal, as its payment webhooks do', async () => {
    let calls = 0;
    const delivered: WebhookDelivery[] = [];
    const provider = new SandboxPayoutProvider({
      sleep: async () => undefined,
      webhooks: { secret: SECRET, backoffMs: 1, sender: async (d) => (delivered.push(d), { status: ++calls < 3 ? 500 : 204 }) },
    });
    const { destinationId } = await provider.createBankDestination(auBank('12340000'));
    const failed = await provider.createPayout(bankPayout(destinationId));
    await provider.idle();
    expect(delivered.map((d) => d.attempt)).toEqual([1, 2, 3]);
    const event = await provider.verifyPayoutWebhook(delivered[2]!.body, delivered[2]!.headers);
    expect(event).toMatchObject({ type: 'payout.failed', providerType: 'payout.failed', providerPayoutId: failed.providerPayoutId, failure: { code: 'account_closed' } });
  });

  it('refuses a wrong secret, a changed body, no header and an old signature', async () => {
    const { provider, delivered } = sandbox();
    await payTo(provider, '12345678');
    await provider.idle();
    const { body, headers } = delivered[0]!;
    await expect(provider.verifyPayoutWebhook(body, headers)).resolves.toMatchObject({ type: 'payout.paid' });
    const forged = { 'sandbox-signature': signatureHeader('whsec_someone_else', body, new Date()) };
    await expect(provider.verifyPayoutWebhook(body, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyPayoutWebhook(body.replace('5000', '50000'), headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyPayoutWebhook(body, {})).rejects.toBeInstanceOf(WebhookSignatureError);
    const old = { 'sandbox-signature': signatureHeader(SECRET, body, new Date(Date.now() - 10 * 60_000)) };
    await expect(provider.verifyPayoutWebhook(body, old)).rejects.toThrow(/tolerance/);
  });

  it('refuses a correctly signed event without an id', async () => {
    const { provider } = sandbox();
    for (const body of [JSON.stringify({ type: 'payout.paid', created: Date.now(), data: { id: 'po_sbx_x' } }), JSON.stringify({ id: '', type: 'payout.paid', created: Date.now(), data: {} })]) {
      const headers = { 'sandbox-signature': signatureHeader(SECRET, body, new Date()) };
      await expect(provider.verifyPayoutWebhook(body, headers)).rejects.toBeInstanceOf(PayoutEventError);
    }
  });
});

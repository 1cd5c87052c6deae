import { describe, expect, it } from 'vitest';
import { ProviderError, ProviderRequestError, type CreatePaymentInput } from '../provider';
import { SECURITY_DECLINE_MESSAGE, SLOW_PROVIDER_MS } from './decide-payment';
import { SandboxProvider } from './sandbox-provider';

const returnUrls = { success: 'https://app.test/done', failure: 'https://app.test/failed' };

async function cardToken(provider: SandboxProvider, number: string, name = 'Ada Lovelace'): Promise<string> {
  const result = await provider.tokenise({ number, expiryMonth: 12, expiryYear: 2099, cvc: number.replace(/\s/g, '').length === 15 ? '1234' : '123', name });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.tokenizedCard.token;
}

function input(token: string, overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    idempotencyKey: `key-${token}`,
    amountCents: 2500,
    currency: 'USD',
    source: { method: 'card', token },
    customer: { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' },
    returnUrls,
    ...overrides,
  };
}

async function succeededCharges(provider: SandboxProvider): Promise<number> {
  return (await provider.store.listPayments()).filter((p) => p.status === 'succeeded').length;
}

describe('sandbox test cards', () => {
  it('charges 4242 4242 4242 4242 and reports the card', async () => {
    const provider = new SandboxProvider();
    const result = await provider.createPayment(input(await cardToken(provider, '4242 4242 4242 4242')));
    expect(result).toMatchObject({ status: 'succeeded', amountCents: 2500, currency: 'USD', card: { scheme: 'VISA', last4: '4242' } });
  });

  it('declines 4000 0000 0000 0002 and refuses 9995 for insufficient funds', async () => {
    const provider = new SandboxProvider();
    const declined = await provider.createPayment(input(await cardToken(provider, '4000000000000002')));
    const poor = await provider.createPayment(input(await cardToken(provider, '4000000000009995')));
    expect(declined).toMatchObject({ status: 'failed', failure: { code: 'card_declined' } });
    expect(poor).toMatchObject({ status: 'failed', failure: { code: 'insufficient_funds' } });
    expect(await succeededCharges(provider)).toBe(0);
  });

  it('asks for 3-D Secure on 4000 0000 0000 3220 and settles once on Complete', async () => {
    const provider = new SandboxProvider({ pagesBaseUrl: '/sandbox-provider' });
    const result = await provider.createPayment(input(await cardToken(provider, '4000000000003220')));
    expect(result.status).toBe('requires_action');
    expect(result.action).toEqual({ type: '3ds', redirectUrl: `/sandbox-provider/3ds/${result.providerPaymentId}` });

    const back = await provider.answerThreeDs(result.providerPaymentId, 'complete');
    expect(back).toBe(`https://app.test/done?payment_id=${result.providerPaymentId}`);
    // A second click on Fail after Complete changes nothing.
    expect(await provider.answerThreeDs(result.providerPaymentId, 'fail')).toBe(back);
    expect((await provider.getPayment(result.providerPaymentId)).status).toBe('succeeded');
  });

  it('fails the payment when the 3-D Secure challenge fails', async () => {
    const provider = new SandboxProvider();
    const result = await provider.createPayment(input(await cardToken(provider, '4000000000003220')));
    const back = await provider.answerThreeDs(result.providerPaymentId, 'fail');
    expect(back).toBe(`https://app.test/failed?payment_id=${result.providerPaymentId}`);
    expect(await provider.completeAction({ providerPaymentId: result.providerPaymentId, idempotencyKey: 'k' })).toMatchObject({
      status: 'failed',
      failure: { code: 'authentication_failed' },
    });
  });

  it('charges American Express 3782 822463 10005', async () => {
    const provider = new SandboxProvider();
    const result = await provider.createPayment(input(await cardToken(provider, '3782 822463 10005')));
    expect(result).toMatchObject({ status: 'succeeded', card: { scheme: 'AMEX', last4: '0005' } });
  });

  it('forces the security decline by cardholder name or by an amount ending .13', async () => {
    const provider = new SandboxProvider();
    const byName = await provider.createPayment(input(await cardToken(provider, '4242424242424242', 'Security Decline')));
    const byAmount = await provider.createPayment(input(await cardToken(provider, '4242424242424242'), { amountCents: 1013 }));
    for (const result of [byName, byAmount]) {
      expect(result.status).toBe('failed');
      expect(result.failure?.code).toBe('security_decline');
      // SPEC §8 recognises this decline by these two fragments of the message.
      expect(result.failure?.message).toContain('security');
      expect(result.failure?.message).toContain('status code 400');
    }
    expect(byName.failure?.message).toBe(SECURITY_DECLINE_MESSAGE);
  });

  it('answers collection-suspended for the name COLLECTION SUSPENDED or an amount ending .14', async () => {
    const provider = new SandboxProvider();
    const byName = await provider.createPayment(input(await cardToken(provider, '4242424242424242', 'collection suspended')));
    const byAmount = await provider.createPayment(input(await cardToken(provider, '4242424242424242'), { amountCents: 514 }));
    expect(byName.failure).toEqual({ code: 'collection_suspended', message: 'collection-suspended' });
    expect(byAmount.failure?.message).toBe('collection-suspended');
  });

  it('fails an unknown or expired token without charging', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const provider = new SandboxProvider({ now: () => now });
    const token = await cardToken(provider, '4242424242424242');
    now = new Date('2030-01-01T00:16:00Z');
    const expired = await provider.createPayment(input(token));
    const unknown = await provider.createPayment(input('tok_sbx_nope'));
    expect(expired.failure?.code).toBe('invalid_token');
    expect(unknown.failure?.code).toBe('invalid_token');
  });
});

describe('sandbox wallets and PayPal', () => {
  it('pays with an Apple Pay token from the sheet and refuses a card token sent as a wallet token', async () => {
    const provider = new SandboxProvider();
    const walletToken = await provider.createWalletToken('apple_pay', '4242424242424242');
    expect(walletToken).toMatch(/^applepay_sbx_/);
    const paid = await provider.createPayment(input('x', { idempotencyKey: 'a', source: { method: 'apple_pay', walletToken: walletToken ?? '' } }));
    expect(paid.status).toBe('succeeded');
    const cardAsWallet = await provider.createPayment(
      input('x', { idempotencyKey: 'b', source: { method: 'google_pay', walletToken: await cardToken(provider, '4242424242424242') } }),
    );
    expect(cardAsWallet.failure?.code).toBe('invalid_token');
  });

  it('switches wallet availability off and on', async () => {
    const provider = new SandboxProvider({ wallets: { applePay: false } });
    expect(provider.clientConfig().wallets).toEqual({ applePay: false, googlePay: true });
    expect(await provider.createWalletToken('apple_pay', '4242424242424242')).toBeUndefined();
    provider.setWalletAvailability({ applePay: true, googlePay: false });
    expect(provider.clientConfig().wallets).toEqual({ applePay: true, googlePay: false });
    expect(await provider.createWalletToken('google_pay', '4242424242424242')).toBeUndefined();
    expect(await provider.createWalletToken('apple_pay', '4242424242424242')).toBeDefined();
  });

  it('declines a Google Pay payment made with the declined wallet card', async () => {
    const provider = new SandboxProvider();
    const walletToken = (await provider.createWalletToken('google_pay', '4000000000000002')) ?? '';
    const result = await provider.createPayment(input('x', { source: { method: 'google_pay', walletToken } }));
    expect(result.failure?.code).toBe('card_declined');
  });

  it('needs PayPal approval, then captures once on completeAction', async () => {
    const provider = new SandboxProvider({ pagesBaseUrl: 'http://localhost:3000/sandbox-provider' });
    const created = await provider.createPayment(input('x', { source: { method: 'paypal' } }));
    expect(created.action).toEqual({ type: 'approval', redirectUrl: `http://localhost:3000/sandbox-provider/paypal/approve/${created.providerPaymentId}` });

    const notYet = await provider.completeAction({ providerPaymentId: created.providerPaymentId, idempotencyKey: 'c' });
    expect(notYet.status).toBe('requires_action');

    expect(await provider.answerPayPal(created.providerPaymentId, 'approve')).toBe(`https://app.test/done?payment_id=${created.providerPaymentId}`);
    const [first, second] = await Promise.all([
      provider.completeAction({ providerPaymentId: created.providerPaymentId, idempotencyKey: 'c' }),
      provider.completeAction({ providerPaymentId: created.providerPaymentId, idempotencyKey: 'c' }),
    ]);
    expect(first.status).toBe('succeeded');
    expect(second.status).toBe('succeeded');
    const succeededEvents = (await provider.store.listEvents()).filter((e) => e.type === 'payment.succeeded');
    expect(succeededEvents).toHaveLength(1);
  });

  it('returns a cancelled PayPal approval to the cancel URL and fails the payment', async () => {
    const provider = new SandboxProvider();
    const created = await provider.createPayment(
      input('x', { source: { method: 'paypal' }, returnUrls: { ...returnUrls, cancel: 'https://app.test/cancelled' } }),
    );
    expect(await provider.answerPayPal(created.providerPaymentId, 'cancel')).toBe(`https://app.test/cancelled?payment_id=${created.providerPaymentId}`);
    expect((await provider.getPayment(created.providerPaymentId)).failure?.code).toBe('approval_cancelled');
  });
});

describe('sandbox idempotency and faults', () => {
  it('charges once for 200 concurrent calls with one key, and all callers see the same payment', async () => {
    const provider = new SandboxProvider({ faults: { latencyMs: 5 } });
    const token = await cardToken(provider, '4242424242424242');
    const results = await Promise.all(Array.from({ length: 200 }, () => provider.createPayment(input(token, { idempotencyKey: 'same' }))));
    expect(new Set(results.map((r) => r.providerPaymentId)).size).toBe(1);
    expect(results.every((r) => r.status === 'succeeded')).toBe(true);
    expect(await succeededCharges(provider)).toBe(1);
    expect((await provider.store.listEvents()).filter((e) => e.type === 'payment.succeeded')).toHaveLength(1);
  });

  it('refuses the same key for a different amount', async () => {
    const provider = new SandboxProvider();
    const token = await cardToken(provider, '4242424242424242');
    await provider.createPayment(input(token, { idempotencyKey: 'k1' }));
    await expect(provider.createPayment(input(token, { idempotencyKey: 'k1', amountCents: 9900 }))).rejects.toMatchObject({
      kind: 'idempotency_conflict',
    });
    await expect(provider.createPayment(input(token, { idempotencyKey: 'k1', amountCents: 9900 }))).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('after a timeout, a retry with the same key returns the charge that happened, and charges once', async () => {
    const provider = new SandboxProvider({ faults: { timeoutMs: 20 } });
    const token = await cardToken(provider, '4242424242424242');
    provider.faults.failNext('timeout');
    const started = Date.now();
    const first = await provider.createPayment(input(token, { idempotencyKey: 't' })).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ProviderError);
    expect((first as ProviderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(await succeededCharges(provider)).toBe(1);

    const retry = await provider.createPayment(input(token, { idempotencyKey: 't' }));
    expect(retry.status).toBe('succeeded');
    expect(await succeededCharges(provider)).toBe(1);
  });

  it('after a lost response, a retry with the same key charges once', async () => {
    const provider = new SandboxProvider();
    const token = await cardToken(provider, '4242424242424242');
    provider.faults.failNext('lost_response');
    await expect(provider.createPayment(input(token, { idempotencyKey: 'l' }))).rejects.toMatchObject({ kind: 'network', retryable: true });
    const retry = await provider.createPayment(input(token, { idempotencyKey: 'l' }));
    expect(retry.status).toBe('succeeded');
    expect(await succeededCharges(provider)).toBe(1);
  });

  it('answers 503 without charging, and the retry charges', async () => {
    const provider = new SandboxProvider();
    const token = await cardToken(provider, '4242424242424242');
    provider.faults.failNext('server_error');
    await expect(provider.createPayment(input(token, { idempotencyKey: 's' }))).rejects.toMatchObject({ kind: 'unavailable', statusCode: 503 });
    expect(await provider.store.listPayments()).toHaveLength(0);
    expect((await provider.createPayment(input(token, { idempotencyKey: 's' }))).status).toBe('succeeded');
  });

  it('fails rates of calls with 5xx when configured', async () => {
    const provider = new SandboxProvider({ faults: { serverErrorRate: 1 } });
    await expect(provider.getPayment('pay_sbx_x')).rejects.toMatchObject({ kind: 'unavailable' });
    provider.faults.reset();
    await expect(provider.getPayment('pay_sbx_x')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('adds the configured latency', async () => {
    const slept: number[] = [];
    const provider = new SandboxProvider({ faults: { latencyMs: 250 }, sleep: async (ms) => void slept.push(ms) });
    await provider.createPayment(input(await cardToken(provider, '4242424242424242')));
    expect(slept).toContain(250);
  });

  it('keeps a payment by SLOW PROVIDER waiting before it charges, and no other payment', async () => {
    const slept: number[] = [];
    const provider = new SandboxProvider({ sleep: async (ms) => void slept.push(ms) });
    const quick = await provider.createPayment(input(await cardToken(provider, '4242424242424242')));
    expect(slept).toEqual([]);
    const slow = await provider.createPayment(input(await cardToken(provider, '4242424242424242', 'Slow Provider')));
    expect(slept).toEqual([SLOW_PROVIDER_MS]);
    expect([quick.status, slow.status]).toEqual(['succeeded', 'succeeded']);
  });
});

describe('sandbox refunds', () => {
  it('refunds partly then fully, once per key, never more than was paid', async () => {
    const provider = new SandboxProvider();
    const paid = await provider.createPayment(input(await cardToken(provider, '4242424242424242')));
    const part = await provider.refund({ providerPaymentId: paid.providerPaymentId, idempotencyKey: 'r1', amountCents: 1000 });
    const again = await provider.refund({ providerPaymentId: paid.providerPaymentId, idempotencyKey: 'r1', amountCents: 1000 });
    expect(again.providerRefundId).toBe(part.providerRefundId);
    expect((await provider.getPayment(paid.providerPaymentId)).status).toBe('succeeded');
    const tooMuch = await provider.refund({ providerPaymentId: paid.providerPaymentId, idempotencyKey: 'r2', amountCents: 2000 });
    expect(tooMuch.status).toBe('failed');
    const rest = await provider.refund({ providerPaymentId: paid.providerPaymentId, idempotencyKey: 'r3' });
    expect(rest).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    expect((await provider.getPayment(paid.providerPaymentId)).status).toBe('refunded');
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { payments } from '../../db/schema/payments';
import { AU, US } from '../../../test/demo-guids';
import { signUpOrganiser } from '../../../test/organiser-session';
import { CHECKOUT_TEST_TOKENS, STRIPE_TEST_METHODS } from '../../../test/provider-doubles';
import { CKO_WEBHOOK_SECRET, useRealProviderDoubles } from '../../../test/real-provider-doubles';
import { collectionFigures, pay, paymentBody, usePaymentsApp } from '../../../test/payments-app';
import { giveCollectionTo, refund } from '../../../test/refund-fixtures';

/*
 * The checkout routes end to end with the real adapters (official SDKs) configured from keys and
 * pointed at local HTTP doubles of Stripe, Checkout.com and PayPal: what the sandbox tests prove
 * for the ledger, proven again through each provider's wire format.
 */

// Called before usePaymentsApp, so the doubles listen before the app reads its config.
const { config, double } = useRealProviderDoubles();
const t = usePaymentsApp({}, config);

async function contribute(guid: string, net: number, token: string | undefined, url = '/api/checkout/ProcessCheckout', key = randomUUID()) {
  const app = t.app();
  const { collectionId } = await collectionFigures(app, guid);
  const extra = token ? { checkOutToken: token } : {};
  const first = await pay(app, url, paymentBody(collectionId, { net }, extra), key);
  if (first.statusCode !== 422) return { res: first, key };
  // Collections that charge the fee on top: pay the server's quote (with a fresh key: the first attempt was refused).
  const { quote } = (first.json() as { error: { details: { quote: { fee: number } } } }).error.details;
  const retryKey = randomUUID();
  return { res: await pay(app, url, paymentBody(collectionId, { net, fee: quote.fee }, extra), retryKey), key: retryKey };
}

async function receiptsFor(paymentGuid: string) {
  return t.db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `receipt:${paymentGuid}`));
}

async function ledgerRow(paymentGuid: string) {
  const [row] = await t.db().select().from(payments).where(eq(payments.guid, paymentGuid));
  return row;
}

/** Follows our own return URL the way the payer's browser does after the provider's page. */
async function followReturn(app: FastifyInstance, absolute: string, extra: Record<string, string>) {
  const url = new URL(absolute);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

describe.each([
  { name: 'Stripe', market: US, provider: 'stripe' as const, header: 'idempotency-key', tokens: STRIPE_TEST_METHODS, returnParam: 'payment_intent' },
  { name: 'Checkout.com', market: AU, provider: 'checkout' as const, header: 'cko-idempotency-key', tokens: CHECKOUT_TEST_TOKENS, returnParam: 'cko-session-id' },
])('ProcessCheckout with $name', ({ market, provider, header, tokens, returnParam }) => {
  const paymentPath = provider === 'stripe' ? /^\/v1\/payment_intents$/ : /^\/payments$/;

  it('charges once with the idempotency key passed through, counts once and queues the receipt', async () => {
    const app = t.app();
    const before = await collectionFigures(app, market(1));
    const { res, key } = await contribute(market(1), 2500, tokens.success);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { successCode: number; success: boolean; message: string; invoiceNumber: string };
    expect(answer).toMatchObject({ successCode: 10000, success: true, threeDsRequired: false });
    expect(answer.invoiceNumber).toMatch(/^INV-/);
    const sent = double(provider).requestsTo('POST', paymentPath).filter((r) => r.headers[header] === key);
    expect(sent).toHaveLength(1);

    const after = await collectionFigures(app, market(1));
    expect(after.soFarCollected).toBe(before.soFarCollected + 2500);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    expect(await receiptsFor(answer.message)).toHaveLength(1);

    // The browser retries the same attempt: the first outcome, no second charge, no second count.
    const { collectionId } = await collectionFigures(app, market(1));
    const row = await ledgerRow(answer.message);
    const retry = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net: row!.netCents, fee: row!.feeCents }, { checkOutToken: tokens.success }), key);
    expect(retry.json()).toMatchObject({ success: true, invoiceNumber: answer.invoiceNumber });
    expect(double(provider).requestsTo('POST', paymentPath).filter((r) => r.headers[header] === key)).toHaveLength(1);
    expect(await collectionFigures(app, market(1))).toEqual(after);
    expect(await receiptsFor(answer.message)).toHaveLength(1);
    await t.expectLedgerBalanced();
  });

  it('takes the card brand from the provider: an American Express card sent as a card is refused with the Amex quote, then charged its own fee', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, market(3));
    // Demo fee tables on $20.00: US cards 88c, Amex $1.00; AU cards 65c, Amex 88c.
    const fees = provider === 'stripe' ? { card: 88, amex: 100 } : { card: 65, amex: 88 };
    const key = randomUUID();
    const claimed = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net: 2000, fee: fees.card }, { checkOutToken: tokens.amex }), key);
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json().error).toMatchObject({
      code: 'amount_mismatch',
      details: { reason: 'card_brand', paymentMethod: 2, quote: { subtotal: 2000, fee: fees.amex, total: 2000 + fees.amex } },
    });
    // Refused before the charge: the provider was only asked about the card.
    expect(double(provider).requestsTo('POST', paymentPath).filter((r) => r.headers[header] === key)).toEqual([]);

    const amexKey = randomUUID();
    const paid = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net: 2000, fee: fees.amex }, { checkOutToken: tokens.amex, paymentMethod: 2 }), amexKey);
    expect(paid.statusCode, paid.body).toBe(200);
    const sent = double(provider).requestsTo('POST', paymentPath).filter((r) => r.headers[header] === amexKey);
    expect(sent).toHaveLength(1);
    const charged = provider === 'stripe' ? Number(new URLSearchParams(sent[0]!.body).get('amount')) : (JSON.parse(sent[0]!.body) as { amount: number }).amount;
    expect(charged).toBe(2000 + fees.amex);
    expect(await ledgerRow((paid.json() as { message: string }).message)).toMatchObject({ paymentMethod: 2, feeCents: fees.amex });
  });

  it('answers a decline with the payment-declined envelope and counts nothing', async () => {
    const app = t.app();
    const before = await collectionFigures(app, market(3));
    const { res } = await contribute(market(3), 1800, tokens.decline);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: { code: 'payment_declined' } });
    expect(await collectionFigures(app, market(3))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('asks for 3-D Secure, and the return settles it once', async () => {
    const app = t.app();
    const before = await collectionFigures(app, market(12));
    const { res } = await contribute(market(12), 3000, tokens.threeDs);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { threeDsRequired: boolean; threeDsredirectUrl: string };
    expect(answer).toMatchObject({ success: false, threeDsRequired: true });
    expect(answer.threeDsredirectUrl).toMatch(/^https:\/\//);
    expect(await collectionFigures(app, market(12))).toEqual(before);

    // The provider knows our return URL; the bank's page sends the payer there once they pass.
    const created = double(provider).requestsTo('POST', paymentPath).at(-1)!;
    const returnUrl = provider === 'stripe' ? new URLSearchParams(created.body).get('return_url')! : (JSON.parse(created.body) as { success_url: string }).success_url;
    const providerId = new URL(answer.threeDsredirectUrl).searchParams.get('payment_intent') ?? answer.threeDsredirectUrl.split('/').at(-1)!;
    double(provider).completeAction(providerId);
    const back = await followReturn(app, returnUrl, { [returnParam]: providerId });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(new RegExp(`^/contribute/${market(12)}/payment-successful\\?channel=card&payment=[0-9a-f-]{36}$`));
    // The result page reads the outcome it records in the browser's payment state.
    const paymentGuid = new URL(String(back.headers.location), 'http://app.test').searchParams.get('payment')!;
    const status = await app.inject({ method: 'GET', url: `/api/checkout/payment-status?payment=${paymentGuid}` });
    expect(status.json()).toMatchObject({ paymentId: paymentGuid, collectionGuid: market(12), paymentSuccessful: true, status: 'succeeded', invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(Date.parse((status.json() as { paymentDate: string }).paymentDate)).not.toBeNaN();
    expect((await app.inject({ method: 'GET', url: `/api/checkout/payment-status?payment=${randomUUID()}` })).statusCode).toBe(404);
    const after = await collectionFigures(app, market(12));
    expect(after.soFarCollected).toBe(before.soFarCollected + 3000);
    // A second visit of the return URL changes nothing.
    expect((await followReturn(app, returnUrl, { [returnParam]: providerId })).headers.location).toContain('payment-successful');
    expect(await collectionFigures(app, market(12))).toEqual(after);
    await t.expectLedgerBalanced();
  });

  it('sends a failed challenge to payment-failed', async () => {
    const app = t.app();
    const before = await collectionFigures(app, market(13));
    const { res } = await contribute(market(13), 1200, tokens.threeDs);
    const answer = res.json() as { threeDsredirectUrl: string };
    const created = double(provider).requestsTo('POST', paymentPath).at(-1)!;
    const returnUrl = provider === 'stripe' ? new URLSearchParams(created.body).get('return_url')! : (JSON.parse(created.body) as { failure_url: string }).failure_url;
    const providerId = new URL(answer.threeDsredirectUrl).searchParams.get('payment_intent') ?? answer.threeDsredirectUrl.split('/').at(-1)!;
    double(provider).completeAction(providerId, 'fail');
    const back = await followReturn(app, returnUrl, { [returnParam]: providerId });
    expect(back.headers.location).toBe(`/contribute/${market(13)}/payment-failed?channel=card`);
    expect(await collectionFigures(app, market(13))).toEqual(before);
  });

  it('refunds through the provider with a derived idempotency key, once', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), market(14), owner.organiser.id);
    const before = await collectionFigures(app, market(14));
    const { res } = await contribute(market(14), 4000, tokens.success);
    const paymentGuid = (res.json() as { message: string }).message;
    const refundPathRe = provider === 'stripe' ? /^\/v1\/refunds$/ : /^\/payments\/[^/]+\/refunds$/;

    const first = await refund(app, paymentGuid, owner.headers);
    expect(first.statusCode).toBe(200);
    const again = await refund(app, paymentGuid, owner.headers);
    const refunds = double(provider).requestsTo('POST', refundPathRe);
    const row = await ledgerRow(paymentGuid);
    expect(refunds.at(-1)!.headers[header]).toBe(`${row!.idempotencyKey}:refund`);

    if (provider === 'stripe') {
      // Stripe refunds cards at once: the figures drop in the refund's own transaction.
      expect(first.json()).toMatchObject({ status: 'refunded', collection: { soFarCollected: before.soFarCollected } });
      expect(again.json()).toMatchObject({ status: 'refunded' });
      expect(refunds).toHaveLength(1);
    } else {
      // Checkout.com refunds asynchronously: pending until its signed payment_refunded webhook.
      expect(first.json()).toMatchObject({ status: 'pending' });
      expect(row!.status).toBe('succeeded');
      const event = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment_refunded', created_on: new Date().toISOString(), data: { id: row!.providerReference } });
      const signature = createHmac('sha256', CKO_WEBHOOK_SECRET).update(event).digest('hex');
      const hook = await app.inject({ method: 'POST', url: '/api/webhooks/checkout', headers: { 'content-type': 'application/json', 'cko-signature': signature }, payload: event });
      expect(hook.statusCode).toBe(200);
      await t.settleWebhooks();
      expect((await ledgerRow(paymentGuid))!.status).toBe('refunded');
      expect((await refund(app, paymentGuid, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    }
    expect(await collectionFigures(app, market(14))).toEqual(before);
    await t.expectLedgerBalanced();
  });
});

describe('ProcessPayPal with PayPal', () => {
  it('creates the order with PayPal-Request-Id, captures on return once, and refunds the capture', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(2), owner.organiser.id);
    const before = await collectionFigures(app, US(2));
    const { res, key } = await contribute(US(2), 2200, undefined, '/api/paypal/ProcessPayPal');
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { paypalApprovalUrl: string; success: boolean };
    expect(answer.success).toBe(false);
    expect(answer.paypalApprovalUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=ORDER/);
    const created = double('paypal').requestsTo('POST', /^\/v2\/checkout\/orders$/).filter((r) => r.headers['paypal-request-id'] === key);
    expect(created).toHaveLength(1);
    const orderId = new URL(answer.paypalApprovalUrl).searchParams.get('token')!;
    const returnUrl = (JSON.parse(created[0]!.body) as { payment_source: { paypal: { experience_context: { return_url: string } } } }).payment_source.paypal.experience_context.return_url;

    double('paypal').completeAction(orderId);
    const back = await followReturn(app, returnUrl, { token: orderId, PayerID: 'PAYER1' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(new RegExp(`^/contribute/${US(2)}/payment-successful\\?channel=paypal`));
    const captures = double('paypal').requestsTo('POST', /\/capture$/);
    expect(captures.at(-1)!.headers['paypal-request-id']).toBe(`${key}:complete`);
    const after = await collectionFigures(app, US(2));
    expect(after.soFarCollected).toBe(before.soFarCollected + 2200);
    await followReturn(app, returnUrl, { token: orderId, PayerID: 'PAYER1' });
    expect(await collectionFigures(app, US(2))).toEqual(after);

    const paymentGuid = new URL(returnUrl).searchParams.get('payment')!;
    expect(await receiptsFor(paymentGuid)).toHaveLength(1);
    const refunded = await refund(app, paymentGuid, owner.headers);
    expect(refunded.json()).toMatchObject({ status: 'refunded' });
    expect(double('paypal').requestsTo('POST', /\/refund$/).at(-1)!.headers['paypal-request-id']).toBe(`${key}:refund`);
    expect(await collectionFigures(app, US(2))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('a cancelled approval fails the attempt and counts nothing', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(4));
    const { res, key } = await contribute(US(4), 1000, undefined, '/api/paypal/ProcessPayPal');
    expect(res.statusCode).toBe(200);
    const created = double('paypal').requestsTo('POST', /^\/v2\/checkout\/orders$/).find((r) => r.headers['paypal-request-id'] === key)!;
    const cancelUrl = (JSON.parse(created.body) as { payment_source: { paypal: { experience_context: { cancel_url: string } } } }).payment_source.paypal.experience_context.cancel_url;
    const back = await followReturn(app, cancelUrl, {});
    expect(back.headers.location).toBe(`/contribute/${US(4)}/payment-failed?channel=paypal`);
    expect(await collectionFigures(app, US(4))).toEqual(before);
  });
});

describe('webhooks of the real providers', () => {
  it('refuses a bad signature with 400 and stores nothing', async () => {
    const app = t.app();
    const count = async () => Number(((await t.db().execute(sql`select count(*)::int as n from provider_webhook_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const stored = await count();
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_captured', data: { id: 'pay_double_1' } });
    const cases = [
      { url: '/api/webhooks/stripe', headers: { 'stripe-signature': 't=1700000000,v1=00ff' } },
      { url: '/api/webhooks/checkout', headers: { 'cko-signature': 'ab'.repeat(32) } },
      { url: '/api/webhooks/paypal', headers: { 'paypal-auth-algo': 'SHA256withRSA', 'paypal-cert-url': 'https://api.sandbox.paypal.com/cert', 'paypal-transmission-id': 'x', 'paypal-transmission-sig': 'forged', 'paypal-transmission-time': new Date().toISOString() } },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: 'POST', url: c.url, headers: { 'content-type': 'application/json', ...c.headers }, payload: body });
      expect(res.statusCode, c.url).toBe(400);
    }
    expect(await count()).toBe(stored);
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { PAYMENT_PROVIDER } from '@groupgift/domain';
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { disputes } from '../../db/schema/disputes';
import { DEMO_FEE_TABLES } from '../../db/seed/demo-fees';
import { ledgerEntries } from '../../db/schema/money-out';
import { balanceMismatches } from '../../services/ledger/ledger-check';
import { paymentRow } from '../../../test/ledger-fixtures';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser } from '../../../test/organiser-session';
import { collectionFigures, pay, paymentBody, usePaymentsApp } from '../../../test/payments-app';
import { CHECKOUT_TEST_TOKENS, STRIPE_TEST_METHODS } from '../../../test/provider-doubles';
import { CKO_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET, useRealProviderDoubles } from '../../../test/real-provider-doubles';

/*
 * Each real adapter's dispute events, signed as the provider signs them, through the webhook route to the
 * ledger (decision 136): the app runs Stripe, Checkout.com and PayPal against local doubles, a
 * contribution is paid through each, and its dispute is opened and resolved by the provider's own events.
 */

const { config, double } = useRealProviderDoubles();
const t = usePaymentsApp({}, config);

async function cardContribution(collectionGuid: string, net: number, token: string): Promise<string> {
  const app = t.app();
  const { collectionId } = await collectionFigures(app, collectionGuid);
  let res = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net }, { checkOutToken: token }));
  if (res.statusCode === 422) {
    const fee = (res.json() as { error: { details: { quote: { fee: number } } } }).error.details.quote.fee;
    res = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net, fee }, { checkOutToken: token }));
  }
  expect(res.json(), res.body).toMatchObject({ success: true });
  return (res.json() as { message: string }).message;
}

async function post(url: string, headers: Record<string, string>, body: string) {
  const res = await t.app().inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  await t.settleWebhooks();
}

const disputeEntries = async (collectionId: number) =>
  (await t.db().select().from(ledgerEntries).where(eq(ledgerEntries.collectionId, collectionId)).orderBy(asc(ledgerEntries.id)))
    .filter((e) => e.disputeId !== null)
    .map((e) => [e.kind, e.amountCents] as const);

describe('provider dispute events through the webhook route', () => {
  it('Stripe: charge.dispute.created holds what the balance has of the share and Stripe’s fee; charge.dispute.closed (lost) books the chargeback, the platform covers the rest', async () => {
    const owner = await signUpOrganiser(t.app());
    const collection = await createOwnedCollection(t.db(), owner.organiser.id, { paymentGateways: [{ gateway: PAYMENT_PROVIDER.STRIPE }], charityName: null, charityPercentage: 0 });
    const guid = await cardContribution(collection.guid, 5_000, STRIPE_TEST_METHODS.success);
    const payment = await paymentRow(t.db(), guid);
    expect(payment.providerReference).toMatch(/^pi_/);
    const object = (status: string) => ({
      id: 'dp_double_1',
      object: 'dispute',
      amount: 5_000,
      currency: 'usd',
      charge: 'ch_double_1',
      payment_intent: payment.providerReference,
      reason: 'product_not_received',
      status,
      balance_transactions: [{ id: 'txn_1', object: 'balance_transaction', amount: -5_000, fee: 1_500, currency: 'usd', reporting_category: 'dispute' }],
      metadata: {},
      livemode: false,
      created: 1_764_236_000,
    });
    const send = (id: string, type: string, status: string) => {
      const payload = JSON.stringify({ id, object: 'event', type, created: 1_764_236_100, livemode: false, data: { object: object(status) } });
      return post('/api/webhooks/stripe', { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }) }, payload);
    };
    await send('evt_dispute_created', 'charge.dispute.created', 'needs_response');
    // The absorbed card fee ($0.30 + 2.9 % = $1.75) already came off: $48.25 is all there is to hold.
    expect(await disputeEntries(collection.id)).toEqual([['dispute_hold', -4_825]]);
    await send('evt_dispute_closed', 'charge.dispute.closed', 'lost');
    expect(await disputeEntries(collection.id)).toEqual([
      ['dispute_hold', -4_825],
      ['dispute_release', 4_825],
      ['chargeback', -5_000],
      ['dispute_fee', -1_500],
      ['platform_receivable', 1_675],
    ]);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });

  it('Checkout.com: dispute_received then dispute_won holds and releases', async () => {
    const owner = await signUpOrganiser(t.app());
    const collection = await createOwnedCollection(t.db(), owner.organiser.id, {
      market: 'AU',
      paymentGateways: [{ gateway: PAYMENT_PROVIDER.CHECKOUT }],
      pricing: DEMO_FEE_TABLES.AU,
      charityName: null,
      charityPercentage: 0,
    });
    const first = await cardContribution(collection.guid, 4_000, CHECKOUT_TEST_TOKENS.success);
    await cardContribution(collection.guid, 4_000, CHECKOUT_TEST_TOKENS.success);
    const payment = await paymentRow(t.db(), first);
    expect(payment.providerReference).toMatch(/^pay_/);
    const send = (type: string) => {
      const raw = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type,
        version: '1.0.0',
        created_on: new Date().toISOString(),
        data: { id: 'dsp_double_1', category: 'fraudulent', reason_code: '10.4', amount: 4_000, currency: 'AUD', payment_id: payment.providerReference, payment_reference: first },
      });
      return post('/api/webhooks/checkout', { 'cko-signature': createHmac('sha256', CKO_WEBHOOK_SECRET).update(raw).digest('hex') }, raw);
    };
    await send('dispute_received');
    expect(await disputeEntries(collection.id)).toEqual([['dispute_hold', -4_000]]);
    await send('dispute_evidence_submitted');
    await send('dispute_won');
    expect(await disputeEntries(collection.id)).toEqual([
      ['dispute_hold', -4_000],
      ['dispute_release', 4_000],
    ]);
    expect((await t.db().select().from(disputes).where(eq(disputes.collectionId, collection.id)))[0]).toMatchObject({ status: 'won', provider: 1 });
    expect(await balanceMismatches(t.db())).toEqual([]);
  });

  it('PayPal: CUSTOMER.DISPUTE.CREATED finds the payment by the invoice id we sent; RESOLVED in the buyer’s favour is lost', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    const collection = await createOwnedCollection(t.db(), owner.organiser.id, { paymentGateways: [{ gateway: PAYMENT_PROVIDER.PAYPAL }], charityName: null, charityPercentage: 0 });
    const { collectionId } = await collectionFigures(app, collection.guid);
    let res = await pay(app, '/api/paypal/ProcessPayPal', paymentBody(collectionId, { net: 3_000 }, { paymentMethod: 3 }));
    if (res.statusCode === 422) {
      const fee = (res.json() as { error: { details: { quote: { fee: number } } } }).error.details.quote.fee;
      res = await pay(app, '/api/paypal/ProcessPayPal', paymentBody(collectionId, { net: 3_000, fee }, { paymentMethod: 3 }));
    }
    const answer = res.json() as { paypalApprovalUrl: string };
    const orderId = new URL(answer.paypalApprovalUrl).searchParams.get('token')!;
    const created = double('paypal').requestsTo('POST', /^\/v2\/checkout\/orders$/).at(-1)!;
    const returnUrl = new URL((JSON.parse(created.body) as { payment_source: { paypal: { experience_context: { return_url: string } } } }).payment_source.paypal.experience_context.return_url);
    double('paypal').completeAction(orderId);
    const back = await app.inject({ method: 'GET', url: `${returnUrl.pathname}${returnUrl.search}&token=${orderId}&PayerID=PAYER1` });
    expect(back.statusCode).toBe(302);
    const paymentGuid = returnUrl.searchParams.get('payment')!;
    expect((await paymentRow(t.db(), paymentGuid)).status).toBe('succeeded');

    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': randomUUID(),
      'paypal-transmission-sig': 'good-signature',
      'paypal-transmission-time': new Date().toISOString(),
    };
    const send = (eventType: string, status: string, outcome?: string) =>
      post(
        '/api/webhooks/paypal',
        headers,
        JSON.stringify({
          id: `WH-${randomUUID()}`,
          create_time: new Date().toISOString(),
          resource_type: 'dispute',
          event_type: eventType,
          resource: {
            dispute_id: 'PP-D-double-1',
            disputed_transactions: [{ seller_transaction_id: 'CAPTURE-1', gross_amount: { currency_code: 'USD', value: '30.00' }, invoice_number: paymentGuid }],
            reason: 'UNAUTHORISED',
            status,
            dispute_amount: { currency_code: 'USD', value: '30.00' },
            ...(outcome ? { dispute_outcome: { outcome_code: outcome } } : {}),
            dispute_life_cycle_stage: 'CHARGEBACK',
          },
        }),
      );
    await send('CUSTOMER.DISPUTE.CREATED', 'OPEN');
    const [held] = await disputeEntries(collection.id);
    expect(held?.[0]).toBe('dispute_hold');
    await send('CUSTOMER.DISPUTE.RESOLVED', 'RESOLVED', 'RESOLVED_BUYER_FAVOUR');
    const kinds = (await disputeEntries(collection.id)).map(([kind]) => kind);
    expect(kinds).toEqual(['dispute_hold', 'dispute_release', 'chargeback', ...kinds.slice(3)]);
    expect((await t.db().select().from(disputes).where(eq(disputes.collectionId, collection.id)))[0]).toMatchObject({ status: 'lost', provider: 3, shareCents: 3_000 });
    expect(await balanceMismatches(t.db())).toEqual([]);
  });
});

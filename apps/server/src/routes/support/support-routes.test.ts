import { randomUUID } from 'node:crypto';
import { SUPPORT_PATHS, supportPath } from '@groupgift/domain';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deliveredCard } from '../../../test/delivered-card';
import { UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import { TEST_CARDS, collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { setOperatorRole } from '../../db/repositories/operators-repository';
import { collections } from '../../db/schema/collections';
import { deliveries } from '../../db/schema/deliveries';
import { emailOutbox } from '../../db/schema/email-outbox';
import { redemptions } from '../../db/schema/money-out';
import { payments } from '../../db/schema/payments';
import { supportAudit } from '../../db/schema/support-audit';
import { listSupportRoutes } from '../../plugins/auth';

/*
 * The support console's API (issue 35, decisions 155 and 156): who may use it, what its search and
 * timeline show, and that each action needs a why, writes one audit row and acts once per key.
 */
const t = usePaymentsApp();

async function signUpOperator(app: FastifyInstance): Promise<SignedUpOrganiser> {
  const account = await signUpOrganiser(app, { firstName: 'Sam', lastName: 'Support' });
  expect(await setOperatorRole(app.db, account.organiser.email, 'support')).toBe(true);
  return account;
}

/** A paid card contribution of `net` cents from `email`; answers the payment's guid. */
async function paidContribution(collection: string, net: number, email: string): Promise<string> {
  const app = t.app();
  const { collectionId } = await collectionFigures(app, collection);
  const body = (fee = 0) => paymentBody(collectionId, { net, fee }, { checkOutToken: null, email });
  let res = await pay(app, '/api/checkout/ProcessCheckout', { ...body(), checkOutToken: await tokenise(app, TEST_CARDS.success) });
  if (res.statusCode === 422) {
    const { quote } = (res.json() as { error: { details: { quote: { fee: number } } } }).error.details;
    res = await pay(app, '/api/checkout/ProcessCheckout', { ...body(quote.fee), checkOutToken: await tokenise(app, TEST_CARDS.success) });
  }
  expect(res.json()).toMatchObject({ success: true });
  return (res.json() as { message: string }).message;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app().inject({ method: 'GET', url, headers });
const act = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app().inject({ method: 'POST', url, headers, payload });
const why = (text = 'The contributor asked on the phone') => ({ why: text, idempotencyKey: randomUUID() });

const auditRows = (targetGuid: string) => t.db().select().from(supportAudit).where(eq(supportAudit.targetGuid, targetGuid));

function concrete(url: string): string {
  return url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

describe('support console refusals', () => {
  it('finds the support routes', () => {
    expect(listSupportRoutes(t.app()).length).toBe(Object.keys(SUPPORT_PATHS).length);
  });

  it('answers 401 to strangers, 403 to organisers, and 403 to an operator write without the CSRF header', async () => {
    const organiser = await signUpOrganiser(t.app());
    const operator = await signUpOperator(t.app());
    const failures: string[] = [];
    for (const route of listSupportRoutes(t.app())) {
      const url = concrete(route.url) + (route.url === SUPPORT_PATHS.search ? '?q=x' : '');
      const call = (headers: Record<string, string>) =>
        t.app().inject({ method: route.method as 'GET', url, headers, ...(route.method === 'POST' ? { payload: why() } : {}) });
      const stranger = await call({});
      if (stranger.statusCode !== 401) failures.push(`${route.method} ${route.url} stranger ${stranger.statusCode}`);
      const asOrganiser = await call(organiser.headers);
      if (asOrganiser.statusCode !== 403) failures.push(`${route.method} ${route.url} organiser ${asOrganiser.statusCode}`);
      if (route.method === 'POST') {
        const noCsrf = await call({ cookie: operator.headers.cookie });
        if (noCsrf.statusCode !== 403) failures.push(`${route.method} ${route.url} operator without CSRF ${noCsrf.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await get(`${SUPPORT_PATHS.search}?q=x`, operator.headers)).statusCode).toBe(200);
  });

  it('refuses an operator whose role was revoked, from their very next request', async () => {
    const operator = await signUpOperator(t.app());
    expect((await get(SUPPORT_PATHS.audit, operator.headers)).statusCode).toBe(200);
    expect(await setOperatorRole(t.db(), operator.organiser.email.toUpperCase(), null)).toBe(true);
    expect((await get(SUPPORT_PATHS.audit, operator.headers)).statusCode).toBe(403);
    expect(await setOperatorRole(t.db(), 'nobody-at-all@example.test', 'support')).toBe(false);
  });

  it('refuses an empty search and an action without a why, writing nothing', async () => {
    const operator = await signUpOperator(t.app());
    expect((await get(`${SUPPORT_PATHS.search}?q=%20`, operator.headers)).statusCode).toBe(400);
    const payment = await paidContribution(US(4), 1200, `why-${randomUUID().slice(0, 8)}@example.test`);
    for (const text of ['', '   ']) {
      const res = await act(supportPath(SUPPORT_PATHS.resendReceipt, payment), operator.headers, why(text));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { details: { fieldErrors: { why: ['This field is required'] } } } });
    }
    const noKey = await act(supportPath(SUPPORT_PATHS.resendReceipt, payment), operator.headers, { why: 'Asked' });
    expect(noKey.statusCode).toBe(400);
    expect(await auditRows(payment)).toEqual([]);
  });
});

describe('support console search and views', () => {
  it('finds each kind by what a caller would quote', async () => {
    const operator = await signUpOperator(t.app());
    const owner = await signUpOrganiser(t.app());
    const title = `Farewell ${randomUUID().slice(0, 6)}`;
    const { collection } = await deliveredCard(t.db(), 0, 'US', title);
    await t.db().update(collections).set({ organiserId: owner.organiser.id }).where(eq(collections.id, collection.id));
    const email = `Finder-${randomUUID().slice(0, 8)}@Example.test`;
    const payment = await paidContribution(US(1), 1500, email);
    const [row] = await t.db().select().from(payments).where(eq(payments.guid, payment));
    const [redemption] = await t
      .db()
      .insert(redemptions)
      .values({
        guid: randomUUID(),
        collectionId: collection.id,
        idempotencyKey: randomUUID(),
        requestHash: 'h',
        redeemer: 'organiser',
        method: 'paypal',
        currency: 'USD',
        amountCents: 100,
        provider: 'sandbox',
        providerPayoutId: `payout_${randomUUID().slice(0, 8)}`,
        destinationLabel: 'PayPal',
        status: 'failed',
      })
      .returning();

    const search = async (q: string) => {
      const res = await get(`${SUPPORT_PATHS.search}?q=${encodeURIComponent(q)}`, operator.headers);
      expect(res.statusCode).toBe(200);
      return res.json() as { collections: { guid: string }[]; payments: { guid: string }[]; redemptions: { guid: string }[]; organisers: { guid: string }[] };
    };
    const guids = (list: { guid: string }[]) => list.map((x) => x.guid);

    expect(guids((await search(email.toLowerCase())).payments)).toEqual([payment]);
    expect(guids((await search(payment)).payments)).toEqual([payment]);
    expect(guids((await search(String(row!.id))).payments)).toContain(payment);
    expect(guids((await search(row!.providerReference!)).payments)).toEqual([payment]);
    const byOrganiser = await search(owner.organiser.email);
    expect(guids(byOrganiser.collections)).toEqual([collection.guid]);
    expect(guids(byOrganiser.organisers)).toEqual([owner.organiser.guid]);
    expect(guids((await search(title.toUpperCase())).collections)).toEqual([collection.guid]);
    expect(guids((await search(collection.guid)).collections)).toEqual([collection.guid]);
    expect(guids((await search(String(collection.id))).collections)).toContain(collection.guid);
    expect(guids((await search(redemption!.providerPayoutId!)).redemptions)).toEqual([redemption!.guid]);
    expect(guids((await search(redemption!.guid)).redemptions)).toEqual([redemption!.guid]);
    expect(guids((await search(String(redemption!.id))).redemptions)).toContain(redemption!.guid);
    const nothing = await search('no such thing at all');
    expect([nothing.collections, nothing.payments, nothing.redemptions, nothing.organisers]).toEqual([[], [], [], []]);
  });

  it("shows a payment's timeline in time order: the attempt, the provider's answer, the ledger and the receipt", async () => {
    const operator = await signUpOperator(t.app());
    const payment = await paidContribution(US(3), 2500, `timeline-${randomUUID().slice(0, 8)}@example.test`);
    await t.settleWebhooks();
    const res = await get(supportPath(SUPPORT_PATHS.payment, payment), operator.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { payment: { status: string; net: number }; collection: { timeZone: string }; timeline: { at: string; kind: string; name: string; state: string | null }[] };
    expect(body.payment).toMatchObject({ status: 'succeeded', net: 2500 });
    expect(body.collection.timeZone).toBe('America/New_York');
    const kinds = body.timeline.map((e) => `${e.kind}:${e.name}`);
    expect(kinds[0]).toBe('attempt:created');
    expect(kinds).toEqual(expect.arrayContaining(['provider:succeeded', 'mail:contribution-receipt', 'mail:organiser-payment-notice']));
    expect(kinds.some((k) => k.startsWith('ledger:'))).toBe(true);
    expect(kinds.some((k) => k.startsWith('webhook:'))).toBe(true);
    const times = body.timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await get(supportPath(SUPPORT_PATHS.payment, UNKNOWN_GUID), operator.headers)).statusCode).toBe(404);
  });

  it('shows a collection with its organiser, figures and payments', async () => {
    const operator = await signUpOperator(t.app());
    const payment = await paidContribution(US(6), 900, `view-${randomUUID().slice(0, 8)}@example.test`);
    const res = await get(supportPath(SUPPORT_PATHS.collection, US(6)), operator.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; currency: string; organiser: { email: string } | null; figures: { collected: number }; payments: { guid: string }[] };
    expect(body).toMatchObject({ status: 'open', currency: 'USD', organiser: { email: 'demo@groupgift.test' } });
    expect(body.figures.collected).toBe((await collectionFigures(t.app(), US(6))).soFarCollected);
    expect(body.payments.map((p) => p.guid)).toContain(payment);
  });
});

describe('support console actions', () => {
  it('resends a receipt once per confirmation, as it was first sent, and logs who, what and why', async () => {
    const operator = await signUpOperator(t.app());
    const email = `receipt-${randomUUID().slice(0, 8)}@example.test`;
    const payment = await paidContribution(US(4), 1800, email);
    const request = why('Says the first receipt never arrived');
    const answers = await Promise.all([1, 2].map(() => act(supportPath(SUPPORT_PATHS.resendReceipt, payment), operator.headers, request)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toMatchObject({ audit: { action: 'resend_receipt', outcome: 'done', operatorEmail: operator.organiser.email, why: 'Says the first receipt never arrived', targetGuid: payment } });

    const receipts = await t.db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'contribution-receipt')));
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.subject).toBe(receipts[0]!.subject);
    expect(receipts[1]!.payload).toEqual(receipts[0]!.payload);
    expect(await auditRows(payment)).toHaveLength(1);

    // A new confirmation is a new resend.
    expect((await act(supportPath(SUPPORT_PATHS.resendReceipt, payment), operator.headers, why())).statusCode).toBe(200);
    expect(await t.db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `receipt-resend:${payment}:%`))).toHaveLength(2);
    const log = (await get(SUPPORT_PATHS.audit, operator.headers)).json() as { entries: { targetGuid: string; action: string }[] };
    expect(log.entries.filter((e) => e.targetGuid === payment)).toHaveLength(2);
  });

  it('refuses to resend a receipt a payment never had, and logs the refusal', async () => {
    const operator = await signUpOperator(t.app());
    // A payment whose receipt was never queued (as for a failed one, or one without an address).
    const target = await paidContribution(US(4), 1000, `none-${randomUUID().slice(0, 8)}@example.test`);
    await t.db().delete(emailOutbox).where(eq(emailOutbox.dedupeKey, `receipt:${target}`));
    const res = await act(supportPath(SUPPORT_PATHS.resendReceipt, target), operator.headers, why());
    expect(res.statusCode).toBe(409);
    expect((await auditRows(target)).map((r) => r.outcome)).toEqual(['refused']);
  });

  it('refunds through the refund path exactly once, however often it is confirmed', async () => {
    const operator = await signUpOperator(t.app());
    const before = await collectionFigures(t.app(), US(1));
    const payment = await paidContribution(US(1), 3300, `refund-${randomUUID().slice(0, 8)}@example.test`);
    const request = why('Paid twice by mistake');
    const answers = await Promise.all([1, 2, 3].map(() => act(supportPath(SUPPORT_PATHS.refund, payment), operator.headers, request)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // One audit row for the one confirmation, finished once the refund went through.
    expect((await auditRows(payment)).map((r) => [r.idempotencyKey, r.outcome, r.detail])).toEqual([[request.idempotencyKey, 'done', 'refunded']]);
    // Another confirmation of an already refunded payment: the refund answers the first, nothing moves.
    const again = await act(supportPath(SUPPORT_PATHS.refund, payment), operator.headers, why('Checking'));
    expect(again.json()).toMatchObject({ audit: { outcome: 'done', detail: 'refunded' } });
    await t.settleWebhooks();
    expect(await collectionFigures(t.app(), US(1))).toEqual(before);
    const [row] = await t.db().select().from(payments).where(eq(payments.guid, payment));
    expect(row!.status).toBe('refunded');
    expect(await auditRows(payment)).toHaveLength(2);
    await t.expectLedgerBalanced();
  });

  it('suspends and lifts a suspension, one audit row each, shown on the collection', async () => {
    const operator = await signUpOperator(t.app());
    const suspend = await act(supportPath(SUPPORT_PATHS.suspend, US(12)), operator.headers, why('Reported as a scam'));
    expect(suspend.json()).toMatchObject({ audit: { action: 'suspend', outcome: 'done' } });
    expect((await get(supportPath(SUPPORT_PATHS.collection, US(12)), operator.headers)).json()).toMatchObject({ status: 'suspended' });
    await act(supportPath(SUPPORT_PATHS.unsuspend, US(12)), operator.headers, why('Organiser proved who they are'));
    const view = (await get(supportPath(SUPPORT_PATHS.collection, US(12)), operator.headers)).json() as { status: string; audit: { action: string; why: string }[] };
    expect(view.status).toBe('open');
    expect(view.audit.map((a) => [a.action, a.why])).toEqual([
      ['unsuspend', 'Organiser proved who they are'],
      ['suspend', 'Reported as a scam'],
    ]);
  });

  it("resends a delivered card's mail to its recipient, and refuses one delivered by link only", async () => {
    const operator = await signUpOperator(t.app());
    const { collection, delivery } = await deliveredCard(t.db(), 1);
    const linkOnly = await act(supportPath(SUPPORT_PATHS.resendDelivery, collection.guid), operator.headers, why());
    expect(linkOnly.statusCode).toBe(409);
    await t.db().update(deliveries).set({ byEmail: true, recipientEmail: 'sam.lee@example.test' }).where(eq(deliveries.id, delivery.id));
    const res = await act(supportPath(SUPPORT_PATHS.resendDelivery, collection.guid), operator.headers, why('Recipient deleted it'));
    expect(res.json()).toMatchObject({ audit: { action: 'resend_delivery', outcome: 'done', detail: 'sam.lee@example.test' } });
    const mails = await t.db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, 'sam.lee@example.test'), eq(emailOutbox.template, 'delivery-recipient')));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect((await auditRows(collection.guid)).map((r) => r.outcome).sort()).toEqual(['done', 'refused']);
  });

  it('refuses a confirmation key reused for another target', async () => {
    const operator = await signUpOperator(t.app());
    const request = why('Testing');
    expect((await act(supportPath(SUPPORT_PATHS.suspend, US(13)), operator.headers, request)).statusCode).toBe(200);
    expect((await act(supportPath(SUPPORT_PATHS.suspend, US(14)), operator.headers, request)).statusCode).toBe(409);
    await act(supportPath(SUPPORT_PATHS.unsuspend, US(13)), operator.headers, why());
  });
});

import { randomUUID } from 'node:crypto';
import {
  balanceSummarySchema,
  MONEY_OUT_PATHS as PATHS,
  moneyOutPath,
  NOT_REDEEMABLE_TEXT,
  recipientRedeemSchema,
  statementResponseSchema,
} from '@groupgift/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { disputes } from '../../db/schema/disputes';
import { emailOutbox } from '../../db/schema/email-outbox';
import { ledgerEntries } from '../../db/schema/money-out';
import { providerWebhookEvents } from '../../db/schema/provider-webhook-events';
import { signatureHeader, SANDBOX_SIGNATURE_HEADER } from '../../payment-providers/sandbox/webhook-signature';
import { balanceMismatches } from '../ledger/ledger-check';
import { contribute, paymentRow } from '../../../test/ledger-fixtures';
import { balanceOf, deliverToRecipientByLink, giftCardRequest, organiserRedeem } from '../../../test/money-out-fixtures';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import { usePaymentsApp } from '../../../test/payments-app';
import { refund } from '../../../test/refund-fixtures';
import { testConfig } from '../../../test/test-app';

// The sandbox's dispute knobs are on, as in the demo's end-to-end runs (SANDBOX_CONTROLS).
const t = usePaymentsApp({}, { payments: { ...testConfig().payments, sandboxControls: true } });

/**
 * A collection of a new organiser with two $50.00 card contributions. The organiser absorbs the card
 * fee ($0.30 + 2.9 % = $1.75 each) and 10 % goes to Red Cross: a balance of 2 × $43.25 = $86.50.
 */
async function collectionWithTwoContributions() {
  const app = t.app();
  const owner = await signUpOrganiser(app);
  const collection = await createOwnedCollection(t.db(), owner.organiser.id);
  const first = await contribute(app, collection.guid, 5_000);
  const second = await contribute(app, collection.guid, 5_000);
  await t.settleWebhooks();
  await t.db().update(collections).set({ isClosed: true }).where(eq(collections.id, collection.id));
  expect(await balanceOf(t.db(), collection.id)).toBe(8_650);
  return { owner, collection, first, second };
}

async function raise(paymentGuid: string, body: Record<string, unknown> = {}) {
  const res = await t.app().inject({ method: 'POST', url: '/sandbox-provider/control/disputes', payload: { payment: paymentGuid, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  await t.settleWebhooks();
  return res.json() as { id: string; amountCents: number; feeCents: number };
}

async function resolve(disputeId: string, outcome: 'won' | 'lost') {
  const res = await t.app().inject({ method: 'POST', url: `/sandbox-provider/control/disputes/${disputeId}/resolve`, payload: { outcome } });
  expect(res.statusCode, res.body).toBe(200);
  await t.settleWebhooks();
}

const disputeEntries = async (collectionId: number) =>
  (
    await t
      .db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.collectionId, collectionId))
      .orderBy(asc(ledgerEntries.id))
  )
    .filter((e) => e.disputeId !== null)
    .map((e) => [e.kind, e.cause, e.amountCents] as const);

const disputeMails = (to: string) =>
  t
    .db()
    .select({ template: emailOutbox.template, subject: emailOutbox.subject, payload: emailOutbox.payload })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.template, 'organiser-dispute-%')))
    .orderBy(asc(emailOutbox.id));

async function summary(app: FastifyInstance, owner: SignedUpOrganiser, guid: string) {
  const res = await app.inject({ method: 'GET', url: moneyOutPath(PATHS.balance, { guid }), headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return balanceSummarySchema.parse(res.json());
}

describe('a contributor disputes a payment (sandbox, end to end)', () => {
  it('holds the disputed share and fee, refuses payouts while open, and gives it back when won', async () => {
    const app = t.app();
    const { owner, collection, first } = await collectionWithTwoContributions();
    const dispute = await raise(first);
    // $50.00 disputed with a $15.00 fee; the collection's share is the $45.00 the contribution left after its charity share.
    expect(dispute).toMatchObject({ amountCents: 5_000, feeCents: 1_500 });
    expect(await disputeEntries(collection.id)).toEqual([['dispute_hold', 'dispute_open', -6_000]]);
    expect(await balanceOf(t.db(), collection.id)).toBe(2_650);

    const open = await summary(app, owner, collection.guid);
    expect(open).toMatchObject({ available: 2_650, disputed: 6_000, notRedeemableReason: 'dispute_open' });
    expect(open.disputes).toEqual([
      expect.objectContaining({ status: 'open', amount: 5_000, fee: 1_500, held: 6_000, receivable: 0, reason: 'fraudulent', paymentGuid: first }),
    ]);

    // The bank decides where the disputed money goes: the organiser cannot refund it as well.
    const refunded = await refund(app, first, owner.headers);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().error.message).toContain('disputed this payment with their bank');

    // Payouts wait: even the part not held is refused, with the typed reason.
    const refused = await organiserRedeem(app, owner, collection.guid, giftCardRequest(1_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'not_redeemable', message: NOT_REDEEMABLE_TEXT.dispute_open, details: { reason: 'dispute_open' } });

    await resolve(dispute.id, 'won');
    expect(await disputeEntries(collection.id)).toEqual([
      ['dispute_hold', 'dispute_open', -6_000],
      ['dispute_release', 'dispute_won', 6_000],
    ]);
    const won = await summary(app, owner, collection.guid);
    expect(won).toMatchObject({ available: 8_650, disputed: 0, notRedeemableReason: null });
    expect(won.disputes[0]).toMatchObject({ status: 'won' });

    const paid = await organiserRedeem(app, owner, collection.guid, giftCardRequest(8_650));
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await disputeMails(owner.organiser.email)).map((m) => m.template)).toEqual(['organiser-dispute-opened', 'organiser-dispute-won']);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });

  it('when lost, the money goes back to the contributor and the fee is lost; the statement says so in JSON and CSV', async () => {
    const app = t.app();
    const { owner, collection, first } = await collectionWithTwoContributions();
    const dispute = await raise(first);
    await resolve(dispute.id, 'lost');
    expect(await disputeEntries(collection.id)).toEqual([
      ['dispute_hold', 'dispute_open', -6_000],
      ['dispute_release', 'dispute_lost', 6_000],
      ['chargeback', 'dispute_lost', -4_500],
      ['dispute_fee', 'dispute_lost', -1_500],
    ]);
    expect(await balanceOf(t.db(), collection.id)).toBe(2_650);
    const lost = await summary(app, owner, collection.guid);
    expect(lost).toMatchObject({ available: 2_650, disputed: 6_000, notRedeemableReason: null });
    expect(lost.disputes[0]).toMatchObject({ status: 'lost', receivable: 0 });

    const statement = statementResponseSchema.parse(
      (await app.inject({ method: 'GET', url: moneyOutPath(PATHS.statement, { guid: collection.guid }), headers: owner.headers })).json(),
    );
    const lines = statement.entries.filter((e) => e.kind.startsWith('dispute') || e.kind === 'chargeback');
    expect(lines.map((e) => [e.kind, e.amount, e.description, e.paymentGuid, e.providerReference])).toEqual([
      ['dispute_hold', -6_000, 'Held: Ada Lovelace disputed a payment of $50.00; payouts wait until it is resolved', first, dispute.id],
      ['dispute_release', 6_000, 'Hold ended: the dispute was decided for the contributor', first, dispute.id],
      ['chargeback', -4_500, 'Returned to Ada Lovelace by their bank (dispute lost)', first, dispute.id],
      ['dispute_fee', -1_500, 'Dispute fee charged by the payment provider', first, dispute.id],
    ]);
    expect(statement.closingBalance).toBe(2_650);
    statement.entries.reduce((running, e) => {
      expect(e.balance).toBe(running + e.amount);
      return e.balance;
    }, 0);

    const csv = await app.inject({ method: 'GET', url: moneyOutPath(PATHS.statementCsv, { guid: collection.guid }), headers: owner.headers });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n');
    expect(rows.find((r) => r.includes(',Dispute: held,'))).toMatch(/,Dispute: held,Held: Ada Lovelace disputed a payment of \$50\.00; payouts wait until it is resolved,-60\.00,26\.50,dp_sbx_/);
    expect(rows.find((r) => r.includes(',Dispute lost: returned to the contributor,'))).toContain(',Returned to Ada Lovelace by their bank (dispute lost),-45.00,');
    expect(rows.find((r) => r.includes(',Dispute fee,'))).toContain(',Dispute fee charged by the payment provider,-15.00,26.50,');

    const mails = await disputeMails(owner.organiser.email);
    expect(mails.map((m) => m.template)).toEqual(['organiser-dispute-opened', 'organiser-dispute-lost']);
    expect(mails[1]?.subject).toBe(`The dispute on “Sam's leaving do” was resolved for the contributor`);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });

  it('lost after the money was paid out: a recorded platform receivable, never a negative balance', async () => {
    const app = t.app();
    const { owner, collection, first } = await collectionWithTwoContributions();
    const paid = await organiserRedeem(app, owner, collection.guid, giftCardRequest(8_650));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);

    const dispute = await raise(first);
    // Nothing is left to hold; the dispute is still open, so payouts still wait.
    expect(await disputeEntries(collection.id)).toEqual([]);
    expect((await summary(app, owner, collection.guid)).notRedeemableReason).toBe('dispute_open');

    await resolve(dispute.id, 'lost');
    expect(await disputeEntries(collection.id)).toEqual([
      ['chargeback', 'dispute_lost', -4_500],
      ['dispute_fee', 'dispute_lost', -1_500],
      ['platform_receivable', 'dispute_lost', 6_000],
    ]);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
    const [row] = await t.db().select().from(disputes).where(eq(disputes.collectionId, collection.id));
    expect(row).toMatchObject({ status: 'lost', heldCents: 0, receivableCents: 6_000 });
    expect((await summary(app, owner, collection.guid)).disputes[0]).toMatchObject({ status: 'lost', receivable: 6_000 });
    const [mail] = (await disputeMails(owner.organiser.email)).filter((m) => m.template === 'organiser-dispute-lost');
    expect(mail?.payload).toMatchObject({ receivable: 6_000 });
    expect(await balanceMismatches(t.db())).toEqual([]);
  });

  it('lost with part of the money paid out: the balance carries what it can, the platform the rest', async () => {
    const app = t.app();
    const { owner, collection, first } = await collectionWithTwoContributions();
    expect((await organiserRedeem(app, owner, collection.guid, giftCardRequest(6_650))).statusCode).toBe(201);
    const dispute = await raise(first);
    expect(await disputeEntries(collection.id)).toEqual([['dispute_hold', 'dispute_open', -2_000]]);
    await resolve(dispute.id, 'lost');
    expect(await disputeEntries(collection.id)).toEqual([
      ['dispute_hold', 'dispute_open', -2_000],
      ['dispute_release', 'dispute_lost', 2_000],
      ['chargeback', 'dispute_lost', -4_500],
      ['dispute_fee', 'dispute_lost', -1_500],
      ['platform_receivable', 'dispute_lost', 4_000],
    ]);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });
});

describe('the recipient redeems', () => {
  it('is refused while a dispute is open, with the same typed reason, and may redeem once it is won', async () => {
    const app = t.app();
    const { owner, collection, first } = await collectionWithTwoContributions();
    const token = await deliverToRecipientByLink(app, owner, collection.guid);
    const dispute = await raise(first);

    const view = await app.inject({ method: 'GET', url: moneyOutPath(PATHS.recipientRedeem, { token }) });
    expect(recipientRedeemSchema.parse(view.json())).toMatchObject({ notRedeemableReason: 'dispute_open', available: 2_650 });
    const redeem = () =>
      app.inject({ method: 'POST', url: moneyOutPath(PATHS.recipientRedemptions, { token }), headers: { 'idempotency-key': randomUUID() }, payload: giftCardRequest(2_650) });
    const refused = await redeem();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'not_redeemable', details: { reason: 'dispute_open' } });

    await resolve(dispute.id, 'won');
    expect((await redeem()).statusCode).toBe(201);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });
});

describe('dispute webhooks arrive twice and out of order', () => {
  /** A sandbox dispute event, signed as the sandbox signs them. */
  function sandboxEvent(type: 'dispute.created' | 'dispute.closed', paymentId: string, reference: string, disputeId: string, status: 'open' | 'won' | 'lost') {
    const body = JSON.stringify({
      id: `evt_sbx_${randomUUID()}`,
      type,
      created: Date.now(),
      data: { id: paymentId, reference, dispute: { id: disputeId, paymentId, reference, amountCents: 2_000, feeCents: 1_500, currency: 'USD', reason: 'product_not_received', status } },
    });
    return body;
  }

  async function deliver(body: string) {
    const secret = t.sandbox().webhooks.secret;
    const res = await t.app().inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(secret, body, new Date()) },
      payload: body,
    });
    await t.settleWebhooks();
    return res;
  }

  it('a lost dispute whose `closed` comes before its `created` still ends lost, booked and mailed once', async () => {
    const { owner, collection, second } = await collectionWithTwoContributions();
    const payment = await paymentRow(t.db(), second);
    const disputeId = `dp_sbx_${randomUUID()}`;
    const closed = sandboxEvent('dispute.closed', payment.providerReference!, second, disputeId, 'lost');
    const created = sandboxEvent('dispute.created', payment.providerReference!, second, disputeId, 'open');

    expect((await deliver(closed)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(closed)).json()).toEqual({ received: true, duplicate: true });

    // $20.00 disputed (less than the $45.00 share) and its $15.00 fee.
    expect(await disputeEntries(collection.id)).toEqual([
      ['dispute_hold', 'dispute_open', -3_500],
      ['dispute_release', 'dispute_lost', 3_500],
      ['chargeback', 'dispute_lost', -2_000],
      ['dispute_fee', 'dispute_lost', -1_500],
    ]);
    const rows = await t.db().select().from(disputes).where(eq(disputes.collectionId, collection.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'lost', providerDisputeId: disputeId });
    // The late `created` neither reopened it nor mailed "opened".
    expect((await disputeMails(owner.organiser.email)).map((m) => m.template)).toEqual(['organiser-dispute-lost']);
    expect(await balanceOf(t.db(), collection.id)).toBe(8_650 - 3_500);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });

  it('a dispute of a payment we do not know books nothing and keeps the reason on the stored event', async () => {
    const disputeId = `dp_sbx_${randomUUID()}`;
    const body = sandboxEvent('dispute.created', 'pay_sbx_unknown', randomUUID(), disputeId, 'open');
    expect((await deliver(body)).statusCode).toBe(200);
    const eventId = (JSON.parse(body) as { id: string }).id;
    const [stored] = await t.db().select().from(providerWebhookEvents).where(eq(providerWebhookEvents.eventId, eventId));
    expect(stored?.processingError).toBe(`No payment found for dispute ${disputeId}`);
    expect(await t.db().select().from(disputes).where(eq(disputes.providerDisputeId, disputeId))).toEqual([]);
  });

  it('the same `created` twice holds once and mails once; a forged one is refused', async () => {
    const { owner, collection, second } = await collectionWithTwoContributions();
    const payment = await paymentRow(t.db(), second);
    const disputeId = `dp_sbx_${randomUUID()}`;
    const created = sandboxEvent('dispute.created', payment.providerReference!, second, disputeId, 'open');
    await deliver(created);
    // A second copy with a new event id (a provider's retry after a lost answer) is the same dispute.
    await deliver(created.replace(/evt_sbx_[0-9a-f-]+/, `evt_sbx_${randomUUID()}`));
    expect(await disputeEntries(collection.id)).toEqual([['dispute_hold', 'dispute_open', -3_500]]);
    expect((await disputeMails(owner.organiser.email)).map((m) => m.template)).toEqual(['organiser-dispute-opened']);

    const forged = await t.app().inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader('not-the-secret', created, new Date()) },
      payload: created.replace('"open"', '"won"'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await t.db().select().from(disputes).where(eq(disputes.providerDisputeId, disputeId)))[0]?.status).toBe('open');
  });
});

describe('the sandbox dispute knobs', () => {
  it('refuse a payment they do not know and a second resolution', async () => {
    const app = t.app();
    const unknown = await app.inject({ method: 'POST', url: '/sandbox-provider/control/disputes', payload: { payment: 'pay_sbx_nothing' } });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/sandbox-provider/control/disputes', payload: {} });
    expect(bad.statusCode).toBe(422);
    const { collection, first } = await collectionWithTwoContributions();
    const dispute = await raise(first);
    await resolve(dispute.id, 'won');
    const again = await app.inject({ method: 'POST', url: `/sandbox-provider/control/disputes/${dispute.id}/resolve`, payload: { outcome: 'lost' } });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t.db(), collection.id)).toBe(8_650);
  });
});

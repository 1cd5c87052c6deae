import { randomUUID } from 'node:crypto';
import {
  balanceSummarySchema,
  MONEY_OUT_PATHS as PATHS,
  moneyOutPath,
  NOT_REDEEMABLE_TEXT,
  redeemResponseSchema,
  redemptionSchema,
} from '@groupgift/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { ledgerEntries, moneyAudit, redemptions } from '../../db/schema/money-out';
import { usePaymentsApp } from '../../../test/payments-app';
import {
  balanceOf,
  closedCollectionWithBalance,
  giftCardRequest,
  organiserRedeem,
  payoutSandbox,
  payoutWebhookSender,
  paypalRequest,
  usBankRequest,
} from '../../../test/money-out-fixtures';

const t = usePaymentsApp({ sandboxWebhooks: false });

const entriesOf = (collectionId: number) =>
  t.db().select().from(ledgerEntries).where(eq(ledgerEntries.collectionId, collectionId)).orderBy(ledgerEntries.id);

describe('the organiser withdraws', () => {
  it('as a gift card, once: shown, mailed, held in the ledger, audited; the same key answers the first', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 12_345);
    const key = randomUUID();
    const res = await organiserRedeem(app, owner, collection.guid, giftCardRequest(12_345), key);
    expect(res.statusCode, res.body).toBe(201);
    const answer = redeemResponseSchema.parse(res.json());
    expect(answer.available).toBe(0);
    expect(answer.redemption).toMatchObject({ method: 'gift_card', status: 'paid', amount: 12_345, fee: 0, net: 12_345, destination: 'Gift card: Anywhere Prepaid Card' });
    expect(answer.redemption.giftCard?.code).toMatch(/^GG-/);
    expect(answer.redemption.giftCard?.balance).toBe(12_345);

    const entries = await entriesOf(collection.id);
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['opening_balance', 12_345],
      ['gift_card', -12_345],
    ]);
    const [mail] = await t.db().select().from(emailOutbox).where(eq(emailOutbox.template, 'redemption-gift-card'));
    expect(mail?.toAddress).toBe('sam@example.test');
    expect((mail?.payload as { code: string }).code).toBe(answer.redemption.giftCard?.code);

    // The same key again: the first redemption, not a second one.
    const again = await organiserRedeem(app, owner, collection.guid, giftCardRequest(12_345), key);
    expect(again.statusCode).toBe(200);
    expect(redeemResponseSchema.parse(again.json()).redemption.guid).toBe(answer.redemption.guid);
    // The same key with another request: a conflict.
    const other = await organiserRedeem(app, owner, collection.guid, giftCardRequest(100), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    // A second redemption with a new key: nothing is left.
    const second = await organiserRedeem(app, owner, collection.guid, giftCardRequest(1));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'not_redeemable', message: NOT_REDEEMABLE_TEXT.nothing_to_redeem });

    const rows = await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id));
    expect(rows).toHaveLength(1);
    const summary = balanceSummarySchema.parse(
      (await app.inject({ method: 'GET', url: moneyOutPath(PATHS.balance, { guid: collection.guid }), headers: owner.headers })).json(),
    );
    expect(summary).toMatchObject({ available: 0, redeemed: 12_345, collected: 12_345, notRedeemableReason: 'nothing_to_redeem' });
    expect(summary.audit.map((a) => [a.event, a.actor])).toEqual([
      ['Gift card issued', 'provider'],
      ['Redemption requested: Gift card: Anywhere Prepaid Card', 'organiser'],
    ]);
    expect(summary.audit[1]?.ip).toBe('127.0.0.1');
    const one = await app.inject({
      method: 'GET',
      url: moneyOutPath(PATHS.organiserRedemption, { guid: collection.guid, redemptionId: answer.redemption.guid }),
      headers: owner.headers,
    });
    expect(redemptionSchema.parse(one.json()).giftCard?.pin).toBe(answer.redemption.giftCard?.pin);
  });

  it('to PayPal with its 2 % fee booked beside the payout', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 10_000);
    const res = await organiserRedeem(app, owner, collection.guid, paypalRequest(10_000));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().redemption).toMatchObject({ status: 'paid', fee: 200, net: 9_800, destination: 'PayPal olive@example.test' });
    const entries = await entriesOf(collection.id);
    expect(entries.slice(1).map((e) => [e.kind, e.amountCents])).toEqual([
      ['payout', -9_800],
      ['fee', -200],
    ]);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
  });

  it('to a bank account: only the destination id and last 4 digits are kept', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 5_000);
    const res = await organiserRedeem(app, owner, collection.guid, usBankRequest(3_000, '000123456789'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().redemption).toMatchObject({ status: 'paid', destination: 'Bank ••••6789' });
    const [row] = await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id));
    expect(row?.providerDestinationId).toMatch(/^ba_sbx/);
    expect(row?.destinationLast4).toBe('6789');
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(await balanceOf(t.db(), collection.id)).toBe(2_000);
  });
});

describe('a payout that fails or comes back', () => {
  it('failed by the bank (account closed): the money returns and the redeemer is told why', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 4_000);
    const res = await organiserRedeem(app, owner, collection.guid, usBankRequest(4_000, '000123450000'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().redemption).toMatchObject({ status: 'failed' });
    expect(res.json().redemption.failureReason).toMatch(/bank account is closed.*back in the balance/);
    expect(res.json().available).toBe(4_000);
    const entries = await entriesOf(collection.id);
    expect(entries.slice(1).map((e) => [e.kind, e.amountCents])).toEqual([
      ['payout', -4_000],
      ['payout_returned', 4_000],
    ]);
    await payoutSandbox(app).idle();
    // The failed webhook heard after the answer changes nothing.
    expect(await balanceOf(t.db(), collection.id)).toBe(4_000);
    const audit = await t.db().select().from(moneyAudit).where(eq(moneyAudit.collectionId, collection.id));
    expect(audit.map((a) => a.event)).toContain(`Payout failed: ${res.json().redemption.failureReason}`);
  });

  it('returned after paid (a webhook): the money returns once, with the reason', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 2_500);
    const res = await organiserRedeem(app, owner, collection.guid, usBankRequest(2_500, '000123452222'));
    expect(res.json().redemption.status).toBe('paid');
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
    await payoutSandbox(app).idle();
    const after = await app.inject({
      method: 'GET',
      url: moneyOutPath(PATHS.organiserRedemption, { guid: collection.guid, redemptionId: res.json().redemption.guid }),
      headers: owner.headers,
    });
    expect(after.json()).toMatchObject({ status: 'returned' });
    expect(after.json().failureReason).toMatch(/closed/);
    expect(await balanceOf(t.db(), collection.id)).toBe(2_500);
    const returned = (await entriesOf(collection.id)).filter((e) => e.kind === 'payout_returned');
    expect(returned).toHaveLength(1);
  });
});

describe('an unknown outcome', () => {
  it('a provider timeout leaves it processing; reconciliation settles it with the same key: one payout', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 7_000);
    const sandbox = payoutSandbox(app);
    sandbox.faults.failNext('timeout');
    // Its webhook is lost as well: only reconciliation can settle it.
    sandbox.webhooks.configure({ sender: async () => ({ status: 500 }), maxAttempts: 1 });
    const key = randomUUID();
    const res = await organiserRedeem(app, owner, collection.guid, paypalRequest(7_000), key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().redemption.status).toBe('processing');
    expect(await balanceOf(t.db(), collection.id)).toBe(0);

    const createPayout = vi.spyOn(sandbox, 'createPayout');
    const result = await app.redemptions.reconcile({ graceMs: 0 });
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(createPayout.mock.calls.map(([input]) => input.idempotencyKey)).toContain(`${key}:payout`);
    createPayout.mockRestore();
    const [row] = await t.db().select().from(redemptions).where(eq(redemptions.idempotencyKey, key));
    expect(row?.status).toBe('paid');
    // The provider holds one payout for the key, the one the redemption points at.
    const payouts = (await sandbox.store.listPayouts()).filter((p) => p.idempotencyKey === `${key}:payout`);
    expect(payouts.map((p) => p.id)).toEqual([row?.providerPayoutId]);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
    // A second pass finds nothing left to ask about.
    expect((await app.redemptions.reconcile({ graceMs: 0 })).checked).toBe(0);
    sandbox.webhooks.configure({ sender: payoutWebhookSender(app), maxAttempts: 6 });
  });
});

describe('exactly once under load', () => {
  it('1,000 concurrent redeem requests with different keys: one payout, the rest refused', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 50_000);
    const sandbox = payoutSandbox(app);
    const issue = vi.spyOn(sandbox, 'issueGiftCard');
    // 1,000 clients, each from its own address (the per-address limit is for one client hammering).
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        organiserRedeem(app, owner, collection.guid, giftCardRequest(50_000), randomUUID(), `10.1.${i >> 8}.${(i & 255) + 1}`),
      ),
    );
    const byStatus = new Map<string, number>();
    for (const a of answers) {
      const label = a.statusCode === 201 ? '201' : `${a.statusCode} ${a.json().error.code}`;
      byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    }
    expect(byStatus.get('201')).toBe(1);
    expect([...byStatus.keys()].sort()).toEqual(
      ['201', '409 insufficient_balance', '409 not_redeemable'].filter((k) => byStatus.has(k)),
    );
    expect(issue).toHaveBeenCalledTimes(1);
    issue.mockRestore();
    const rows = await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
  }, 300_000);

  it('the same key 50 times at once: one redemption, every answer about it', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 900);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => organiserRedeem(app, owner, collection.guid, giftCardRequest(300), key, `10.2.0.${i + 1}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 201).map((a) => a.body)).toEqual([]);
    expect(new Set(answers.map((a) => a.json().redemption.guid)).size).toBe(1);
    const rows = await t.db().select().from(redemptions).where(and(eq(redemptions.collectionId, collection.id)));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.db(), collection.id)).toBe(600);
  }, 120_000);
});

describe('who redeems', () => {
  it('cannot change once a redemption exists; the change is audited', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 1_000);
    const put = (redeemer: string) =>
      app.inject({ method: 'PUT', url: moneyOutPath(PATHS.redeemer, { guid: collection.guid }), headers: owner.headers, payload: { redeemer } });
    const toRecipient = await put('recipient');
    expect(toRecipient.statusCode, toRecipient.body).toBe(200);
    expect(toRecipient.json()).toMatchObject({ redeemer: 'recipient', redeemableAfter: 'delivery', notRedeemableReason: 'other_redeemer' });
    const refused = await organiserRedeem(app, owner, collection.guid, giftCardRequest(1_000));
    expect(refused.json().error).toMatchObject({ code: 'not_redeemable', message: NOT_REDEEMABLE_TEXT.other_redeemer });
    expect((await put('organiser')).statusCode).toBe(200);
    expect((await organiserRedeem(app, owner, collection.guid, giftCardRequest(500))).statusCode).toBe(201);
    const late = await put('recipient');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/cannot change once a redemption/);
    const audit = await t.db().select().from(moneyAudit).where(eq(moneyAudit.collectionId, collection.id));
    expect(audit.map((a) => a.event).filter((e) => e.startsWith('Redeemer'))).toEqual(['Redeemer set to recipient', 'Redeemer set to organiser']);
  });
});

describe('payout webhooks and reconciliation across servers', () => {
  it('a webhook is checked, stored once, and a second copy changes nothing', async () => {
    const app = t.app();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox/payouts',
      headers: { 'content-type': 'application/json', 'sandbox-signature': 't=1,v1=00' },
      payload: '{"id":"evt_x","type":"payout.returned","data":{}}',
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/webhooks/nowhere/payouts', payload: {} })).statusCode).toBe(404);

    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 3_000);
    const sandbox = payoutSandbox(app);
    const deliveries: { headers: Record<string, string>; body: string }[] = [];
    sandbox.webhooks.configure({
      sender: async (delivery) => {
        deliveries.push({ headers: delivery.headers, body: delivery.body });
        return payoutWebhookSender(app)(delivery);
      },
    });
    try {
      const res = await organiserRedeem(app, owner, collection.guid, usBankRequest(3_000, '000123452222'));
      expect(res.json().redemption.status).toBe('paid');
      await sandbox.idle();
      expect(await balanceOf(t.db(), collection.id)).toBe(3_000);
      const returnedEvent = deliveries.find((d) => d.body.includes('payout.returned'))!;
      const again = await app.inject({ method: 'POST', url: '/api/webhooks/sandbox/payouts', headers: returnedEvent.headers, payload: returnedEvent.body });
      expect(again.json()).toEqual({ received: true, duplicate: true });
      expect(await balanceOf(t.db(), collection.id)).toBe(3_000);
    } finally {
      sandbox.webhooks.configure({ sender: payoutWebhookSender(app) });
    }
  });

  it('two reconciliation passes at once ask about a redemption once', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 1_500);
    const sandbox = payoutSandbox(app);
    sandbox.webhooks.configure({ sender: async () => ({ status: 500 }), maxAttempts: 1 });
    try {
      sandbox.faults.failNext('lost_response');
      const res = await organiserRedeem(app, owner, collection.guid, giftCardRequest(1_500));
      expect(res.json().redemption.status).toBe('processing');
      // Idle for ten minutes: due for reconciliation on any server.
      await t.db().update(redemptions).set({ updatedAt: new Date(Date.now() - 600_000) }).where(eq(redemptions.collectionId, collection.id));
      const issue = vi.spyOn(sandbox, 'issueGiftCard');
      const pass = () => app.redemptions.reconcile({ graceMs: 30_000 });
      const [a, b] = await Promise.all([pass(), pass()]);
      expect(a.settled + b.settled).toBe(1);
      expect(issue).toHaveBeenCalledTimes(1);
      issue.mockRestore();
    } finally {
      sandbox.webhooks.configure({ sender: payoutWebhookSender(app), maxAttempts: 6 });
    }
  });
});

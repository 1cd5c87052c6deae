import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { AU, US } from '../../../test/demo-guids';
import { collectionRow, contribute, entriesOf, paymentRow } from '../../../test/ledger-fixtures';
import { signUpOrganiser } from '../../../test/organiser-session';
import { collectionFigures, pay, paymentBody, tokenise, TEST_CARDS, usePaymentsApp } from '../../../test/payments-app';
import { giveCollectionTo, refund } from '../../../test/refund-fixtures';
import { bookEntries, InsufficientBalanceError } from '../../db/repositories/ledger-repository';
import { payments } from '../../db/schema/payments';
import { inTransaction } from '../../db/transaction';
import { ProviderError } from '../../payment-providers/provider';
import { settlePayment } from '../payments/settle-payment';
import { balanceFigures } from './balance-figures';
import { statement } from './statement';

const t = usePaymentsApp();

const balanceOf = async (guid: string) => (await collectionRow(t.db(), guid)).balanceCents;

/** What the page, the statement and the database say, which must be one figure. */
async function expectAgreement(guid: string) {
  const row = await collectionRow(t.db(), guid);
  const figures = await balanceFigures(t.db(), row.id);
  const s = await statement(t.db(), row);
  expect(s.closingBalance).toBe(row.balanceCents);
  expect(figures.available).toBe(row.balanceCents);
  expect(figures.collected - figures.fees - figures.charityShare - figures.refunded - figures.redeemed).toBe(row.balanceCents);
  // The collection page's figures: collected (after refunds) and the charity share.
  expect(figures.collected - figures.refunded).toBe(row.soFarCollectedCents);
  expect(figures.charityShare).toBe(row.charityShareCents);
  return { row, figures, statement: s };
}

describe('the ledger books every contribution once (decision 111)', () => {
  it('books +net and the absorbed fee once, however many settle it (webhook, request, retries)', async () => {
    t.sandbox().webhooks.configure({ duplicateRate: 1, reorderJitterMs: 5, backoffMs: 5 });
    const before = await balanceOf(US(1));
    const guid = await contribute(t.app(), US(1), 2000);
    await t.settleWebhooks();
    const { id } = await paymentRow(t.db(), guid);
    await Promise.all([1, 2, 3].map(() => settlePayment(t.db(), id, { status: 'succeeded' })));
    // US(1): the organiser absorbs fees; Stripe's US row: 30 + 2.9 % of 2000 = 88.
    expect(await entriesOf(t.db(), guid)).toEqual([
      ['contribution', 'settle', 2000],
      ['fee', 'settle', -88],
    ]);
    expect(await balanceOf(US(1))).toBe(before + 2000 - 88);
    t.sandbox().webhooks.configure({ duplicateRate: 0, reorderJitterMs: 0 });
    await expectAgreement(US(1));
  });

  it('books a payment that waited for 3-D Secure once when its answers race', async () => {
    const app = t.app();
    const before = await balanceOf(US(13));
    const { collectionId } = await collectionFigures(app, US(13));
    const started = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net: 1000 }, { checkOutToken: await tokenise(app, TEST_CARDS.threeDs) }));
    expect(started.statusCode).toBeLessThan(300);
    const [latest] = await t.db().select().from(payments).where(eq(payments.collectionId, collectionId)).orderBy(desc(payments.id)).limit(1);
    const { id, status, guid } = latest!;
    expect(status).not.toBe('succeeded');
    expect(await entriesOf(t.db(), guid)).toEqual([]);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => settlePayment(t.db(), id, { status: 'succeeded' })));
    expect(answers.filter((a) => a.changed)).toHaveLength(1);
    expect(await entriesOf(t.db(), guid)).toEqual([
      ['contribution', 'settle', 1000],
      ['fee', 'settle', -59],
    ]);
    expect(await balanceOf(US(13))).toBe(before + 1000 - 59);
  });

  it('books no fee when the contributor paid it on top', async () => {
    const before = await balanceOf(US(3));
    const guid = await contribute(t.app(), US(3), 2500);
    expect((await paymentRow(t.db(), guid)).feeCents).toBeGreaterThan(0);
    expect(await entriesOf(t.db(), guid)).toEqual([['contribution', 'settle', 2500]]);
    expect(await balanceOf(US(3))).toBe(before + 2500);
    await expectAgreement(US(3));
  });

  it("holds back the charity's share, owed to the named charity, and gives it back on a refund while the fee stays", async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(12), owner.organiser.id);
    const before = await balanceOf(US(12));
    const guid = await contribute(app, US(12), 3000);
    // Red Cross 10 %: 300; fee 30 + 2.9 % of 3000 = 117.
    expect(await entriesOf(t.db(), guid)).toEqual([
      ['contribution', 'settle', 3000],
      ['fee', 'settle', -117],
      ['charity_share', 'settle', -300],
    ]);
    expect(await balanceOf(US(12))).toBe(before + 3000 - 117 - 300);
    const { statement: s } = await expectAgreement(US(12));
    expect(s.entries.find((e) => e.kind === 'charity_share')?.description).toBe('Owed to Red Cross');

    expect((await refund(app, guid, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    await t.settleWebhooks();
    expect(await entriesOf(t.db(), guid)).toEqual([
      ['contribution', 'settle', 3000],
      ['fee', 'settle', -117],
      ['charity_share', 'settle', -300],
      ['refund', 'refund', -3000],
      ['charity_share', 'refund', 300],
    ]);
    // The provider keeps its fee: the collection has 117 less than before the contribution.
    expect(await balanceOf(US(12))).toBe(before - 117);
    const { figures } = await expectAgreement(US(12));
    expect(figures).toMatchObject({ refunded: 3000, charityName: 'Red Cross' });
  });

  it("refunds a collection's only contribution to zero: the fee it cannot carry is not charged", async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(2), owner.organiser.id);
    expect(await balanceOf(US(2))).toBe(0);
    const guid = await contribute(app, US(2), 1000);
    expect(await balanceOf(US(2))).toBe(1000 - 59);
    expect((await refund(app, guid, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    expect(await balanceOf(US(2))).toBe(0);
    expect((await entriesOf(t.db(), guid)).slice(-2)).toEqual([
      ['refund', 'refund', -1000],
      ['fee', 'refund', 59],
    ]);
    await expectAgreement(US(2));
  });

  it('refuses a refund that would overdraw after a payout, before the provider is asked', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(14), owner.organiser.id);
    const guid = await contribute(app, US(14), 3000);
    const row = await collectionRow(t.db(), US(14));
    // A payout took all but $1 (as a redemption books it).
    const paidOut = row.balanceCents - 100;
    await inTransaction(t.db(), (tx) =>
      bookEntries(tx, [{ collectionId: row.id, kind: 'payout', cause: 'redeem', amountCents: -paidOut, description: 'Bank payout ••••6789' }]),
    );
    const res = await refund(app, guid, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'insufficient_balance', message: expect.stringContaining('money has already been paid out') },
    });
    expect((await paymentRow(t.db(), guid)).status).toBe('succeeded');
    const charge = (await t.sandbox().store.listPayments()).find((p) => p.reference === guid);
    expect(charge?.status).not.toBe('refunded');
    expect(await balanceOf(US(14))).toBe(100);
    expect((await entriesOf(t.db(), guid)).map(([kind]) => kind)).toEqual(['contribution', 'fee']);

    // The payout comes back: now the refund goes through.
    await inTransaction(t.db(), (tx) =>
      bookEntries(tx, [{ collectionId: row.id, kind: 'payout_returned', cause: 'return', amountCents: paidOut, description: 'Payout returned' }]),
    );
    expect((await refund(app, guid, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    await expectAgreement(US(14));
  });

  it('takes the held refund back when the provider refuses it, and keeps it for the retry when the answer is lost', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app, { market: 'AU' });
    await giveCollectionTo(t.db(), AU(1), owner.organiser.id);
    const guid = await contribute(app, AU(1), 2000);
    const settled = await balanceOf(AU(1));
    const sandbox = t.sandbox();

    const refused = vi.spyOn(sandbox, 'refund').mockResolvedValueOnce({ providerRefundId: 're_x', status: 'failed', amountCents: 2000 });
    expect((await refund(app, guid, owner.headers)).statusCode).toBe(502);
    expect(await balanceOf(AU(1))).toBe(settled);
    expect((await entriesOf(t.db(), guid)).map(([kind]) => kind)).toEqual(['contribution', 'fee']);
    refused.mockRestore();

    const lost = vi.spyOn(sandbox, 'refund').mockRejectedValueOnce(new ProviderError('timeout', 'no answer'));
    expect((await refund(app, guid, owner.headers)).statusCode).toBe(503);
    // Held: a payout asked for now cannot spend it.
    expect(await balanceOf(AU(1))).toBe(settled - 2000);
    lost.mockRestore();

    expect((await refund(app, guid, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    await t.settleWebhooks();
    expect(await entriesOf(t.db(), guid)).toEqual([
      ['contribution', 'settle', 2000],
      ['fee', 'settle', -65],
      ['refund', 'refund', -2000],
    ]);
    expect(await balanceOf(AU(1))).toBe(settled - 2000);
    await expectAgreement(AU(1));
  });

  it('a payout asked for while a refund is at the provider cannot spend the refund\'s money', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app, { market: 'AU' });
    await giveCollectionTo(t.db(), AU(3), owner.organiser.id);
    const guid = await contribute(app, AU(3), 4000);
    const row = await collectionRow(t.db(), AU(3));
    const sandbox = t.sandbox();
    const realRefund = sandbox.refund.bind(sandbox);
    let answer!: () => void;
    const atProvider = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let called!: () => void;
    const reached = new Promise<void>((resolve) => {
      called = resolve;
    });
    const slow = vi.spyOn(sandbox, 'refund').mockImplementationOnce(async (input) => {
      called();
      await atProvider;
      return realRefund(input);
    });
    const refunding = refund(app, guid, owner.headers);
    await reached;
    // The whole balance as it was before the refund: more than is left once the refund is held.
    const payout = inTransaction(t.db(), (tx) =>
      bookEntries(tx, [{ collectionId: row.id, kind: 'payout', cause: 'redeem', amountCents: -row.balanceCents, description: 'Bank payout' }]),
    );
    await expect(payout).rejects.toBeInstanceOf(InsufficientBalanceError);
    answer();
    expect((await refunding).json()).toMatchObject({ status: 'refunded' });
    slow.mockRestore();
    await t.settleWebhooks();
    expect(await balanceOf(AU(3))).toBe(row.balanceCents - 4000);
    await expectAgreement(AU(3));
  });

  it('the ledger check names a balance that moved without an entry', async () => {
    const { ledgerMismatches, ledgerBaseline } = await import('../payments/ledger-check');
    const baseline = await ledgerBaseline(t.db());
    const row = await collectionRow(t.db(), US(11));
    const { collections } = await import('../../db/schema/collections');
    await t.db().update(collections).set({ balanceCents: row.balanceCents + 1 }).where(eq(collections.id, row.id));
    try {
      expect(await ledgerMismatches(t.db(), baseline)).toEqual([
        { id: row.id, problems: [`balance = sum of entries: ${row.balanceCents + 1} ≠ ${row.balanceCents}`] },
      ]);
    } finally {
      await t.db().update(collections).set({ balanceCents: row.balanceCents }).where(eq(collections.id, row.id));
    }
  });
});

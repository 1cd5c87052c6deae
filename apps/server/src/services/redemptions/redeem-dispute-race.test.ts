import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { collections } from '../../db/schema/collections';
import { redemptions } from '../../db/schema/money-out';
import { contribute } from '../../../test/ledger-fixtures';
import { balanceOf, organiserRedeem, payoutSandbox, usBankRequest, verifiedPayoutAccount } from '../../../test/money-out-fixtures';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser } from '../../../test/organiser-session';
import { usePaymentsApp } from '../../../test/payments-app';

const t = usePaymentsApp();

describe('a dispute that opens between the redeem check and the hold', () => {
  it('is seen under the collection lock: nothing is held or paid', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    const collection = await createOwnedCollection(t.db(), owner.organiser.id);
    await verifiedPayoutAccount(t.db(), owner.organiser.id, 'US');
    const payment = await contribute(app, collection.guid, 5_000);
    await t.settleWebhooks();
    await t.db().update(collections).set({ isClosed: true }).where(eq(collections.id, collection.id));
    const balance = await balanceOf(t.db(), collection.id);

    // The bank details go to the provider after the rules were checked and before anything is held:
    // the contributor's dispute arrives (and is applied) just then.
    const payouts = payoutSandbox(app);
    const ask = payouts.createBankDestination.bind(payouts);
    const spy = vi.spyOn(payouts, 'createBankDestination').mockImplementationOnce(async (input) => {
      await t.sandbox().disputes.raise({ payment, amountCents: 1_000, feeCents: 0 });
      await t.settleWebhooks();
      return ask(input);
    });
    try {
      const res = await organiserRedeem(app, owner, collection.guid, usBankRequest(balance));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'not_redeemable', details: { reason: 'dispute_open' } });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id))).toEqual([]);
    // Only the dispute's hold left the balance.
    expect(await balanceOf(t.db(), collection.id)).toBe(balance - 1_000);
  });
});

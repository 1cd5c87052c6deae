import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redemptions } from '../../db/schema/money-out';
import { usePaymentsApp } from '../../../test/payments-app';
import { closedCollectionWithBalance, organiserRedeem, paypalRequest, usBankRequest } from '../../../test/money-out-fixtures';
import { payoutMismatches } from './payout-check';

const t = usePaymentsApp({ sandboxWebhooks: false });

describe("the ledger check beside the payout provider's records", () => {
  it('finds nothing when our payouts are the provider’s, and names the payout whose amount, currency or status differ', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 9_000);
    expect((await organiserRedeem(app, owner, collection.guid, usBankRequest(4_000))).statusCode).toBe(201);
    expect((await organiserRedeem(app, owner, collection.guid, paypalRequest(5_000))).statusCode).toBe(201);
    const ours = (await payoutMismatches(t.db(), app.redemptions.providers)).filter((m) => m.id === collection.id);
    expect(ours).toEqual([]);

    const rows = await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id));
    const bankRow = rows.find((r) => r.method === 'bank')!;
    // As if our row had been written wrong: the check names it, each side shown.
    await t.db().update(redemptions).set({ status: 'failed', currency: 'AUD' }).where(eq(redemptions.id, bankRow.id));
    try {
      const found = (await payoutMismatches(t.db(), app.redemptions.providers)).filter((m) => m.id === collection.id);
      expect(found).toEqual([
        {
          id: collection.id,
          problems: [`payout ${bankRow.guid}: currency AUD ≠ provider USD`, `payout ${bankRow.guid}: status failed ≠ provider paid`],
        },
      ]);
    } finally {
      await t.db().update(redemptions).set({ status: bankRow.status, currency: bankRow.currency }).where(eq(redemptions.id, bankRow.id));
    }
  });
});

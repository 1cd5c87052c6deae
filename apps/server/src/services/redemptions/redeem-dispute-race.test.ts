import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as disputesRepository from '../../db/repositories/disputes-repository';
import { hasOpenDispute } from '../../db/repositories/disputes-repository';
import { collections } from '../../db/schema/collections';
import { redemptions } from '../../db/schema/money-out';
import { contribute } from '../../../test/ledger-fixtures';
import { balanceOf, giftCardRequest, organiserRedeem } from '../../../test/money-out-fixtures';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser } from '../../../test/organiser-session';
import { usePaymentsApp } from '../../../test/payments-app';

// The first look (before any provider call) is made to miss the dispute, as if it opened just after it.
vi.mock('../../db/repositories/disputes-repository', async (importOriginal) => {
  const real = await importOriginal<typeof disputesRepository>();
  return { ...real, hasOpenDispute: vi.fn(real.hasOpenDispute) };
});

const t = usePaymentsApp();

describe('a dispute that opens between the redeem check and the hold', () => {
  it('is seen under the collection lock: nothing is held or paid', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    const collection = await createOwnedCollection(t.db(), owner.organiser.id);
    const payment = await contribute(app, collection.guid, 5_000);
    await t.settleWebhooks();
    await t.db().update(collections).set({ isClosed: true }).where(eq(collections.id, collection.id));
    const dispute = await t.sandbox().disputes.raise({ payment, feeCents: 0, amountCents: 1_000 });
    await t.settleWebhooks();
    expect(dispute.status).toBe('open');
    const balance = await balanceOf(t.db(), collection.id);

    vi.mocked(hasOpenDispute).mockResolvedValueOnce(false);
    const res = await organiserRedeem(app, owner, collection.guid, giftCardRequest(balance));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'not_redeemable', details: { reason: 'dispute_open' } });
    expect(vi.mocked(hasOpenDispute)).toHaveBeenCalledTimes(2);
    expect(await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id))).toEqual([]);
    expect(await balanceOf(t.db(), collection.id)).toBe(balance);
  });
});

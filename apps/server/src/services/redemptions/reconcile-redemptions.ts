import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { claimStaleRedemptions } from '../../db/repositories/redemptions-repository';
import { askProvider } from './ask-provider';
import type { PayoutProviders } from '../../payment-providers/select-payout-providers';
import { payoutProviderNamed } from './select-payout-providers';
import { settleRedemption } from './settle-redemption';

export type ReconcileRedemptionsResult = { checked: number; settled: number };

/**
 * Redemptions left processing (no provider id after a timeout, a lost answer or a crash; or a payout
 * still pending at the bank) are asked about again: the create call repeated with the SAME derived key
 * (the provider answers its first outcome, never a second payout), or the payout read back by its id.
 * Each is claimed with a lease (FOR UPDATE SKIP LOCKED), so several servers ask about it once.
 */
export async function reconcileRedemptions(
  deps: { db: AppDatabase; providers: PayoutProviders; log: FastifyBaseLogger },
  options: { graceMs: number; limit?: number },
): Promise<ReconcileRedemptionsResult> {
  const claimed = await claimStaleRedemptions(deps.db, options.graceMs, options.limit ?? 50);
  let settled = 0;
  for (const row of claimed) {
    const provider = payoutProviderNamed(deps.providers, row.provider);
    if (!provider) {
      deps.log.warn({ redemption: row.guid, provider: row.provider }, 'redemption provider not configured');
      continue;
    }
    try {
      const outcome = await askProvider(provider, row);
      if (outcome && (await settleRedemption(deps.db, row, outcome, 'system'))) settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, redemption: row.guid }, 'redemption reconciliation failed; it is asked again later');
    }
  }
  return { checked: claimed.length, settled };
}

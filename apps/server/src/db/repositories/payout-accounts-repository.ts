import type { Market } from '@groupgift/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { ConnectedAccountState } from '../../payment-providers/connected-accounts';
import type { AppDatabase } from '../client';
import { payoutAccounts } from '../schema/payout-accounts';
import type { Tx } from '../transaction';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
type Reader = AppDatabase | Tx;

export async function findPayoutAccount(db: Reader, organiserId: number, market: Market, provider: string): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.organiserId, organiserId), eq(payoutAccounts.market, market), eq(payoutAccounts.provider, provider)));
  return row ?? null;
}

/** One account per organiser, market and provider: a second tab's insert finds the first one's. */
export async function insertPayoutAccountOnce(
  db: Reader,
  values: { organiserId: number; market: Market; provider: string; state: ConnectedAccountState },
): Promise<PayoutAccountRow> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({
      organiserId: values.organiserId,
      market: values.market,
      provider: values.provider,
      accountId: values.state.accountId,
      status: values.state.status,
      requirementsDue: values.state.requirementsDue,
      disabledReason: values.state.disabledReason,
      // Any event about the account is newer than its creation, even one stamped in the same second.
      statusAt: new Date(0),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findPayoutAccount(db, values.organiserId, values.market, values.provider))!;
}

/**
 * The account's state as an event of `at` describes it, unless a later event already set it: an
 * event delivered late (or again) never moves the status back.
 */
export async function applyAccountState(tx: Tx, provider: string, state: ConnectedAccountState, at: Date): Promise<PayoutAccountRow | null> {
  const [row] = await tx
    .update(payoutAccounts)
    .set({ status: state.status, requirementsDue: state.requirementsDue, disabledReason: state.disabledReason, statusAt: at, updatedAt: sql`now()` })
    .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountId, state.accountId), lte(payoutAccounts.statusAt, at)))
    .returning();
  return row ?? null;
}

import { and, isNotNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { redemptions } from '../../db/schema/money-out';
import type { PayoutResult } from '../../payment-providers/payout-provider';
import type { PayoutProviders } from '../../payment-providers/select-payout-providers';
import { ownValue } from '@groupgift/domain';
import type { BalanceMismatch } from './ledger-check';

type Row = typeof redemptions.$inferSelect;

/** Which provider statuses agree with ours: Stripe tells a return as `failed` after `paid`. */
const AGREES: Record<string, readonly PayoutResult['status'][]> = {
  paid: ['paid'],
  failed: ['failed'],
  returned: ['returned', 'failed'],
};

/**
 * Bank and PayPal payouts beside the provider's own record of them (issue 33): the amount that left
 * (the redemption's amount less its fee), the currency and the final status must be the provider's.
 * Redemptions still processing are reconciliation's, not a disagreement. Grouped by collection, in
 * the ledger check's shape, so /control/ledger reports them with the rest.
 */
export async function payoutMismatches(db: AppDatabase, providers: PayoutProviders): Promise<BalanceMismatch[]> {
  const rows = await db
    .select()
    .from(redemptions)
    .where(and(ne(redemptions.method, 'gift_card'), ne(redemptions.status, 'processing'), isNotNull(redemptions.providerPayoutId)));
  const found = new Map<number, string[]>();
  for (const row of rows) {
    const problems = await compare(row, providers);
    if (problems.length > 0) found.set(row.collectionId, [...(found.get(row.collectionId) ?? []), ...problems]);
  }
  return [...found].map(([id, problems]) => ({ id, problems }));
}

async function compare(row: Row, providers: PayoutProviders): Promise<string[]> {
  const provider = ownValue(providers.byName, row.provider);
  const name = `payout ${row.guid}`;
  if (!provider) return [`${name}: provider ${row.provider} is not configured`];
  let theirs: PayoutResult;
  try {
    theirs = await provider.getPayout(row.providerPayoutId!, row.connectedAccountId ?? undefined);
  } catch (error) {
    return [`${name}: the provider could not be read (${error instanceof Error ? error.message : String(error)})`];
  }
  const problems: string[] = [];
  const net = row.amountCents - row.feeCents;
  if (theirs.amountCents !== net) problems.push(`${name}: amount ${net} ≠ provider ${theirs.amountCents}`);
  if (theirs.currency !== row.currency) problems.push(`${name}: currency ${row.currency} ≠ provider ${theirs.currency}`);
  if (!(ownValue(AGREES, row.status) ?? []).includes(theirs.status)) problems.push(`${name}: status ${row.status} ≠ provider ${theirs.status}`);
  return problems;
}

import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { payments } from '../schema/payments';

/**
 * A contribution's outcome and its collection's guid, for the page the payer returns to (by payment
 * guid) or reloads during an attempt (by the attempt's idempotency key).
 */
export async function findContributionOutcome(db: AppDatabase, by: { payment?: string; attempt?: string }) {
  const match = by.payment !== undefined ? eq(payments.guid, by.payment) : eq(payments.idempotencyKey, by.attempt ?? '');
  const [row] = await db
    .select({
      guid: payments.guid,
      status: payments.status,
      invoiceNumber: payments.invoiceNumber,
      updatedAt: payments.updatedAt,
      collectionGuid: collections.guid,
    })
    .from(payments)
    .innerJoin(collections, eq(collections.id, payments.collectionId))
    .where(and(match, eq(payments.kind, 'contribution')))
    .limit(1);
  return row ?? null;
}

import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { payments } from '../schema/payments';

/** A contribution's outcome and its collection's guid, for the page the payer returns to. */
export async function findContributionOutcome(db: AppDatabase, paymentGuid: string) {
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
    .where(and(eq(payments.guid, paymentGuid), eq(payments.kind, 'contribution')))
    .limit(1);
  return row ?? null;
}

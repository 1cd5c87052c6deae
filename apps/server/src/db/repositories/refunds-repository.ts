import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { payments } from '../schema/payments';
import type { PaymentRow } from './payments-repository';

/**
 * A contribution on one of this organiser's collections, or null: another organiser's payment and
 * an unknown one look the same to the caller (404, never "it exists").
 */
export async function findOrganiserContribution(
  db: AppDatabase,
  paymentGuid: string,
  organiserId: number,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(collections, eq(collections.id, payments.collectionId))
    .where(
      and(
        eq(payments.guid, paymentGuid),
        eq(payments.kind, 'contribution'),
        eq(collections.organiserId, organiserId),
      ),
    )
    .limit(1);
  return row?.payment ?? null;
}

/** The collection's running figures, read after a refund moved them. */
export async function collectionFiguresById(db: AppDatabase, collectionId: number) {
  const [row] = await db
    .select({
      guid: collections.guid,
      soFarCollected: collections.soFarCollectedCents,
      joinedSofar: collections.joinedCount,
      charityShare: collections.charityShareCents,
    })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .limit(1);
  return row ?? null;
}

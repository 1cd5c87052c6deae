import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { disputes } from '../schema/disputes';
import { payments } from '../schema/payments';
import type { Tx } from '../transaction';

/** The disputes' SQL (decision 136); the booking runs under the collection's row lock (ledger-repository). */

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDisputeRow = typeof disputes.$inferInsert;

export async function findDispute(tx: Tx, provider: number, providerDisputeId: string): Promise<DisputeRow | null> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.provider, provider), eq(disputes.providerDisputeId, providerDisputeId)))
    .limit(1);
  return row ?? null;
}

export async function insertDispute(tx: Tx, values: NewDisputeRow): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).returning();
  return row!;
}

/** Resolves an open dispute (compare-and-set on `open`): null when it was no longer open. */
export async function resolveDispute(
  tx: Tx,
  id: number,
  patch: Pick<DisputeRow, 'status' | 'feeCents' | 'receivableCents'>,
): Promise<DisputeRow | null> {
  const [row] = await tx
    .update(disputes)
    .set({ ...patch, resolvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(disputes.id, id), eq(disputes.status, 'open')))
    .returning();
  return row ?? null;
}

/** Whether a dispute is open on the collection: payouts wait while one is. */
export async function hasOpenDispute(db: AppDatabase | Tx, collectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.collectionId, collectionId), eq(disputes.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/** Whether a payment has a dispute that is open or was lost (then the bank already returned it). */
export async function paymentDisputed(db: AppDatabase, paymentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), inArray(disputes.status, ['open', 'lost'])))
    .limit(1);
  return row !== undefined;
}

/** A collection's disputes, newest first, with their payment's guid. */
export function listDisputes(db: AppDatabase, collectionId: number) {
  return db
    .select({
      status: disputes.status,
      amountCents: disputes.amountCents,
      feeCents: disputes.feeCents,
      heldCents: disputes.heldCents,
      receivableCents: disputes.receivableCents,
      reason: disputes.reason,
      createdAt: disputes.createdAt,
      resolvedAt: disputes.resolvedAt,
      paymentGuid: payments.guid,
    })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(eq(disputes.collectionId, collectionId))
    .orderBy(desc(disputes.id));
}

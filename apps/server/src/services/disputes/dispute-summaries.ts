import { disputeStatusSchema, type DisputeSummary } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { listDisputes } from '../../db/repositories/disputes-repository';

/** A collection's disputes as the organiser's balance shows them, newest first (decision 136). */
export async function disputeSummaries(db: AppDatabase, collectionId: number): Promise<DisputeSummary[]> {
  return (await listDisputes(db, collectionId)).map((d) => ({
    status: disputeStatusSchema.parse(d.status),
    amount: d.amountCents,
    fee: d.feeCents,
    held: d.heldCents,
    receivable: d.receivableCents,
    reason: d.reason,
    openedAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    paymentGuid: d.paymentGuid,
  }));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { messages } from '../schema/messages';
import { payments } from '../schema/payments';

/**
 * Deletes up to `limit` messages written for a payment that never took money (decision 102 keeps
 * them off the card meanwhile): still waiting, untouched since `cutoff`, and every payment that
 * names them failed before `cutoff` — or none ever started. A payment still `created` or
 * `requires_action` may yet succeed (reconciliation fails an abandoned one after its window, and the
 * day starts again then), so its message stays. The failed attempts stay on record without it.
 * Returns how many were deleted.
 */
export async function deleteAbandonedWaitingMessages(db: AppDatabase, cutoff: Date, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.awaitingPayment, true),
          sql`${messages.updatedAt} < ${cutoff.toISOString()}::timestamptz`,
          sql`not exists (select 1 from ${payments} where ${payments.messageId} = ${messages.id}
                and (${payments.status} <> 'failed' or ${payments.updatedAt} >= ${cutoff.toISOString()}::timestamptz))`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx
      .update(payments)
      .set({ messageId: null })
      .where(and(inArray(payments.messageId, ids), eq(payments.status, 'failed')));
    // A payment started on one of them since the select still names it: the foreign key then
    // refuses the delete, the transaction rolls back, and the next run leaves that message alone.
    const deleted = await tx
      .delete(messages)
      .where(and(inArray(messages.id, ids), eq(messages.awaitingPayment, true)))
      .returning({ id: messages.id });
    return deleted.length;
  });
}

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { emailOutbox } from '../schema/email-outbox';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxInsert = {
  dedupeKey: string | null;
  toAddress: string;
  template: string;
  subject: string;
  payload: unknown;
};
type Writer = Pick<AppDatabase, 'insert'>;

/** Queues mail; a repeated dedupe key is ignored, so settling a payment twice never mails twice. */
export async function enqueueEmails(db: Writer, rows: OutboxInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(emailOutbox)
    .values(rows.map((r) => ({ ...r, payload: r.payload ?? {} })))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/**
 * Takes up to `limit` due rows and pushes their next attempt `leaseMs` ahead, so another worker
 * (or this one, next tick) does not send them at the same time. SKIP LOCKED lets instances share.
 */
export async function claimDueEmails(db: AppDatabase, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      updatedAt: new Date(),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function markEmailSent(db: AppDatabase, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailRetry(
  db: AppDatabase,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ lastError: error, nextAttemptAt, updatedAt: new Date() })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailFailed(db: AppDatabase, id: number, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: error, updatedAt: new Date() })
    .where(eq(emailOutbox.id, id));
}

export async function listOutbox(db: AppDatabase): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
}

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { emailOutbox } from '../schema/email-outbox';
import { mailPriority } from '../../mail/mail-priority';
import { signalMailQueued } from '../../mail/outbox-signal';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxInsert = {
  dedupeKey: string | null;
  toAddress: string;
  template: string;
  subject: string;
  payload: unknown;
};
type Writer = Pick<AppDatabase, 'insert'>;

/**
 * Queues mail; a repeated dedupe key is ignored, so settling a payment twice never mails twice.
 * The priority comes from the template (mail/mail-priority.ts), never from the caller.
 */
export async function enqueueEmails(db: Writer, rows: OutboxInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(emailOutbox)
    .values(rows.map((r) => ({ ...r, payload: r.payload ?? {}, priority: mailPriority(r.template) })))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
  signalMailQueued();
}

/**
 * Takes up to `limit` due rows, most urgent first (priority, then due time), and pushes their next
 * attempt `leaseMs` ahead, so another worker (or this one, next run) does not send them at the same
 * time. SKIP LOCKED lets instances share: each takes rows the others have not locked.
 */
export async function claimDueEmails(db: AppDatabase, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.priority), asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      updatedAt: new Date(),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  // RETURNING gives no order; the worker starts the most urgent sends first.
  return rows.sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** One statement for a whole batch: a row at a time was a round trip per mail. */
export async function markEmailsSent(db: AppDatabase, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(inArray(emailOutbox.id, [...ids]));
}

/** Hands claimed rows that were not tried back to the queue, due now, with the attempt undone. */
export async function releaseEmails(db: AppDatabase, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} - 1`, nextAttemptAt: sql`now()`, updatedAt: new Date() })
    .where(and(inArray(emailOutbox.id, [...ids]), eq(emailOutbox.status, 'pending')));
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

import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client';
import { messages } from '../../src/db/schema/messages';
import { payments } from '../../src/db/schema/payments';
import { sandboxPayments } from '../../src/db/schema/sandbox-provider';

/*
 * What the database holds after the load, read directly (past every server): the system of
 * record the client's answers are checked against.
 */

const OPEN = ['created', 'requires_action', 'pending'];

type Row = { key: string; status: string; ref: string | null };

async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += 1000) rows.push(...(await read(values.slice(i, i + 1000))));
  return rows;
}

/** Our ledger's row for each key (one at most: the key is unique). */
export function ledgerRows(db: AppDatabase, keys: string[]): Promise<Row[]> {
  return inChunks(keys, (chunk) =>
    db
      .select({ key: payments.idempotencyKey, status: payments.status, ref: payments.providerReference })
      .from(payments)
      .where(inArray(payments.idempotencyKey, chunk)),
  );
}

/** The sandbox provider's own payments for the same keys: what was charged. */
export function providerRows(db: AppDatabase, keys: string[]): Promise<Row[]> {
  return inChunks(keys, (chunk) =>
    db
      .select({
        key: sandboxPayments.idempotencyKey,
        status: sandboxPayments.status,
        ref: sandboxPayments.id,
      })
      .from(sandboxPayments)
      .where(inArray(sandboxPayments.idempotencyKey, chunk)),
  );
}

/**
 * Waits (polling) until the provider has charged one of these payments (whose clients have had no
 * answer yet), or the time is up: a server holds a charge it has not answered. Answers whether it saw one.
 */
export async function waitUntilCharged(
  db: AppDatabase,
  keys: () => string[],
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const charged = (await providerRows(db, keys())).length > 0;
    if (charged || Date.now() > deadline) return charged;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits (polling) until none of these payments is open; answers how many still are at the end. */
export async function waitUntilFinal(db: AppDatabase, keys: string[], timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = (await ledgerRows(db, keys)).filter((r) => OPEN.includes(r.status)).length;
    if (open === 0 || Date.now() > deadline) return open;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** How many messages carry each marker (a signer's text made unique by the test). */
export async function messageCounts(db: AppDatabase, markers: string[]): Promise<Map<string, number>> {
  const rows = await inChunks(markers, (chunk) =>
    db.select({ comment: messages.comment }).from(messages).where(inArray(messages.comment, chunk)),
  );
  const counts = new Map<string, number>();
  for (const { comment } of rows) counts.set(comment, (counts.get(comment) ?? 0) + 1);
  return counts;
}

/**
 * Payments the provider charged before `at` (a kill) that ended succeeded: with the keys of payments
 * whose clients retried after the kill, those the killed server charged and another server (by the
 * client's retry or the provider's webhook) recorded, once.
 */
export async function chargedBefore(db: AppDatabase, keys: string[], at: Date): Promise<number> {
  const rows = await inChunks(keys, (chunk) =>
    db
      .select({ key: payments.idempotencyKey })
      .from(payments)
      .innerJoin(sandboxPayments, eq(sandboxPayments.idempotencyKey, payments.idempotencyKey))
      .where(
        and(
          inArray(payments.idempotencyKey, chunk),
          eq(payments.status, 'succeeded'),
          lt(sandboxPayments.createdAt, at),
        ),
      ),
  );
  return rows.length;
}

/** Every payment the ledger holds as succeeded, whoever made it: what the servers' counters must add up to. */
export async function succeededPayments(db: AppDatabase): Promise<number> {
  return (await db.select({ n: count() }).from(payments).where(eq(payments.status, 'succeeded')))[0]!.n;
}

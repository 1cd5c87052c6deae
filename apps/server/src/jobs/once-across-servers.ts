import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

// The first half of every advisory lock key the jobs take, so they never meet another use of them.
const JOBS_LOCK_SPACE = 0x6767; // "gg"

/**
 * Runs `work` on one server at a time across the site (decision 117): a transaction-scoped advisory
 * lock on PostgreSQL, tried without waiting, so while one server runs the pass the others skip it.
 * The lock lives as long as its transaction: it is let go when the pass ends, and PostgreSQL lets go
 * of a dead server's as soon as its connection drops, so the next server's tick picks the work up.
 * The transaction only holds the lock; `work` uses the app's other connections as usual.
 *
 * PGlite is one process's database, so there is nobody to share with: `work` just runs.
 */
export async function runOnceAcrossServers<T>(
  database: DatabaseHandle,
  job: string,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (database.kind === 'pglite') return { ran: true, result: await work() };
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOBS_LOCK_SPACE}, hashtext(${job})) as locked`,
    );
    const { rows } = result as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return { ran: false as const };
    return { ran: true as const, result: await work() };
  });
}

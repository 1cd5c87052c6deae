import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from './client';
import { isConnectionError } from './connection-errors';
import { startThrowawayPostgres, throwawayPostgresAvailable, type ThrowawayPostgres } from '../../test/throwaway-postgres';

/*
 * The pool's side of riding out a restart (decision 133), on a PostgreSQL of the test's own: a
 * connection dropped while a transaction holds it fails that transaction and nothing else (before,
 * pg emitted 'error' on the checked-out client with nobody listening: an uncaught exception), and a
 * read sent while PostgreSQL restarts waits for it rather than failing.
 */
describe.skipIf(!throwawayPostgresAvailable)('the PostgreSQL pool when connections are lost', () => {
  let postgres: ThrowawayPostgres;
  let database: DatabaseHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    database = await openPostgres(postgres.url, 4, (error) => lost.push(error));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it('fails only the transaction whose connection was terminated, and reconnects for the next', async () => {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const outcome = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        // Idle in the transaction, as while the app waits on something between statements.
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      const error = await outcome.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(isConnectionError(error)).toBe(true);
      expect(lost.some((e) => (e as { code?: string }).code === '57P01')).toBe(true);
      const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
      expect(rows[0]!.answer).toBe(42);
    } finally {
      await admin.end();
    }
  });

  it('retries a read sent while PostgreSQL restarts, and answers it once it is back', async () => {
    // Every pooled connection open, so the restart terminates ones the read will be given.
    await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const restart = postgres.restart();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { rows } = (await database.db.execute(sql`select 'still here' as said`)) as unknown as { rows: { said: string }[] };
    await restart;
    expect(rows[0]!.said).toBe('still here');
  });

  it('says a lost connection is one, and a wrong statement is not', () => {
    expect(isConnectionError({ code: '57P01' })).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ code: '23505' })).toBe(false);
    expect(isConnectionError(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});

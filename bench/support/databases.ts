import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data';

export const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `use` on a fresh, migrated and seeded embedded database, removed afterwards. */
export async function withSeededPglite<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const base = await mkdtemp(join(tmpdir(), 'gg-bench-'));
  try {
    const handle = await openPglite(join(base, 'run'));
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
      return await use(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

/**
 * Runs `use` on a fresh, migrated and seeded PostgreSQL database, dropped afterwards; answers a
 * one-line note instead when no server answers.
 */
export async function withSeededPostgres<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T | string> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return `PostgreSQL: no server answers at ${new URL(PG_URL).host}, skipped`;
  }
  const name = `gg_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    try {
      await handle.migrate();
      await seedDemoData(handle.db);
      return await use(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

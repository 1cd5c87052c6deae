import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../plugins/config';
import { isConnectionError } from './connection-errors';
import { findMigrationsFolder } from './migrations-folder';
import { watchCommittedWrites } from './committed-writes';
import { listenOnPostgres, type ListenHandlers, type Listener } from './pg-listener';

/** Both drivers speak the same PostgreSQL dialect; repositories see only this type. */
export type AppDatabase = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now, for /metrics; absent for the embedded database. */
  poolUse?(): PoolUse;
  /**
   * PostgreSQL: LISTEN on a channel over a connection of its own, reopened whenever it is lost
   * (db/pg-listener.ts). Absent for the embedded database, whose client listens itself.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /**
   * PostgreSQL: `onWrite` runs when a write of this process that changed rows has committed (before
   * its caller sees the commit), so a cache can drop what it trusted. Answers a way to stop.
   */
  onCommittedWrite?(onWrite: () => void): () => void;
};

export type PoolUse = { open: number; idle: number; waiting: number; max: number };

/** PGlite keeps its files in a sub-folder so DATA_DIR can also hold mail captures and uploads. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openPglite(dir: string): Promise<DatabaseHandle> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client);
  return {
    kind: 'pglite',
    db: db as unknown as AppDatabase,
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** The session setting that makes migration 0016's triggers pg_notify each moved read version. */
export const READ_VERSION_NOTIFY_SETTING = 'groupgift.read_version_notify';

/** Waits before each retry of a read that lost its connection: together about a fast restart's length. */
const READ_RETRY_WAITS_MS = [200, 500, 1_000];

/** A statement that only reads: retrying it after a lost connection cannot do anything twice. */
const READ_ONLY = /^\s*select\b/i;

type QueryText = string | { text?: string };
const textOf = (query: QueryText) => (typeof query === 'string' ? query : (query.text ?? ''));

/**
 * Retries reads sent through the pool itself (not inside a transaction: those go through a checked-out
 * client) when their connection was lost, e.g. PostgreSQL restarting: a GET then rides out a restart
 * instead of failing. Writes are never retried here: one may have committed before the link went.
 */
function retryReadsAfterLostConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.some((arg) => typeof arg === 'function');
    if (callback || !READ_ONLY.test(textOf(args[0] as QueryText))) return query(...args);
    return (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await (query(...args) as Promise<unknown>);
        } catch (error) {
          const wait = READ_RETRY_WAITS_MS[attempt];
          if (wait === undefined || !isConnectionError(error) || pool.ending) throw error;
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    })();
  };
}

/**
 * The triggers of migration 0016 announce each moved read version on a channel only for a session
 * that asks (decision 171): every pooled session does, from its start-up packet, so every server's
 * writes are heard by the others. A URL with `options` of its own keeps them, with this one added.
 */
export function announcingReadVersions(url: string): { connectionString: string; options?: string } {
  const option = `-c ${READ_VERSION_NOTIFY_SETTING}=on`;
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  // The connection string's parameters win over the config's, so the setting joins its own.
  if (own === null) return { connectionString: url, options: option };
  parsed.searchParams.set('options', `${own} ${option}`);
  return { connectionString: parsed.toString() };
}

/**
 * `poolSize`: connections kept open (DATABASE_POOL_SIZE); each settle holds one for its transaction.
 * `onConnectionError` hears of connections PostgreSQL dropped (a restart, a failover); nothing else
 * needs doing: the request using one fails (decision 133) and the pool opens a new one when asked.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  // No connectionTimeoutMillis: pg-pool applies it to waiting for a free connection as well, which
  // would turn a busy pool into errors; readiness bounds its own ping instead (decision 133).
  const pool = new pg.Pool({ ...announcingReadVersions(url), max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => onConnectionError(error));
  // Nor one dropped while checked out (a transaction waiting on the app between statements): pg
  // emits 'error' on the client, and an 'error' event without a listener is an uncaught exception.
  // The client is then not queryable; its next statement fails and the pool discards it on release.
  const writes = new Set<() => void>();
  pool.on('connect', (client) => {
    client.on('error', (error) => onConnectionError(error));
    watchCommittedWrites(client, () => {
      for (const onWrite of writes) onWrite();
    });
  });
  // The readiness ping must say at once that the database is away, so it skips the retries.
  const pingOnce = pool.query.bind(pool);
  retryReadsAfterLostConnection(pool);
  const db = drizzlePg(pool);
  return {
    kind: 'postgres',
    db: db as unknown as AppDatabase,
    migrate: () => migratePg(db, { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await pingOnce('select 1');
    },
    close: () => pool.end(),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    onCommittedWrite: (onWrite) => {
      writes.add(onWrite);
      return () => writes.delete(onWrite);
    },
  };
}

export function openDatabase(
  database: Config['database'],
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return database.kind === 'postgres'
    ? openPostgres(database.url, database.poolSize, onConnectionError)
    : openPglite(pgliteDir(database.dataDir));
}

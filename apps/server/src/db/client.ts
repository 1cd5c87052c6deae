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
import { findMigrationsFolder } from './migrations-folder';

/** Both drivers speak the same PostgreSQL dialect; repositories see only this type. */
export type AppDatabase = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

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

/** `poolSize`: connections kept open (DATABASE_POOL_SIZE); each settle holds one for its transaction. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool);
  return {
    kind: 'postgres',
    db: db as unknown as AppDatabase,
    migrate: () => migratePg(db, { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  return database.kind === 'postgres'
    ? openPostgres(database.url, database.poolSize)
    : openPglite(pgliteDir(database.dataDir));
}

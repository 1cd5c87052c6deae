import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../src/db/client';
import { findMigrationsFolder } from '../src/db/migrations-folder';
import type { Config } from '../src/plugins/config';
import { restoreSnapshot, takeSnapshot } from './database-reset';
import { withDatabase } from './test-db-env';

export type TestDatabaseCopy = { database: Config['database']; drop(): Promise<void> };
export type TestDatabase = { handle: DatabaseHandle; dispose(): Promise<void> };

/** A private copy of the migrated, seeded template, described as the server's config would name it. */
export async function copyTestDatabase(): Promise<TestDatabaseCopy> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'gg-test-copy-'));
    // The server keeps PGlite's files in DATA_DIR/pglite.
    await cp(testDb.templateDir, join(dataDir, 'pglite'), { recursive: true });
    return {
      database: { kind: 'pglite', dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${testDb.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${testDb.templateName}"${testDb.cloneOptions}`);
  } finally {
    await admin.end();
  }
  return {
    database: { kind: 'postgres', url: withDatabase(testDb.adminUrl, name) },
    drop: async () => {
      const drop = new pg.Client({ connectionString: testDb.adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** Where global-setup.ts writes the PGlite template as one archive (PGlite's dumpDataDir). */
export function templateArchive(templateDir: string): string {
  return `${templateDir}.tar`;
}

// Read once per worker: the files of a worker share this module (decision 120).
const archives = new Map<string, Promise<Blob>>();

/** A private in-memory PGlite loaded from the template's archive: no folder to copy or remove. */
async function openPgliteInMemory(templateDir: string): Promise<DatabaseHandle> {
  let archive = archives.get(templateDir);
  if (!archive) {
    archive = readFile(templateArchive(templateDir)).then((bytes) => new Blob([bytes]));
    archives.set(templateDir, archive);
  }
  const client = await PGlite.create({ loadDataDir: await archive });
  const db = drizzle(client) as unknown as AppDatabase;
  return {
    kind: 'pglite',
    db,
    migrate: () => migrate(drizzle(client), { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** A copy of the template, opened: in memory on PGlite, a cloned database on PostgreSQL. */
async function openTemplateCopy(): Promise<TestDatabase> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const handle = await openPgliteInMemory(testDb.templateDir);
    return { handle, dispose: () => handle.close() };
  }
  const copy = await copyTestDatabase();
  const handle = await openDatabase(copy.database);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

// The worker's database between test files: put back to the template when the next file opens it
// (decision 130). Loading or cloning a copy per file cost 660 ms on PGlite and 330 ms on PostgreSQL.
let spare: TestDatabase | undefined;

/**
 * The template's data, opened for one test file: the worker's database put back to the seeded
 * template, or a new copy when none is free (a file holding two, or the first file). A file that
 * closes the handle itself gets it closed for good; the next file opens another.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  let copy = spare;
  spare = undefined;
  if (copy) {
    await restoreSnapshot(copy.handle.db);
  } else {
    copy = await openTemplateCopy();
    await takeSnapshot(copy.handle.db);
  }
  const owned = copy;
  let closed = false;
  const handle: DatabaseHandle = {
    ...owned.handle,
    close: async () => {
      closed = true;
      await owned.dispose();
    },
  };
  return {
    handle,
    dispose: async () => {
      if (closed) return;
      closed = true;
      if (spare) await owned.dispose();
      else spare = owned;
    },
  };
}

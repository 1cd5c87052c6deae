import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { Config } from '../src/plugins/config';
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
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${testDb.templateName}"`);
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

/** A copy of the template, opened. */
export async function openTestDatabase(): Promise<TestDatabase> {
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

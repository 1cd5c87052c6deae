import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { templateArchive } from './test-database';
import { testDbKind, testPgUrl, withDatabase } from './test-db-env';

/**
 * Builds ONE migrated and seeded template per run. PGlite: a data directory (copied for child
 * servers) and the same as an archive each test file opens in memory (a first PGlite open runs
 * initdb and is slow; loading the archive is fast). PostgreSQL: a template
 * database each file clones with CREATE DATABASE … TEMPLATE. Everything is removed at the end.
 */
export default async function setup(project: TestProject) {
  const kind = testDbKind();
  if (kind === 'pglite') {
    const base = await mkdtemp(join(tmpdir(), 'gg-test-'));
    const templateDir = join(base, 'template');
    const handle = await openPglite(templateDir);
    await handle.migrate();
    await seedDemoData(handle.db);
    await handle.close();
    // The same template as one archive: a test file opens its database in memory from it, which
    // costs less than copying the folder and opening PGlite on disk (decision 120).
    const template = await PGlite.create(templateDir);
    const dump = await template.dumpDataDir('none');
    await template.close();
    await writeFile(templateArchive(templateDir), Buffer.from(await dump.arrayBuffer()));
    project.provide('testDb', { kind, templateDir });
    return async () => {
      await rm(base, { recursive: true, force: true });
    };
  }

  const adminUrl = testPgUrl();
  const prefix = `gg_test_${randomBytes(4).toString('hex')}`;
  const templateName = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `TEST_DB=postgres but no PostgreSQL answers at ${new URL(adminUrl).host}: ${(error as Error).message}`,
    );
  }
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const handle = await openPostgres(withDatabase(adminUrl, templateName));
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
  // PostgreSQL 15 clones by writing every block of the template to the WAL; copying its files is
  // faster for a small template: 150 ms a clone against 390 ms on this machine (decision 129).
  const { rows: version } = await admin.query<{ server_version_num: string }>('SHOW server_version_num');
  const cloneOptions = Number(version[0]!.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : '';
  project.provide('testDb', { kind, adminUrl, templateName, prefix, cloneOptions });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    // Copies first: a template cannot be dropped while databases are being cloned from it.
    for (const { datname } of rows.sort(
      (a, b) => Number(a.datname === templateName) - Number(b.datname === templateName),
    )) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}

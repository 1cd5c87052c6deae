import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { seedDemoData } from '../../db/seed/seed-demo-data';
import { loadConfig } from '../../plugins/config';
import { US } from '../../../test/demo-guids';
import { startThrowawayPostgres, throwawayPostgresAvailable, type ThrowawayPostgres } from '../../../test/throwaway-postgres';

/*
 * Decision 171 through a PostgreSQL restart, on a PostgreSQL of the test's own: the listener's
 * connection dies with every other; the server keeps answering the cached read, asks the database
 * meanwhile (a write made just after the restart is read at once, though the server would trust an
 * unannounced version for a minute), and listens again on a new connection by itself.
 */

const PATH = `/api/contributions/contribution-details?collection=${US(1)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!throwawayPostgresAvailable)('the cached read across a PostgreSQL restart', () => {
  let postgres: ThrowawayPostgres;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    handle = await openPostgres(postgres.url, 4);
    await handle.migrate();
    await seedDemoData(handle.db);
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false' }), readCacheTrustMs: 60_000 };
    app = await buildApp({ config, database: handle, migrate: false, logger: false, payments: { jobs: false, sandboxWebhooks: false }, mail: { jobs: false } });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await postgres?.stop();
  });

  const title = async () => {
    const res = await app.inject({ method: 'GET', url: PATH });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { collectionTitle: string }).collectionTitle;
  };

  it('keeps serving, asks while it cannot hear, and listens again after the restart', async () => {
    const before = await title();
    expect(await title()).toBe(before);
    expect(app.readHeads.trusting).toBe(true);

    await postgres.restart();
    // A session that does not ask for notices: its write is never announced.
    const silent = new pg.Client({ connectionString: postgres.url });
    await silent.connect();
    try {
      await silent.query("update collections set title = 'After the restart' where guid = $1", [US(1)]);
      // Read at once (the restart dropped the trusted head), not after the minute it could be trusted for.
      const started = Date.now();
      while ((await title()) !== 'After the restart') {
        expect(Date.now() - started, 'the write made after the restart').toBeLessThan(1_000);
        await sleep(10);
      }
      // Listening again by itself, on a new connection.
      const deadline = Date.now() + 10_000;
      while (!app.readHeads.trusting && Date.now() < deadline) await sleep(50);
      expect(app.readHeads.trusting).toBe(true);
      // And trusting again: a hit asks nothing, so an unannounced write is not seen at once...
      await title();
      await silent.query("update collections set title = 'Unannounced' where guid = $1", [US(1)]);
      expect(await title()).toBe('After the restart');
      // ...while a write of this server is.
      await app.db.execute(sql`update collections set title = 'Announced' where guid = ${US(1)}`);
      expect(await title()).toBe('Announced');
    } finally {
      await silent.end();
    }
  }, 120_000);
});

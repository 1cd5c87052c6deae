import { DELIVERY_PATHS, deliveryPath } from '@groupgift/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { collections } from '../db/schema/collections';
import { deliveries } from '../db/schema/deliveries';
import { emailOutbox } from '../db/schema/email-outbox';
import { signUpOrganiser } from '../../test/organiser-session';
import { createOwnedCollection } from '../../test/owned-collection';
import { testConfig } from '../../test/test-app';
import { copyTestDatabase, type TestDatabaseCopy } from '../../test/test-database';

/*
 * The scheduled delivery is a row in the database that the job claims (decision 106): it goes once
 * when several servers tick at the same moment, and a server started after the time delivers it.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function database(): Promise<TestDatabaseCopy> {
  const copy = await copyTestDatabase();
  cleanups.push(copy.drop);
  return copy;
}

async function open(copy: TestDatabaseCopy): Promise<DatabaseHandle> {
  const handle = await openDatabase(copy.database);
  cleanups.push(() => handle.close());
  return handle;
}

async function server(handle: DatabaseHandle, jobs: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ publicUrl: 'https://gift.example.test', delivery: { jobIntervalMs: 200 } }),
    database: handle,
    migrate: false,
    logger: false,
    payments: { jobs: false },
    mail: { jobs: false },
    delivery: { jobs },
  });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

/** `count` collections of one organiser, each with a delivery scheduled by mail, then made due. */
async function dueSchedules(app: FastifyInstance, count: number): Promise<number[]> {
  const owner = await signUpOrganiser(app);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const collection = await createOwnedCollection(app.db, owner.organiser.id);
    const res = await app.inject({
      method: 'PUT',
      url: deliveryPath(DELIVERY_PATHS.delivery, { guid: collection.guid }),
      headers: owner.headers,
      payload: {
        recipientName: `Recipient ${i}`,
        recipientEmail: `recipient-${i}-${collection.guid}@example.test`,
        byEmail: true,
        byLink: false,
        when: { kind: 'scheduled', at: new Date(Date.now() + 3_600_000).toISOString(), timeZone: 'Europe/London' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(collection.id);
  }
  // The time comes: the schedule is now a minute past.
  await app.db
    .update(deliveries)
    .set({ scheduledAt: new Date(Date.now() - 60_000) })
    .where(inArray(deliveries.collectionId, ids));
  return ids;
}

async function deliveryMails(app: FastifyInstance, collectionIds: number[]) {
  const rows = await app.db.select().from(deliveries).where(inArray(deliveries.collectionId, collectionIds));
  const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'delivery-recipient'));
  const ours = new Set(rows.map((r) => r.id));
  return { rows, mails: mails.filter((m) => ours.has((m.payload as { deliveryId: number }).deliveryId)) };
}

describe('the scheduled delivery job', () => {
  it('delivers each due schedule exactly once when two servers tick at the same moment', async () => {
    const copy = await database();
    const first = await open(copy);
    // PGlite is one process's database: the second "server" shares its handle. On PostgreSQL each
    // has its own pool, so the claims really race.
    const second = copy.database.kind === 'postgres' ? await open(copy) : first;
    const a = await server(first, false);
    const b = await server(second, false);
    const ids = await dueSchedules(a, 12);
    const counts = await Promise.all([a.delivery.runDue(), b.delivery.runDue(), a.delivery.runDue(), b.delivery.runDue()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    const { rows, mails } = await deliveryMails(a, ids);
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(12);
    const closed = await a.db.select({ isClosed: collections.isClosed }).from(collections).where(inArray(collections.id, ids));
    expect(closed.every((c) => c.isClosed)).toBe(true);
  });

  it('a server started after the scheduled time delivers it on its own job', async () => {
    const copy = await database();
    const before = await open(copy);
    const old = await server(before, false);
    const ids = await dueSchedules(old, 1);
    // The first server goes away before the time (its handle too); a new one starts on the same database.
    await old.close();
    await before.close();
    cleanups.splice(0);
    cleanups.push(copy.drop);
    const after = await open(copy);
    const restarted = await server(after, true);
    const deadline = Date.now() + 20_000;
    let delivered = false;
    while (!delivered && Date.now() < deadline) {
      const { rows } = await deliveryMails(restarted, ids);
      delivered = rows[0]?.status === 'delivered';
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(delivered).toBe(true);
    const { mails } = await deliveryMails(restarted, ids);
    expect(mails).toHaveLength(1);
  });
});

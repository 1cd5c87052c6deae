import { randomUUID } from 'node:crypto';
import { API_PATHS, ORGANISER_ACTIVITY_PATHS, organiserActivityPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { collections } from '../../db/schema/collections';
import { dataHeaders } from '../../plugins/security-headers';
import { browserPolicy } from '../../plugins/security-policy';
import { US } from '../../../test/demo-guids';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { pay, paymentBody, tokenise } from '../../../test/payments-app';
import { testConfig } from '../../../test/test-app';
import { copyTestDatabase, type TestDatabaseCopy } from '../../../test/test-database';

// Decision 115: contribution-details is served from a per-collection cache keyed by a version the
// database moves in every writing transaction. Two app instances share one database here, as two
// servers behind a proxy would: a write through either shows in the next read on the server that
// wrote it, and on the other as soon as the database's notice arrives, within one second
// (decision 171; on PGlite, one embedded database, at once).

let copy: TestDatabaseCopy | undefined;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  copy = await copyTestDatabase();
  const first = await openDatabase(copy.database);
  // PostgreSQL: a pool per server, as separate processes would have; PGlite: one embedded database.
  const second = copy.database.kind === 'postgres' ? await openDatabase(copy.database) : first;
  handles.push(...new Set([first, second]));
  for (const handle of [first, second]) {
    const app = await buildApp({
      config: testConfig(),
      database: handle,
      migrate: false,
      logger: false,
      payments: { jobs: false, sandboxWebhooks: false },
      mail: { jobs: false },
    });
    await app.ready();
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await copy?.drop();
});

const serverA = () => apps[0]!;
const serverB = () => apps[1]!;

type Details = {
  collectionId: number;
  collectionTitle: string;
  soFarCollected: number;
  joinedSofar: number;
  isCollectionClosed: boolean;
  groupCard: { messages: { comment: string }[] } | null;
};

async function read(app: FastifyInstance, guid: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}`, headers });
}

async function details(app: FastifyInstance, guid: string): Promise<Details> {
  const res = await read(app, guid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Details;
}

/**
 * Reads on `app` until `check` passes, for one second at most: how long another server may take to
 * hear of a write (decision 171). The first read that passes ends it.
 */
async function withinOneSecond(app: FastifyInstance, guid: string, check: (body: Details) => void): Promise<void> {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const body = await details(app, guid);
    try {
      check(body);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const comments = (body: Details) => (body.groupCard?.messages ?? []).map((m) => m.comment);

async function signCard(app: FastifyInstance, collection: string, comment: string) {
  const res = await app.inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection, from: 'Sam Signer', comment },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('contribution-details cache on two servers sharing one database', () => {
  it('shows a settled contribution at once on the server that took it, and within a second on the other', async () => {
    const guid = US(3);
    const before = await details(serverA(), guid);
    // Both servers have it cached now, and a repeat is served from the cache.
    expect(await details(serverB(), guid)).toEqual(before);
    expect(await details(serverA(), guid)).toEqual(before);

    const checkOutToken = await tokenise(serverB());
    const paid = await pay(
      serverB(),
      '/api/checkout/ProcessCheckout',
      paymentBody(before.collectionId, { net: 1000, fee: 59 }, { checkOutToken }),
    );
    expect(paid.json(), paid.body).toMatchObject({ success: true });

    const paidFor = (after: Details) => {
      expect(after.soFarCollected).toBe(before.soFarCollected + 1000);
      expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    };
    // The server that took it: at once; the other: once it hears.
    paidFor(await details(serverB(), guid));
    await withinOneSecond(serverA(), guid, paidFor);
  });

  it('drops a message the organiser hid at once on that server, and within a second on the other', async () => {
    const owner = await signUpOrganiser(serverA());
    const { guid } = await createOwnedCollection(serverA().db, owner.organiser.id);
    await signCard(serverA(), guid, 'Kept');
    await signCard(serverB(), guid, 'Hidden soon');
    expect(comments(await details(serverA(), guid))).toEqual(['Kept', 'Hidden soon']);
    expect(comments(await details(serverB(), guid))).toEqual(['Kept', 'Hidden soon']);

    const listed = await serverA().inject({
      method: 'GET',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messages, { guid }),
      headers: owner.headers,
    });
    const target = (listed.json() as { messages: { guid: string; comment: string }[] }).messages.find(
      (m) => m.comment === 'Hidden soon',
    );
    const hide = await serverA().inject({
      method: 'PUT',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messageVisibility, { guid, messageGuid: target!.guid }),
      headers: owner.headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);

    expect(comments(await details(serverA(), guid))).toEqual(['Kept']);
    await withinOneSecond(serverB(), guid, (body) => expect(comments(body)).toEqual(['Kept']));
  });

  it('shows a collection edit written straight to the database (no code path to remember)', async () => {
    const owner = await signUpOrganiser(serverA());
    const { id, guid } = await createOwnedCollection(serverA().db, owner.organiser.id);
    expect(await details(serverB(), guid)).toMatchObject({ collectionTitle: "Sam's leaving do" });
    await serverA().db.update(collections).set({ title: 'Farewell, Sam' }).where(eq(collections.id, id));
    expect(await details(serverA(), guid)).toMatchObject({ collectionTitle: 'Farewell, Sam' });
    await withinOneSecond(serverB(), guid, (body) => expect(body).toMatchObject({ collectionTitle: 'Farewell, Sam' }));
  });

  it('ends up with every message on both servers after writes and reads run at once', async () => {
    const owner = await signUpOrganiser(serverA());
    const { guid } = await createOwnedCollection(serverA().db, owner.organiser.id);
    const written = Array.from({ length: 12 }, (_, i) => `Message ${i}`);
    const reads: Promise<unknown>[] = [];
    const writes = written.map(async (comment, i) => {
      reads.push(details(i % 2 ? serverA() : serverB(), guid));
      await signCard(i % 2 ? serverB() : serverA(), guid, comment);
      reads.push(details(i % 2 ? serverA() : serverB(), guid));
    });
    await Promise.all(writes);
    await Promise.all(reads);
    for (const app of [serverA(), serverB()]) {
      await withinOneSecond(app, guid, (body) => expect(comments(body).sort()).toEqual([...written].sort()));
    }
  });

  it('closes on its own when the close date passes, with no write', async () => {
    const owner = await signUpOrganiser(serverA());
    const { guid } = await createOwnedCollection(serverA().db, owner.organiser.id, {
      closeDate: new Date(Date.now() + 1_500),
    });
    const open = await read(serverA(), guid);
    expect(open.json()).toMatchObject({ isCollectionClosed: false });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const closed = await read(serverA(), guid, { 'if-none-match': open.headers.etag as string });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ isCollectionClosed: true });
  });
});

describe('contribution-details ETag', () => {
  it('answers 304 to a repeat with its ETag, on either server, and 200 after a write', async () => {
    const owner = await signUpOrganiser(serverA());
    const { guid } = await createOwnedCollection(serverA().db, owner.organiser.id);
    const first = await read(serverA(), guid);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    for (const app of [serverA(), serverB()]) {
      const repeat = await read(app, guid, { 'if-none-match': etag });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.body).toBe('');
      expect(repeat.headers['content-length']).toBeUndefined();
      expect(repeat.headers.etag).toBe(etag);
    }
    // A list naming it, or `*`, matches too; another tag does not.
    expect((await read(serverB(), guid, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    expect((await read(serverB(), guid, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

    await signCard(serverB(), guid, `After ${randomUUID().slice(0, 6)}`);
    expect((await read(serverB(), guid, { 'if-none-match': etag })).statusCode).toBe(200);
    // The other server, once it has heard of the write (decision 171).
    let changed = await read(serverA(), guid, { 'if-none-match': etag });
    for (const deadline = Date.now() + 1_000; changed.statusCode === 304 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      changed = await read(serverA(), guid, { 'if-none-match': etag });
    }
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(comments(changed.json() as Details)).toHaveLength(1);
  });

  it('serves the same bytes from the cache as it built, with a JSON content type', async () => {
    const built = await read(serverB(), US(1));
    const cached = await read(serverB(), US(1));
    expect(cached.body).toBe(built.body);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.json()).toMatchObject({ collectionGuid: US(1), soFarCollected: 12500 });
  });

  it('still answers 404 for an unknown collection, with no ETag', async () => {
    const res = await read(serverA(), randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers from memory with the bytes and headers a lookup answers with (decision 174)', async () => {
    const owner = await signUpOrganiser(serverA());
    const { guid } = await createOwnedCollection(serverA().db, owner.organiser.id);
    // Read until the head is kept: only while the server hears the database's notices, and not from
    // a lookup that a notice (this collection's creation) overtook (decision 171).
    const built = await read(serverA(), guid);
    for (const deadline = Date.now() + 5_000; !serverA().readHeads.peek(guid) && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await read(serverA(), guid);
    }
    const lookups = vi.spyOn(serverA().readHeads, 'get');
    try {
      // Head and body in memory: the prepared body, with no lookup at all.
      const hit = await read(serverA(), guid);
      const hitNotModified = await read(serverA(), guid, { 'if-none-match': hit.headers.etag as string });
      expect(lookups).not.toHaveBeenCalled();
      // The heads dropped (as at this server's own commit): the awaited way, a lookup.
      serverA().readHeads.flush();
      const looked = await read(serverA(), guid);
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(built.rawPayload.equals(looked.rawPayload)).toBe(true);
      expect(hit.rawPayload.equals(looked.rawPayload)).toBe(true);
      expect(hit.headers['content-length']).toBe(String(looked.rawPayload.length));
      expect(comparable(hit)).toEqual(comparable(looked));
      expect(hitNotModified.statusCode).toBe(304);

      lookups.mockClear();
      serverA().readHeads.flush();
      const lookedNotModified = await read(serverA(), guid, { 'if-none-match': hit.headers.etag as string });
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(comparable(hitNotModified)).toEqual(comparable(lookedNotModified));

      // Every header, each once: the data set (decision 181), the request id, the cache's, and the body's.
      const dataSet = dataHeaders(browserPolicy(testConfig()));
      for (const [name, value] of dataSet) expect(hit.headers[name.toLowerCase()]).toBe(value);
      expect(Object.keys(hit.headers).sort()).toEqual(
        [
          ...dataSet.map(([name]) => name.toLowerCase()),
          'x-request-id',
          'etag',
          'cache-control',
          'content-type',
          'content-length',
          'date',
          'connection',
        ].sort(),
      );

      // HEAD answers the same headers with no body.
      const head = await serverA().inject({ method: 'HEAD', url: `${API_PATHS.contributionDetails}?collection=${guid}` });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(comparable(head)).toEqual(comparable(hit));
    } finally {
      lookups.mockRestore();
    }
  });
});

/** A response's status and headers but those that differ per response (date, request id, CSP nonce). */
function comparable(res: InjectResponse) {
  const { date: _date, 'x-request-id': requestId, 'content-security-policy': csp, ...rest } = res.headers;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return { status: res.statusCode, ...rest, csp: String(csp).replace(/'nonce-[A-Za-z0-9+/]{22}=='/, "'nonce'") };
}

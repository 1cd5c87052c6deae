import { API_PATHS } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { signUpOrganiser } from '../../../test/organiser-session';
import { createOwnedCollection } from '../../../test/owned-collection';
import { testConfig } from '../../../test/test-app';
import { copyTestDatabase, type TestDatabaseCopy } from '../../../test/test-database';
import { redisAnswers, testRedisPrefix, testRedisUrl } from '../../../test/test-redis';

// Decision 115 with REDIS_URL set: bodies are shared through Redis, keyed by the database's version,
// so a body one server built is a hit on the other and a write still shows on both at once.

const hasRedis = await redisAnswers();
const prefix = testRedisPrefix();

/** Two servers on one Redis are one site: they must share the token secrets (decision 116). */
function sharedSiteConfig() {
  const base = testConfig({ redisUrl: testRedisUrl, redisKeyPrefix: prefix });
  const secret = 'read-cache-test-shared-secret-0123456789';
  return {
    ...base,
    previewTokenSecret: secret,
    payments: { ...base.payments, receiptTokenSecret: secret, sandboxWebhookSecret: secret },
  };
}

describe.skipIf(!hasRedis)('contribution-details cache shared through Redis', () => {
  let copy: TestDatabaseCopy | undefined;
  let handle: DatabaseHandle | undefined;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    copy = await copyTestDatabase();
    handle = await openDatabase(copy.database);
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        config: sharedSiteConfig(),
        database: handle,
        migrate: false,
        logger: false,
        payments: { jobs: false },
        mail: { jobs: false },
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    const redis = apps[0]?.redis;
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    }
    for (const app of apps) await app.close();
    await handle?.close();
    await copy?.drop();
  });

  const read = (app: FastifyInstance, guid: string) =>
    app.inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${guid}` });

  it("serves one server's body from Redis on the other, and a write on either shows on both", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const owner = await signUpOrganiser(a);
    const { guid } = await createOwnedCollection(a.db, owner.organiser.id);
    const first = await read(a, guid);
    expect(first.statusCode).toBe(200);
    // The set is not awaited by the request; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stored = await a.redis!.keys(`${prefix}read-cache:contribution-details:${guid}:*`);
    expect(stored).toHaveLength(1);
    expect((await read(b, guid)).body).toBe(first.body);

    const signed = await b.inject({
      method: 'POST',
      url: API_PATHS.storeGroupCard,
      payload: { collection: guid, from: 'Sam', comment: 'Through Redis' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // At once on b, which wrote; on a once the database's notice arrives, within a second (decision 171).
    for (const app of [b, a]) {
      const comments = async () =>
        ((await read(app, guid)).json() as { groupCard: { messages: { comment: string }[] } }).groupCard.messages.map(
          (m) => m.comment,
        );
      let seen = await comments();
      for (const deadline = Date.now() + 1_000; app === a && seen.length === 0 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = await comments();
      }
      expect(seen).toEqual(['Through Redis']);
    }
  });
});

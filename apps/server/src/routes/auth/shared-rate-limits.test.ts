import { ACCOUNT_PATHS } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { redisAnswers, sharedSecrets, testRedisPrefix, testRedisUrl } from '../../../test/test-redis';

const haveRedis = await redisAnswers();

// Two servers of one site: one database, one Redis, one key prefix (decision 116).
describe.skipIf(!haveRedis)('account rate limits across servers sharing a Redis', () => {
  let db: TestDatabase;
  let servers: FastifyInstance[] = [];
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    db = await openTestDatabase();
    const shared = { redisUrl: testRedisUrl, redisKeyPrefix: prefix, ...sharedSecrets() };
    servers = [await buildTestApp(db.handle, shared), await buildTestApp(db.handle, shared)];
  });
  afterAll(async () => {
    const raw = servers[0]?.redis?.duplicate({ keyPrefix: '', enableOfflineQueue: true });
    for (const server of servers) await server.close();
    if (raw) {
      const keys = await raw.keys(`${prefix}*`);
      if (keys.length > 0) await raw.del(...keys);
      await raw.quit();
    }
    await db.dispose();
  });

  const attempt = (server: number, url: string, payload: Record<string, unknown>, ip: string) =>
    servers[server]!.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('holds the log-in limit of 10 when the 11 tries are spread over two servers', async () => {
    const wrong = { email: 'spread@example.test', password: 'wrong password' };
    const results: number[] = [];
    for (let i = 0; i < 11; i += 1) results.push((await attempt(i % 2, ACCOUNT_PATHS.logIn, wrong, '203.0.113.50')).statusCode);
    expect(results.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(results[10]).toBe(429);
    // The other server says the same: the counter is the site's, not a process's.
    const next = await attempt(0, ACCOUNT_PATHS.logIn, wrong, '203.0.113.50');
    expect(next.statusCode).toBe(429);
    expect(next.json().error.code).toBe('rate_limited');
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the counters in Redis under the site prefix', async () => {
    const raw = servers[0]!.redis!.duplicate({ keyPrefix: '', enableOfflineQueue: true });
    const keys = await raw.keys(`${prefix}rate-limit:auth:*`);
    await raw.quit();
    expect(keys.length).toBeGreaterThan(0);
  });

  it('counts each endpoint on its own, as the memory store did', async () => {
    // Reset and reminder share the email limit's settings (10 an hour) but not its counter.
    const body = { email: 'separate@example.test' };
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(i % 2, ACCOUNT_PATHS.requestPasswordReset, body, '192.0.2.61')).statusCode).toBe(202);
    }
    expect((await attempt(1, ACCOUNT_PATHS.requestPasswordReset, body, '192.0.2.61')).statusCode).toBe(429);
    expect((await attempt(0, ACCOUNT_PATHS.usernameReminder, body, '192.0.2.61')).statusCode).toBe(202);
  });

  it('answers while Redis is unreachable (counting in memory, decision 133), rather than failing the request', async () => {
    const server = await buildTestApp(db.handle, { redisUrl: testRedisUrl, redisKeyPrefix: prefix, ...sharedSecrets() });
    server.redis!.disconnect();
    const response = await server.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.logIn,
      payload: { email: 'outage@example.test', password: 'wrong password' },
      remoteAddress: '198.51.100.90',
    });
    expect(response.statusCode).toBe(401);
    await server.close();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { killLeftoverServers, startChildServer } from '../test/child-server';
import { copyTestDatabase, type TestDatabaseCopy } from '../test/test-database';
import { redisAnswers, testRedisPrefix, testRedisUrl } from '../test/test-redis';

/*
 * Decision 116 on the real server: a second server of a site, started while the token secrets are
 * unset, stops with the variable named instead of signing tokens the first cannot check.
 */
const haveRedis = await redisAnswers();
const copies: TestDatabaseCopy[] = [];
afterAll(async () => {
  killLeftoverServers();
  for (const copy of copies) await copy.drop();
});

async function databaseEnv(): Promise<Record<string, string>> {
  const copy = await copyTestDatabase();
  copies.push(copy);
  return copy.database.kind === 'pglite' ? { DATA_DIR: copy.database.dataDir } : { DATABASE_URL: copy.database.url };
}

describe.skipIf(!haveRedis)('a second server without the token secrets', () => {
  it('refuses to start and names the variable; the first keeps running', { timeout: 120_000 }, async () => {
    const site = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: testRedisPrefix(), SHUTDOWN_DRAIN_DELAY_MS: '0' };
    const first = await startChildServer({ ...site, ...(await databaseEnv()) }, { startTimeoutMs: 60_000 });
    try {
      await expect(startChildServer({ ...site, ...(await databaseEnv()) }, { startTimeoutMs: 60_000 })).rejects.toThrow(
        /server exited before listening \(1\)[\s\S]*Configuration error: PREVIEW_TOKEN_SECRET must be set when more than one server runs/,
      );
      expect((await fetch(`${first.baseUrl}/api/health/ready`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });
});

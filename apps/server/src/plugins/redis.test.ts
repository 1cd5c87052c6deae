import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { buildTestApp, testConfig } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { redisAnswers, testRedisPrefix, testRedisUrl } from '../../test/test-redis';

const haveRedis = await redisAnswers();

describe('REDIS_URL in the configuration', () => {
  it('is optional: unset, a single server keeps its state in process', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).redisUrl).toBeUndefined();
  });

  it('refuses anything but a redis:// or rediss:// URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'test', REDIS_URL: '127.0.0.1:6379' });
    } catch (error) {
      expect((error as ConfigError).issues).toEqual([
        { variable: 'REDIS_URL', message: 'must be a redis:// or rediss:// URL' },
      ]);
    }
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: 'rediss://user:pw@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://user:pw@cache.example:6380/2',
    );
  });

  it('has a key prefix, gg: unless REDIS_KEY_PREFIX says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).redisKeyPrefix).toBe('gg:');
    expect(loadConfig({ NODE_ENV: 'test', REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_KEY_PREFIX: 'has space' })).toThrow(ConfigError);
  });
});

describe('app.redis', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.dispose();
  });

  it('is null without REDIS_URL', async () => {
    const app = await buildTestApp(db.handle);
    expect(app.redis).toBeNull();
    await app.close();
  });

  it('does not start when REDIS_URL names no Redis, and says which variable', async () => {
    await expect(
      buildApp({
        config: testConfig({ redisUrl: 'redis://:secret-pw@127.0.0.1:1' }),
        database: db.handle,
        migrate: false,
        logger: false,
      }).then((app) => app.ready()),
    ).rejects.toThrow(/^REDIS_URL: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
  });

  describe.skipIf(!haveRedis)(`with the Redis at ${testRedisUrl}`, () => {
    let app: FastifyInstance;
    const prefix = testRedisPrefix();
    beforeAll(async () => {
      app = await buildTestApp(db.handle, { redisUrl: testRedisUrl, redisKeyPrefix: prefix });
    });

    it('is a connected client whose keys start with REDIS_KEY_PREFIX', async () => {
      const redis = app.redis!;
      await redis.set('probe', 'yes', 'EX', 30);
      expect(await redis.get('probe')).toBe('yes');
      // A second, unprefixed connection sees the key under the prefix.
      const raw = redis.duplicate({ keyPrefix: '', enableOfflineQueue: true });
      expect(await raw.get(`${prefix}probe`)).toBe('yes');
      await raw.quit();
    });

    it('is closed when the app closes', async () => {
      const redis = app.redis!;
      await app.close();
      expect(redis.status).toBe('end');
    });
  });
});

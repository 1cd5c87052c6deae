import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { redisAnswers, sharedSecrets, testRedisPrefix, testRedisUrl } from '../../test/test-redis';
import type { Config } from './config';
import { secretsConflict, summariseSecrets } from './shared-secrets';

const haveRedis = await redisAnswers();

describe('shared secrets', () => {
  it('lists the per-process secrets left unset, and the public sandbox default as unset', () => {
    expect(summariseSecrets(testConfig()).unset).toEqual(['PREVIEW_TOKEN_SECRET', 'RECEIPT_TOKEN_SECRET', 'SANDBOX_WEBHOOK_SECRET']);
    expect(summariseSecrets(testConfig(sharedSecrets())).unset).toEqual([]);
  });

  it('finds no conflict alone, and names the variable when a server runs beside others without it', () => {
    const alone = summariseSecrets(testConfig());
    expect(secretsConflict(alone, [])).toBeNull();
    const set = summariseSecrets(testConfig(sharedSecrets()));
    expect(secretsConflict(alone, [{ id: 'b', secrets: set }])).toMatch(/^PREVIEW_TOKEN_SECRET must be set when more than one server runs/);
    expect(secretsConflict(set, [{ id: 'b', secrets: alone }])).toBe('PREVIEW_TOKEN_SECRET must be set on every server; server b runs without it');
    const other = summariseSecrets(testConfig({ ...sharedSecrets(), previewTokenSecret: 'another-preview-secret-of-32-characters!' }));
    expect(secretsConflict(set, [{ id: 'b', secrets: other }])).toBe('PREVIEW_TOKEN_SECRET must be the same on every server; server b has another value');
    expect(JSON.stringify(set)).not.toContain(testConfig(sharedSecrets()).previewTokenSecret!);
  });
});

describe.skipIf(!haveRedis)('server presence in Redis', () => {
  let db: TestDatabase;
  const started: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterEach(async () => {
    while (started.length > 0) await started.pop()!.close();
  });
  afterAll(async () => {
    await db.dispose();
  });
  const start = async (overrides: Partial<Config>) => {
    const app = await buildTestApp(db.handle, overrides);
    started.push(app);
    return app;
  };

  it('refuses a second server when a token secret is unset, naming the variable', async () => {
    const site = { redisUrl: testRedisUrl, redisKeyPrefix: testRedisPrefix() };
    await start(site);
    await expect(start(site)).rejects.toThrow(/PREVIEW_TOKEN_SECRET must be set when more than one server runs/);
  });

  it('refuses to join a server that runs without the secrets, even with them set here', async () => {
    const site = { redisUrl: testRedisUrl, redisKeyPrefix: testRedisPrefix() };
    await start(site);
    await expect(start({ ...site, ...sharedSecrets() })).rejects.toThrow(/PREVIEW_TOKEN_SECRET must be set on every server/);
  });

  it('starts several servers with the same secrets set, and forgets one that shut down', async () => {
    const site = { redisUrl: testRedisUrl, redisKeyPrefix: testRedisPrefix() };
    const first = await start({ ...site, ...sharedSecrets() });
    await start({ ...site, ...sharedSecrets() });
    expect(await first.redis!.zcard('servers')).toBe(2);
    await started.pop()!.close();
    expect(await first.redis!.zrange('servers', 0, -1)).toEqual([first.serverId]);
    // With the other gone, a server without secrets still may not join the one left...
    await expect(start(site)).rejects.toThrow(/must be set when more than one server runs/);
    // ...but alone it may (one server keeps its per-process secrets).
    await started.pop()!.close();
    await start(site);
  });

  it('refuses a server whose secret differs from the running ones', async () => {
    const site = { redisUrl: testRedisUrl, redisKeyPrefix: testRedisPrefix() };
    await start({ ...site, ...sharedSecrets() });
    await expect(
      start({ ...site, ...sharedSecrets(), previewTokenSecret: 'another-preview-secret-of-32-characters!' }),
    ).rejects.toThrow(/PREVIEW_TOKEN_SECRET must be the same on every server/);
  });
});

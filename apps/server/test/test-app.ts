import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/plugins/config';
import type { DatabaseHandle } from '../src/db/client';
import { RAISED_CARD_LIMITS } from './card-limits';

// Files the tests upload land in one temporary folder per test process, never in the repository's data/.
let testDataDir: string | undefined;

/** A test config: quiet logs, demo data on, files in a temporary folder, and no web build unless a test supplies one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  testDataDir ??= mkdtempSync(join(tmpdir(), 'gg-test-files-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DEMO_DATA: 'true',
    DATA_DIR: testDataDir,
    ...RAISED_CARD_LIMITS,
  });
  return { ...base, ...overrides };
}

/** The app on a test database; migrations already ran on the template. */
export async function buildTestApp(
  handle: DatabaseHandle,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    database: handle,
    migrate: false,
    logger: false,
  });
  await app.ready();
  return app;
}

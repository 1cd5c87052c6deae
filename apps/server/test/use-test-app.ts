import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/plugins/config';
import { buildTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';

/** Opens the template's data and an app on it for the current test file, and closes both after. */
export function useTestApp(overrides: Partial<Config> = {}): {
  app: () => FastifyInstance;
  db: () => TestDatabase;
} {
  let db: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildTestApp(db.handle, overrides);
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });
  return {
    app: () => {
      if (!app) throw new Error('test app not started');
      return app;
    },
    db: () => {
      if (!db) throw new Error('test database not opened');
      return db;
    },
  };
}

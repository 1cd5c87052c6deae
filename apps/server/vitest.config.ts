import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { databaseTestFiles } from './test/database-test-files';

const ALL_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // The PostgreSQL run takes only the files whose outcome depends on the database under test; the
    // rest run once, in the PGlite run (test/database-test-files.ts, decision 127).
    include:
      process.env.TEST_DB === 'postgres'
        ? databaseTestFiles(fileURLToPath(new URL('.', import.meta.url)))
        : ALL_TESTS,
    // Migrates one template database per run; each test file starts from its rows (decision 130).
    globalSetup: ['./test/global-setup.ts'],
    // Files share a worker's module graph (decision 120): each still starts from the template's rows
    // and builds its own app, but Fastify, Drizzle, the plugins and their SDKs are imported once per worker, not
    // once per file (import time on ten API files: 135 s isolated, 11 s shared). So no vi.mock here
    // (it would leak into later files): spy on the app's instances instead.
    isolate: false,
    // PGlite's first query and PostgreSQL database creation can take a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one template database per run; each test file works on its own copy.
    globalSetup: ['./test/global-setup.ts'],
    // PGlite's first query and PostgreSQL database creation can take a few seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// One runner for every unit and API test; each workspace keeps its own project config. The web app
// has two: its tests that mock modules run isolated, the rest share a module graph (decision 128).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});

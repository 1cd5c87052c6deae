import { defineConfig } from 'vitest/config';

// One runner for every unit and API test; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});

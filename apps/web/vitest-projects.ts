import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * A web test project. The shared one runs its files in one module graph and one jsdom per worker
 * (isolate: false); on 73 files that took 31 s against 78 s isolated, where each file built its own
 * jsdom (19 s) and ran the setup file again (17 s). test-setup.ts resets the DOM and the stores
 * after every test, as it did between files.
 */
export function webProject(
  name: string,
  isolate: boolean,
  include: string[],
  exclude: string[] = [],
): UserWorkspaceConfig {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      include,
      exclude,
      isolate,
      css: false,
      // Typing with user-event in jsdom takes seconds when the server and browser suites share the machine.
      testTimeout: 20_000,
    },
  });
}

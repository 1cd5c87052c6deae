import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * The multi-server test (decision 118) runs alone, as its own step of `npm test`, after the API
 * tests: it starts three servers and nginx and puts a load on them, which must not share two cores
 * with the API tests' workers. Its file is named *.multi.ts so the server project never picks it up.
 */
export default defineConfig({
  test: {
    name: 'multi-server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.multi.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // Its figures are printed for the closing note.
    silent: false,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { landingRenderer } from './ssr-build';
import { preactAliases } from './renderer-alias';

// The API runs on :3000 in development; the browser only ever talks to /api on its own origin.
export default defineConfig({
  plugins: [react(), precompress(), landingRenderer()],
  resolve: {
    alias: [
      // zod with its eval probe off, wherever it is first loaded (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      ...preactAliases,
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // Maps are written for error tracking but not linked from the bundle, and the server never
    // serves *.map (decision 094).
    sourcemap: 'hidden',
    // Small chunks that only define things are merged into a chunk loaded with them (decision 180):
    // left alone, the landing page asked for 28 files of 1–5 KB, and starting each request costs a
    // phone's main thread a few milliseconds before the page can hydrate.
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
});

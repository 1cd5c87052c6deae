// Bundles the server and the domain package into dist/server.js, and the keepsake writer into
// dist/keepsake-writer.js beside it, loaded by its worker thread's first module, keepsake-thread.mjs,
// copied there as it is (the server finds both beside itself, decision 134); npm packages stay
// external and are loaded from node_modules at run time. Migrations are copied next to the bundle.
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
// SERVER_OUT_DIR lets a private e2e run build elsewhere without touching dist/ (scripts/e2e-private.sh).
const dist = process.env.SERVER_OUT_DIR ?? join(here, 'dist');

/** Bare imports are external, except our own workspace packages, which are TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@groupgift/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: join(here, 'src/server.ts'),
    'keepsake-writer': join(here, 'src/services/keepsake/keepsake-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Chunks, so that server.js can start tracing before the chunk with the server (and its imports
  // of fastify, pg, ioredis) loads (decision 154); the keepsake writer shares chunks with it.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
await cp(join(here, 'src/services/keepsake/keepsake-thread.mjs'), join(dist, 'keepsake-thread.mjs'));
await cp(join(here, 'drizzle'), join(dist, 'drizzle'), { recursive: true });
console.log(`built ${join(dist, 'server.js')}`);

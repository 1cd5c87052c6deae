// Prints the JavaScript each contributor route loads in Chromium before it is interactive, measured
// against the built server with demo data: what a person's browser actually fetches, decoded and
// over the wire (the server sends the build's precompressed brotli or gzip copies).
// Run after `npm run build`: npx tsx bench/bundle.ts [--files]
// --files also lists each script a route loads (name, over the wire), to see what a chunk carries.
// BENCH_PORT picks the port (default 3200); SERVER_OUT_DIR and WEB_DIST_DIR measure a private build.
import { chromium } from '@playwright/test';
import { startBuiltServer } from './support/server.js';

const id = '10000000-0000-4000-8000-000000000003';
const routes: Record<string, string> = {
  landing: `/contribute/${id}`,
  sign: `/contribute/${id}/sign`,
  'your-details': `/contribute/${id}/your-details`,
  'how-much': `/contribute/${id}/how-much`,
  'card-review': `/contribute/${id}/card-review`,
  'payment-details': `/contribute/${id}/payment-details`,
  demo: '/demo',
  'error page': '/errors/404',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const listFiles = process.argv.includes('--files');
const port = Number(process.env.BENCH_PORT ?? 3200);

async function main() {
  const server = await startBuiltServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log('route            files   raw JS      over the wire (encoding)');
    for (const [name, path] of Object.entries(routes)) {
      const page = await browser.newPage();
      const scripts = new Map<string, { raw: number; wire: number; encoding: string }>();
      // Each script's sizes are read asynchronously: wait for all of them before adding up.
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        pending.push(
          (async () => {
            const response = await request.response();
            const body = await response?.body().catch(() => Buffer.alloc(0));
            const sizes = await request.sizes();
            const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
            scripts.set(request.url(), { raw: body?.length ?? 0, wire: sizes.responseBodySize, encoding });
          })().catch(() => undefined), // a script still arriving as the page closes is not counted
        );
      });
      // The root route renders (and sets the tab title "… · GroupGift") only once the route's chunks and
      // data are in; networkidle alone can fire while a loaded machine is still parsing the entry.
      await page.goto(server.url + path);
      // (/demo is a server page without the app: nothing to wait for there.)
      const titled = () => {
        const doc = (globalThis as unknown as { document: { title: string; getElementById(id: string): unknown } }).document;
        return doc.getElementById('root') === null || doc.title.includes(' · ');
      };
      await page.waitForFunction(titled, undefined, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const files = [...scripts.values()];
      const raw = files.reduce((sum, f) => sum + f.raw, 0);
      const wire = files.reduce((sum, f) => sum + f.wire, 0);
      const encodings = [...new Set(files.map((f) => f.encoding))].join('+');
      console.log(`${name.padEnd(16)} ${String(files.length).padStart(5)}   ${kb(raw).padStart(9)}   ${kb(wire).padStart(9)} (${encodings})`);
      if (listFiles) {
        const byWire = [...scripts.entries()].sort(([, a], [, b]) => b.wire - a.wire);
        for (const [url, file] of byWire) console.log(`    ${new URL(url).pathname.padEnd(60)} ${kb(file.wire).padStart(9)}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

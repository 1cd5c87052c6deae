// Prints the JavaScript (gzip) each contributor route loads in Chromium before it is interactive,
// measured against the built server with demo data: what a person's browser actually fetches.
// Run after `npm run build`: npx tsx bench/bundle.ts
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
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

async function main() {
  const server = await startBuiltServer(3200);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log('route            files   raw JS      gzip JS');
    for (const [name, path] of Object.entries(routes)) {
      const page = await browser.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const bodies = [...scripts.values()];
      const raw = bodies.reduce((sum, b) => sum + b.length, 0);
      const gzip = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
      console.log(`${name.padEnd(16)} ${String(bodies.length).padStart(5)}   ${kb(raw).padStart(9)}   ${kb(gzip).padStart(9)}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

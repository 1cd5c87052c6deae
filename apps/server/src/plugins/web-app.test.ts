import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

let db: TestDatabase;
let dist: string;
let built: FastifyInstance;
let notBuilt: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gg-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>Group gifting</title><div id="root"></div>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  const bundle = `export const words = ${JSON.stringify('a contribution and a message '.repeat(200))};`;
  await writeFile(join(dist, 'assets', 'big-def456.js'), bundle);
  await writeFile(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(bundle));
  await writeFile(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(bundle));
  await writeFile(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(dist, 'card-assets'));
  await writeFile(join(dist, 'card-assets', 'card.css'), '.card { color: red }');
  db = await openTestDatabase();
  built = await buildTestApp(db.handle, { webDistDir: dist });
  notBuilt = await buildTestApp(db.handle, { webDistDir: join(dist, 'missing') });
});
afterAll(async () => {
  await built?.close();
  await notBuilt?.close();
  await db?.dispose();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('preloads the card stylesheet with the page, at the stamped address the app is told to use', async () => {
    const res = await built.inject({ method: 'GET', url: '/c/some-collection' });
    const href = /<link rel="preload" href="(\/card-assets\/card\.css\?v=[0-9a-f]{12})" as="style">/.exec(res.body)?.[1];
    expect(href).toBeDefined();
    expect(res.body).toContain(`"cardStylesheetVersion":"${href!.split('=')[1]}"`);
    // The preload sits in the head, before the settings script and the app's own scripts.
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('id="app-config"'));
  });

  it('caches hashed assets for a year', async () => {
    const res = await built.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies', async () => {
    const url = '/assets/big-def456.js';
    const br = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(400);

    const gz = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a contribution and a message');
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await built.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates files outside assets/', async () => {
    const res = await built.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of [
      '/contribute/10000000-0000-4000-8000-000000000001/how-much',
      '/errors/404',
      '/payment?packpayment=true',
    ]) {
      const res = await built.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps 404 for a missing hashed asset and the JSON envelope under /api', async () => {
    expect((await built.inject({ method: 'GET', url: '/assets/gone-000.js' })).statusCode).toBe(404);
    const api = await built.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('never serves a source map, even one that was built', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/gone-000.js.map', '/index-abc123.js.map']) {
      const res = await built.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sources');
    }
  });

  it('serves index.html only with the settings injected, and with nothing to revalidate against', async () => {
    for (const url of ['/', '/index.html', '/contribute/x']) {
      const res = await built.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('window.__APP_CONFIG__=');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
  });

  it('says the web app is not built when dist is missing', async () => {
    const res = await notBuilt.inject({ method: 'GET', url: '/contribute/x' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The web app is not built');
  });
});

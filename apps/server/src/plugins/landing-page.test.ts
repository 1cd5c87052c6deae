import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { UNKNOWN_GUID, US } from '../../test/demo-guids';
import { drawnStepOf, firstPaintHead, landingGuid, withLanding, type LandingRenderer } from './landing-page';

/*
 * The landing page drawn on the server (decision 125), with the web app's own renderer loaded from
 * its source (the build bundles the same file), on the test database of this run (PGlite or
 * PostgreSQL).
 */

const ENTRY_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-test.css">';
const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-test.js"></script>';
const INDEX = `<!doctype html><html><head><title>GroupGift</title>${ENTRY_SCRIPT}${ENTRY_LINK}</head><body><div id="root"></div></body></html>`;
const EMBEDDED = /<script type="application\/json" id="gg-contribution-details" data-collection="([^"]+)">([^<]*)<\/script>/;

let vite: ViteDevServer;
let db: TestDatabase;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, '../../../web'),
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  const renderer = (await vite.ssrLoadModule('/src/ssr/render-landing.tsx')) as { renderLanding: LandingRenderer['render'] };
  dist = await mkdtemp(join(tmpdir(), 'gg-landing-dist-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  db = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ webDistDir: dist }),
    database: db.handle,
    migrate: false,
    logger: false,
    landingRenderer: {
      render: renderer.renderLanding,
      styles: '.landing{display:grid}',
      styleHrefs: ['/assets/landing-test.css'],
      stepStyles: { sign: '.sign{display:grid}' },
      stepStyleHrefs: { sign: ['/assets/sign-test.css'] },
      entryStyles: [{ tag: ENTRY_LINK, text: 'body{margin:0}' }],
    },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.dispose();
  await vite?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url });
const details = async (guid: string) =>
  (await app.inject({ method: 'GET', url: `/api/contributions/contribution-details?collection=${guid}` })).body;

describe('the landing page in the first HTML', () => {
  it("carries a seeded collection's title, organiser, close date and buttons, and the details as JSON", async () => {
    const res = await page(`/contribute/${US(3)}?utm_medium=email`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<div id="root" data-ssr="landing">');
    expect(html).toContain('<h1 id="landing-title">Sam&#x27;s farewell card and gift</h1>');
    expect(html).toContain('Dana Organiser');
    expect(html).toContain('Closes on 31 Dec 2035');
    expect(html).toMatch(/<button[^>]*>Sign &amp; chip in<\/button>/);
    expect(html).toContain("<title>You're invited · GroupGift</title>");
    // The route's own stylesheet in the head, so nothing moves when the scripts load it.
    const links = '<style>.landing{display:grid}</style>';
    expect(html.indexOf(links)).toBeGreaterThan(0);
    expect(html.indexOf(links)).toBeLessThan(html.indexOf('</head>'));
    const [, guid, json] = EMBEDDED.exec(html) ?? [];
    expect(guid).toBe(US(3));
    // The same body the API answers, so the browser's boot needs no request.
    expect(JSON.parse(json!)).toEqual(JSON.parse(await details(US(3))));
  });

  it('compresses the page for a browser that takes brotli', async () => {
    const res = await app.inject({ method: 'GET', url: `/contribute/${US(3)}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('data-ssr="landing"');
  });

  it('leaves an unknown collection, a closed one and a view-changing link to the browser, as before', async () => {
    for (const url of [`/contribute/${UNKNOWN_GUID}`, `/contribute/${US(8)}`, `/contribute/${US(3)}?topUp=true`, '/contribute/not-a-guid']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('gg-contribution-details');
    }
  });

  it('draws only the landing path itself', () => {
    expect(landingGuid(`/contribute/${US(3)}`)).toBe(US(3));
    expect(landingGuid(`/contribute/${US(3)}/`)).toBe(US(3));
    expect(landingGuid(`/contribute/${US(3)}/sign`)).toBeNull();
    expect(landingGuid(`/preview/${US(3)}`)).toBeNull();
  });

  it('keeps the embedded JSON inert: nothing in a body can close the script element', () => {
    const drawn = withLanding(
      { before: '<head><title>x</title>', after: '</head><body><div id="root"></div></body>' },
      { html: '<p>hi</p>', title: 'A < B' },
      { styles: '' },
      US(3),
      JSON.stringify({ collectionSubtitle: '</script><script>alert(1)</script>' }),
    );
    expect(drawn!.before).toContain('<title>A &lt; B</title>');
    expect(drawn!.after).not.toContain('</script><script>');
    expect(drawn!.after).toContain('\\u003c/script\\u003e');
  });
});

describe('the steps after the landing page in the first HTML (decision 168)', () => {
  it('draws sign, how-much and pathway-complete with their heading, primary action, title, styles and the details', async () => {
    const cases = [
      { step: 'sign', heading: '>Sign the card</h1>', action: />Save message<\/button>/, title: 'Sign the card · GroupGift' },
      { step: 'how-much', heading: '>How much would you like to chip in?</h1>', action: />Continue<\/button>/, title: 'How much · GroupGift' },
      { step: 'pathway-complete', heading: '>Thank you!</h1>', action: />See the whole card<\/a>/, title: 'All done · GroupGift' },
    ];
    for (const { step, heading, action, title } of cases) {
      const res = await page(`/contribute/${US(3)}/${step}`);
      expect(res.statusCode, step).toBe(200);
      const html = res.body;
      expect(html, step).toContain('<div id="root" data-ssr="step">');
      expect(html, step).toContain(heading);
      expect(html, step).toMatch(action);
      expect(html, step).toContain(`<title>${title}</title>`);
      const [, guid, json] = EMBEDDED.exec(html) ?? [];
      expect(guid, step).toBe(US(3));
      expect(JSON.parse(json!), step).toEqual(JSON.parse(await details(US(3))));
    }
    // Each step has its own styles; a step without them (here) has the landing's.
    expect((await page(`/contribute/${US(3)}/sign`)).body).toContain('<style>.sign{display:grid}</style>');
    expect((await page(`/contribute/${US(3)}/how-much`)).body).toContain('<style>.landing{display:grid}</style>');
  });

  it('draws the payment step only for a collection that asks an exact amount (else it goes back to how-much)', async () => {
    const exact = await page(`/contribute/${US(11)}/payment-details`);
    expect(exact.body).toContain('<div id="root" data-ssr="step">');
    expect(exact.body).toContain('>Payment</h1>');
    const open = await page(`/contribute/${US(3)}/payment-details`);
    expect(open.body).toContain('<div id="root"></div>');
  });

  it('leaves a closed collection, an edit link, an undrawn step and a deeper path to the browser', async () => {
    for (const url of [
      `/contribute/${US(8)}/sign`,
      `/contribute/${US(3)}/sign?messageId=5`,
      `/contribute/${US(3)}/card-review`,
      `/contribute/${US(3)}/sign/more`,
    ]) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('gg-contribution-details');
    }
  });

  it('needs no request before its first paint: the entry styles inline, the route styles marked, no card stylesheet (decision 179)', async () => {
    for (const [url, own] of [
      [`/contribute/${US(3)}`, '/assets/landing-test.css'],
      [`/contribute/${US(3)}/sign`, '/assets/sign-test.css'],
    ] as const) {
      const html = (await page(url)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, url).not.toContain(ENTRY_LINK);
      expect(head, url).toContain('<style>body{margin:0}</style>');
      // Named by a disabled link (never fetched), so the app's chunk loader neither loads nor awaits it again.
      expect(head, url).toContain(`<link rel="stylesheet" href="${own}" disabled>`);
      // The cover is the server's picture: the card stylesheet's preload is left out.
      expect(head, url).not.toContain('card.css');
    }
    // A page the browser draws keeps the entry's link and the card stylesheet's preload.
    const plain = (await page(`/contribute/${US(3)}?topUp=true`)).body;
    expect(plain).toContain(ENTRY_LINK);
    expect(plain).toContain(ENTRY_SCRIPT);
    expect(plain).not.toContain('__takeEarlyPress');
    expect(plain).toMatch(/<link rel="preload" href="[^"]*card\.css[^"]*" as="style">/);
  });

  it('loads the entry after the first paint, from a script of the page that holds a press until then (decision 180)', async () => {
    for (const url of [`/contribute/${US(3)}`, `/contribute/${US(3)}/sign`]) {
      const html = (await page(url)).body;
      expect(html, url).not.toContain(ENTRY_SCRIPT);
      const config = /<script nonce="[^"]+" id="app-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(config, url).toContain(`s.src="/assets/index-test.js"`);
      expect(config, url).toContain("getEntriesByName('first-contentful-paint')");
      expect(config, url).toContain('window.__takeEarlyPress=');
    }
  });

  it('carries the dates the drawing wrote, for the browser to write the same without formatting (decision 180)', async () => {
    const html = (await page(`/contribute/${US(3)}`)).body;
    const texts = JSON.parse(/<script type="application\/json" id="gg-drawn-texts">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as [string, string][];
    expect(texts.length).toBeGreaterThan(0);
    for (const [key, text] of texts) {
      expect(key).toMatch(/^date\|[A-Za-z_/]+\|\d+$/);
      expect(html).toContain(text);
    }
  });

  it('draws the message writer on the sign step when this server runs it, so it is not revealed late (decision 179)', async () => {
    const html = (await page(`/contribute/${US(3)}/sign`)).body;
    expect(html).toContain('<aside class="magic-writer" aria-label="Magic Message Writer">');
    expect(html).not.toContain('magic-writer--pending');
    // The page's settings say the same, so the browser hydrates it without asking.
    expect(html).toContain('"magicWriterAvailable":true');
  });

  it('puts the head together: entry link replaced in place, route styles and marks after it', () => {
    const head = firstPaintHead(`<head>${ENTRY_LINK}<title>x</title>`, '.a{}', ['/assets/a.css'], [{ tag: ENTRY_LINK, text: '.e{}</style>' }]);
    expect(head).toBe('<head><style>.e{}<\\/style></style><title>x</title><style>.a{}</style><link rel="stylesheet" href="/assets/a.css" disabled>');
  });

  it('names the collection and step of a drawn path only', () => {
    expect(drawnStepOf(`/contribute/${US(3)}`)).toEqual({ guid: US(3), step: '' });
    expect(drawnStepOf(`/contribute/${US(3).toUpperCase()}/Sign/`)).toEqual({ guid: US(3), step: 'sign' });
    expect(drawnStepOf(`/contribute/${US(3)}/pathway-complete`)).toEqual({ guid: US(3), step: 'pathway-complete' });
    expect(drawnStepOf(`/contribute/${US(3)}/receipt`)).toBeNull();
  });
});

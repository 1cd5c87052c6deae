import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { readWebRuntimeConfig } from './web-runtime-config';
import { US } from '../../test/demo-guids';

// The headers a browser gets from the app (decision 094), through the whole app as it is built.
let db: TestDatabase;
let dist: string;
let plain: FastifyInstance;
let https: FastifyInstance;

const CONTRIBUTE = '/contribute/10000000-0000-4000-8000-000000000001';
const HOSTILE = '</script><script>alert(1)</script><!--\u2028';

/** CSP directives by name, each with its source list. */
function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const injectedNonce = (body: string) => /<script nonce="([^"]+)" id="app-config">/.exec(body)?.[1];

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gg-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Group gifting</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  db = await openTestDatabase();
  plain = await buildTestApp(db.handle, { webDistDir: dist });
  https = await buildTestApp(db.handle, {
    webDistDir: dist,
    publicUrl: 'https://gift.example.test',
    webRuntime: readWebRuntimeConfig({ DD_SERVICE: HOSTILE, GTM_ID: 'GTM-ABC123' }),
  });
});
afterAll(async () => {
  await plain?.close();
  await https?.close();
  await db?.dispose();
  await rm(dist, { recursive: true, force: true });
});

describe('security headers on a page', () => {
  it('sends a nonce-based CSP, nosniff, the referrer and permissions policies, and no HSTS on http', async () => {
    const res = await plain.inject({ method: 'GET', url: CONTRIBUTE });
    expect(res.statusCode).toBe(200);
    const csp = directivesOf(res.headers['content-security-policy']);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(`'nonce-${injectedNonce(res.body)}'`);
    expect(scriptSrc.filter((s) => s.startsWith("'unsafe-"))).toEqual([]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toContain('payment=(self)');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every response its own nonce, the one the settings script carries', async () => {
    const pages = await Promise.all([CONTRIBUTE, CONTRIBUTE, '/', '/index.html'].map((url) => plain.inject({ method: 'GET', url })));
    const nonces = pages.map((res) => {
      const nonce = injectedNonce(res.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directivesOf(res.headers['content-security-policy']).get('script-src')).toContain(`'nonce-${nonce}'`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(pages.length);
  });

  it('sends HSTS and upgrades requests only when PUBLIC_URL is https', async () => {
    const res = await https.inject({ method: 'GET', url: CONTRIBUTE });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('lists the tag manager only where it is configured', async () => {
    const withGtm = directivesOf((await https.inject({ method: 'GET', url: CONTRIBUTE })).headers['content-security-policy']);
    expect(withGtm.get('script-src')).toContain('https://www.googletagmanager.com');
    const without = directivesOf((await plain.inject({ method: 'GET', url: CONTRIBUTE })).headers['content-security-policy']);
    expect(without.get('script-src')?.some((s) => s.includes('googletagmanager'))).toBe(false);
  });

  it('injects the settings as JSON no value can break out of', async () => {
    const res = await https.inject({ method: 'GET', url: CONTRIBUTE });
    const script = /<script nonce="[^"]+" id="app-config">window\.__APP_CONFIG__=(.*?)<\/script>/s.exec(res.body);
    expect(script).not.toBeNull();
    const json = script?.[1] ?? '';
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toMatchObject({ gtmId: 'GTM-ABC123', datadog: { service: HOSTILE }, apiBaseUrl: '/api' });
    // The hostile value opened no script of its own: the page has the settings script and the app's.
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });
});

describe('security headers elsewhere', () => {
  it('puts the data set on JSON API answers: a policy that allows nothing, nosniff, no framing (decision 181)', async () => {
    for (const server of [plain, https]) {
      const res = await server.inject({ method: 'GET', url: `/api/contributions/contribution-details?collection=${US(3)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['strict-transport-security']).toBe(server === https ? 'max-age=31536000; includeSubDomains' : undefined);
      // The page's own headers say nothing about a JSON body.
      for (const name of ['permissions-policy', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('keeps the page set on a page the API answers, and on errors of unknown addresses', async () => {
    for (const url of ['/api/unsubscribe/not-a-token', '/api/no-such-route']) {
      const res = await plain.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(directivesOf(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'self'"]);
    }
  });

  it('leaves the sandbox card fields their own policy, framable by the app', async () => {
    const res = await plain.inject({ method: 'GET', url: '/sandbox-provider/hosted-fields' });
    expect(res.statusCode).toBe(200);
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(['http://localhost:3000']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves /dev/mail its own policy', async () => {
    const res = await plain.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

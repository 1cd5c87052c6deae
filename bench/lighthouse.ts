// Lighthouse (mobile preset, its default simulated throttling) over the pages people land on: the
// contributor's invitation and three of its steps, the organiser's dashboard and the recipient's
// delivered card. Each page is measured three times against the built server with demo data and
// every figure is the median of the three, because single Lighthouse runs wander by several points.
// Lighthouse is pinned to 12.x: 13 needs Node 22 and we run on Node 20.
// Run after `npm run build`: npx tsx bench/lighthouse.ts [--pages landing,sign]
// --pages measures only the named pages; BENCH_PORT picks the server's port (default 3201).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DELIVERY_PATHS, deliveryPath } from '@groupgift/domain';
import { startBuiltServer } from './support/server.js';

const RUNS = 3;
const id = '10000000-0000-4000-8000-000000000003';
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Sample {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  finalUrl: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A session's cookies as one Cookie header, from a response's Set-Cookie lines. */
function cookieHeader(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
}

/** A small client for the JSON API that keeps the session's cookies and sends the CSRF header on writes. */
function apiClient(base: string) {
  const jar = new Map<string, string>();
  return {
    cookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    async call<T>(method: string, path: string, body?: unknown, expected = [200, 201, 202]): Promise<T> {
      const headers: Record<string, string> = { cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const csrf = jar.get('gg_csrf');
      if (csrf && method !== 'GET') headers['x-csrf-token'] = decodeURIComponent(csrf);
      const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      cookieHeader(jar, response);
      const text = await response.text();
      if (!expected.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

/** The sign-up link's token from the demo server's captured mail (the outbox sends every few seconds). */
async function signUpToken(base: string, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { mails } = (await (await fetch(`${base}/dev/mail.json`)).json()) as { mails: { to: string; subject: string; text: string }[] };
    const mail = mails.filter((m) => m.to.includes(email) && m.subject === 'Finish creating your account').at(-1);
    const link = mail && /https?:\/\/\S+\/signup\/confirm\S*/.exec(mail.text)?.[0];
    if (link) return new URL(link).searchParams.get('token')!;
    if (Date.now() > deadline) throw new Error(`no sign-up mail to ${email} in 30 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A new organiser, signed in, with a group card collection delivered by private link: the session cookie and the recipient's path. */
async function organiserWithDeliveredCard(base: string): Promise<{ cookie: string; cardPath: string }> {
  const api = apiClient(base);
  const email = `bench-${Date.now()}@example.test`;
  const password = 'bench organiser password';
  await api.call('POST', '/api/account/signup', {
    firstName: 'Olive',
    lastName: 'Organiser',
    email,
    password,
    passwordConfirmation: password,
    market: 'US',
  });
  await api.call('POST', '/api/account/signup/confirm', { token: await signUpToken(base, email) });
  const { guid } = await api.call<{ guid: string }>('POST', '/api/organiser/collections', {
    setupType: 'Collection + Group Card',
    market: 'US',
    recipientName: 'Robin Recipient',
    title: 'Robin retires',
    description: 'A leaving present for Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 10_000,
    cover: { className: 'level-achieved', coverType: 2, title: 'Good luck Robin', description: 'From all of us' },
  });
  const { recipientUrl } = await api.call<{ recipientUrl: string | null }>('PUT', deliveryPath(DELIVERY_PATHS.delivery, { guid }), {
    recipientName: 'Robin Recipient',
    recipientEmail: null,
    byEmail: false,
    byLink: true,
    when: { kind: 'now' },
  });
  if (!recipientUrl) throw new Error('delivering by link answered no recipientUrl');
  return { cookie: api.cookies(), cardPath: new URL(recipientUrl).pathname };
}

/**
 * Puts journey state in the browser's local storage the way the earlier steps leave it (the `gg:`
 * keys of apps/web/src/lib/journey/journey-store.ts), on an otherwise cold browser: the payment step
 * sends a visitor without an amount back to how-much. Lighthouse's own storage reset would wipe it, so
 * this clears the cache and the origin's other storage itself.
 */
async function seedJourney(port: number, origin: string, state: Record<string, unknown>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // A same-origin page that loads none of the app, so nothing is cached before the measured load.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((entries) => {
      // Runs in the page; bench compiles without the DOM library.
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      for (const [key, value] of Object.entries(entries)) storage.setItem(`gg:${key}`, JSON.stringify(value));
    }, state);
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

async function measure(port: number, url: string, extraHeaders?: Record<string, string>, seeded = false): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders,
    disableStorageReset: seeded,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (name: string) => lhr.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    transferBytes: audit('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

async function main() {
  const only = process.argv.includes('--pages') ? process.argv[process.argv.indexOf('--pages') + 1]?.split(',') : undefined;
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3201));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    // The organiser's pages need an account and a delivered card: made only when they are measured.
    const organiserPages = !only || only.includes('dashboard') || only.includes('recipient card');
    const { cookie, cardPath } = organiserPages ? await organiserWithDeliveredCard(server.url) : { cookie: '', cardPath: '/' };
    const allPages: { name: string; path: string; headers?: Record<string, string>; journey?: Record<string, unknown> }[] = [
      { name: 'landing', path: `/contribute/${id}` },
      { name: 'sign', path: `/contribute/${id}/sign` },
      { name: 'how-much', path: `/contribute/${id}/how-much` },
      {
        name: 'payment-details',
        path: `/contribute/${id}/payment-details`,
        // What how-much leaves behind: an amount (cents) and the contributor's name and email.
        journey: { 'payment-details': { contribution: 2500, firstName: 'Casey', lastName: 'Contributor', emailAddress: 'casey@example.test' } },
      },
      { name: 'dashboard', path: '/dashboard', headers: { Cookie: cookie } },
      { name: 'recipient card', path: cardPath },
    ];
    const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
    console.log(`Lighthouse mobile, simulated throttling, median of ${RUNS} runs`);
    console.log('page               perf  a11y   LCP (ms)   CLS     TBT (ms)  transfer');
    const redirected: string[] = [];
    const retried: string[] = [];
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is repeated, and said so.
        for (let attempt = 1; ; attempt++) {
          if (page.journey) await seedJourney(chrome.port, server.url, page.journey);
          try {
            samples.push(await measure(chrome.port, server.url + page.path, page.headers, Boolean(page.journey)));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            retried.push(`${page.name}: ${(error as Error).message}`);
          }
        }
      }
      const m = (pick: (s: Sample) => number) => median(samples.map(pick));
      const finalPaths = new Set(samples.map((s) => new URL(s.finalUrl).pathname));
      if (finalPaths.size !== 1 || !finalPaths.has(page.path)) redirected.push(`${page.name}: asked ${page.path}, measured ${[...finalPaths].join(', ')}`);
      console.log(
        `${page.name.padEnd(18)} ${String(m((s) => s.performance)).padStart(4)}  ${String(m((s) => s.accessibility)).padStart(4)}  ` +
          `${m((s) => s.lcpMs).toFixed(0).padStart(9)}  ${m((s) => s.cls).toFixed(3).padStart(6)}  ${m((s) => s.tbtMs).toFixed(0).padStart(9)}  ` +
          `${(m((s) => s.transferBytes) / 1024).toFixed(1).padStart(6)} KB`,
      );
    }
    for (const line of redirected) console.log(`redirected: ${line}`);
    for (const line of retried) console.log(`repeated a run: ${line}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();

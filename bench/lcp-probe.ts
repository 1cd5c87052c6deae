// The LCP candidates of the contributor's pages as the browser itself reports them (element, size,
// time), with first paint, long tasks and when the app hydrated, on a cold load with a phone-sized
// window and the CPU slowed 4× (as Lighthouse's mobile model assumes). Unlike Lighthouse's scores
// this does not depend on its network model, so it says *which* element is the LCP and *when* it
// was drawn relative to the scripts, even on a busy machine.
// Run after `npm run build`: npx tsx bench/lcp-probe.ts [--pages landing,sign] [--runs 3]
// BENCH_PORT picks the server's port (default 3201).
import { chromium } from '@playwright/test';
import { startBuiltServer } from './support/server.js';

const id = '10000000-0000-4000-8000-000000000003';
const PAGES: Record<string, string> = { landing: `/contribute/${id}`, sign: `/contribute/${id}/sign`, 'how-much': `/contribute/${id}/how-much` };
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);

// Runs in the page before any of its scripts (bench compiles without the DOM library, hence the casts).
const observe = `
  window.__probe = { lcp: [], long: [], hydrated: null };
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(removed)';
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__probe.lcp.push({ t: Math.round(e.startTime), size: e.size, el: describe(e.element), url: e.url || '', text: (e.element && e.element.textContent || '').trim().slice(0, 60), connected: !!(e.element && e.element.isConnected) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__probe.long.push({ t: Math.round(e.startTime), d: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true });
`;

type Probe = { lcp: { t: number; size: number; el: string; url: string; text: string; connected: boolean }[]; long: { t: number; d: number }[] };

async function main() {
  const only = arg('--pages')?.split(',') ?? ['landing', 'sign'];
  const runs = Number(arg('--runs') ?? 1);
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3201));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const name of only) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(observe);
        await page.goto(server.url + PAGES[name]!, { waitUntil: 'load' });
        await page.waitForTimeout(3000);
        const paint = await page.evaluate(() => {
          const p = performance as unknown as { getEntriesByType(t: string): { name: string; startTime: number; responseEnd?: number; duration: number }[] };
          return {
            fcp: Math.round(p.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? -1),
            resources: p.getEntriesByType('resource').map((e) => ({ name: e.name.replace(/^https?:\/\/[^/]+/, ''), end: Math.round((e.responseEnd ?? 0)) })),
          };
        });
        const probe = (await page.evaluate('window.__probe')) as Probe;
        const lastScript = Math.max(...paint.resources.filter((r) => r.name.endsWith('.js')).map((r) => r.end));
        console.log(`\n${name} run ${run + 1}: FCP ${paint.fcp} ms; last script arrived ${lastScript} ms`);
        for (const c of probe.lcp) console.log(`  LCP candidate ${String(c.t).padStart(6)} ms  size ${String(c.size).padStart(7)}  ${c.el}${c.url ? ' ' + c.url.replace(/^https?:\/\/[^/]+/, '') : ''}  "${c.text}"${c.connected ? '' : ' (no longer in the page)'}`);
        console.log(`  long tasks: ${probe.long.map((l) => `${l.t}+${l.d}`).join(', ')}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

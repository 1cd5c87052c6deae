// Why a page's LCP is late and its main thread busy: one Lighthouse run (mobile preset, simulated
// throttling) per contributor page against the built server with demo data, printing the audits that
// do not depend on the throttling model (the LCP element and its phases, render-blocking resources,
// the critical request chain, main-thread work by kind and by script, long tasks) and writing the
// whole report as JSON for a closer look.
// Run after `npm run build`: npx tsx bench/lighthouse-why.ts [--pages landing,sign] [--out /tmp/lh]
// BENCH_PORT picks the server's port (default 3201).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './support/server.js';

const id = '10000000-0000-4000-8000-000000000003';
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES: Record<string, string> = { landing: `/contribute/${id}`, sign: `/contribute/${id}/sign`, 'how-much': `/contribute/${id}/how-much` };

type Details = { type?: string; items?: Record<string, unknown>[]; chains?: unknown; longestChain?: unknown };
type Audit = { numericValue?: number; displayValue?: string; details?: Details; score?: number | null };

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;

function report(name: string, audits: Record<string, Audit>): void {
  const items = (audit: string) => audits[audit]?.details?.items ?? [];
  console.log(`\n== ${name}: perf-relevant metrics (simulated)`);
  for (const metric of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'interactive', 'cumulative-layout-shift']) {
    console.log(`  ${metric.padEnd(26)} ${audits[metric]?.displayValue ?? ''}`);
  }
  // The LCP element audit is a list of two tables: the element, then its phases.
  const lcpTables = items('largest-contentful-paint-element') as unknown as Details[];
  const element = lcpTables[0]?.items?.[0]?.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  console.log(`  LCP element: ${element?.selector ?? '?'}  ${element?.snippet ?? ''}`);
  for (const phase of lcpTables[1]?.items ?? []) console.log(`    ${String(phase.phase).padEnd(14)} ${ms(phase.timing)} (${Math.round(Number(phase.percent ?? 0))}%)`.replace('(NaN%)', `(${String(phase.percent)})`));
  console.log(`  lcp-lazy-loaded: score ${String(audits['lcp-lazy-loaded']?.score ?? 'n/a')}  prioritize-lcp-image: ${audits['prioritize-lcp-image']?.displayValue ?? 'n/a'}`);
  console.log('  render-blocking:');
  for (const item of items('render-blocking-resources')) console.log(`    ${short(item.url)}  ${ms(item.wastedMs)}`);
  console.log(`  font-display: score ${String(audits['font-display']?.score ?? 'n/a')} (${items('font-display').length} fonts)`);
  console.log('  network requests (start → end, priority):');
  for (const item of items('network-requests')) {
    console.log(`    ${ms(item.networkRequestTime).padStart(8)} → ${ms(item.networkEndTime).padStart(8)}  ${String(item.priority).padEnd(8)} ${String(item.resourceType).padEnd(10)} ${Math.round(Number(item.transferSize ?? 0) / 1024)} KB  ${short(item.url)}`);
  }
  console.log('  main thread by kind:');
  for (const item of items('mainthread-work-breakdown')) console.log(`    ${String(item.groupLabel).padEnd(34)} ${ms(item.duration)}`);
  console.log('  boot-up by script (total / evaluation / parse+compile):');
  for (const item of items('bootup-time')) console.log(`    ${short(item.url).padEnd(50)} ${ms(item.total)} / ${ms(item.scripting)} / ${ms(item.scriptParseCompile)}`);
  console.log('  long tasks (start, duration, script):');
  for (const item of items('long-tasks')) console.log(`    ${ms(item.startTime).padStart(8)} ${ms(item.duration).padStart(8)}  ${short(item.url)}`);
}

async function main() {
  const only = arg('--pages')?.split(',') ?? Object.keys(PAGES);
  const out = arg('--out') ?? '/tmp/lighthouse-why';
  mkdirSync(out, { recursive: true });
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3201));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    for (const name of only) {
      const path = PAGES[name];
      if (!path) throw new Error(`unknown page ${name}; known: ${Object.keys(PAGES).join(', ')}`);
      const result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`no result for ${name}`);
      const file = join(out, `${name}.json`);
      writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
      // The trace itself, for a look at the main thread's tasks (chrome://tracing or the Performance panel open it).
      const trace = (result.artifacts as unknown as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(join(out, `${name}.trace.json`), JSON.stringify(trace));
      console.log(`\n${name}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, accessibility ${Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100)}; report in ${file}`);
      report(name, result.lhr.audits as unknown as Record<string, Audit>);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();

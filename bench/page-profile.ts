// Where a contributor page's main thread goes on a cold load: a V8 CPU profile of the page (phone-sized
// window, no CPU slowdown so the samples stay fine-grained), summed by function and by script, with the
// page's tasks longer than 10 ms. Lighthouse's model multiplies each task by 4 and counts what passes
// 50 ms as blocking time, so a task here over 12.5 ms is one it counts.
// Run after `npm run build`: npx tsx bench/page-profile.ts [--pages landing,sign] [--top 30]
// BENCH_PORT picks the server's port (default 3201).
import { chromium } from '@playwright/test';
import { startBuiltServer } from './support/server.js';

const id = '10000000-0000-4000-8000-000000000003';
const PAGES: Record<string, string> = { landing: `/contribute/${id}`, sign: `/contribute/${id}/sign`, 'how-much': `/contribute/${id}/how-much` };
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[]; positionTicks?: { line: number; ticks: number }[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') || '(native)';

function summarise(profile: Profile, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByFunction = new Map<string, number>();
  const selfByScript = new Map<string, number>();
  profile.samples.forEach((nodeId, i) => {
    const node = byId.get(nodeId)!;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const frame = node.callFrame;
    const fn = `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + us);
    selfByScript.set(short(frame.url), (selfByScript.get(short(frame.url)) ?? 0) + us);
  });
  const print = (title: string, map: Map<string, number>) => {
    console.log(`  ${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      if (key.startsWith('(idle)') || key.startsWith('(program)')) continue;
      console.log(`    ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
    }
  };
  print('self time by script', selfByScript);
  // Lines of the scripts' top-level code (a bundle's modules share one function): with an unminified
  // build (WEB_DIST_DIR) the lines name the modules.
  if (process.argv.includes('--lines')) {
    const ticks = new Map<string, number>();
    for (const node of profile.nodes) {
      if (node.callFrame.lineNumber !== 0 || node.callFrame.columnNumber !== 0) continue;
      for (const tick of node.positionTicks ?? []) {
        const key = `${short(node.callFrame.url)}:${tick.line}`;
        ticks.set(key, (ticks.get(key) ?? 0) + tick.ticks);
      }
    }
    console.log('  top-level lines by samples');
    for (const [key, count] of [...ticks].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${String(count).padStart(6)}  ${key}`);
  }
  print('self time by function', selfByFunction);
  const root = arg('--tree');
  if (root) printTree(profile, root);
  const callee = arg('--callers');
  if (callee) printCallers(profile, callee);
}

/** The call tree under every frame named `name`, with inclusive times of 0.5 ms or more. */
function printTree(profile: Profile, name: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((nodeId, i) => self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const inclusive = (node: Node): number => (self.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + inclusive(byId.get(child)!), 0);
  const walk = (node: Node, depth: number) => {
    const us = inclusive(node);
    if (us < Number(arg("--min") ?? 500) || depth > Number(arg("--depth") ?? 14)) return;
    console.log(`    ${' '.repeat(depth * 2)}${(us / 1000).toFixed(1)} ms  ${node.callFrame.functionName || '(anonymous)'} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`);
    for (const child of node.children ?? []) walk(byId.get(child)!, depth + 1);
  };
  console.log(`  call tree under ${name}`);
  for (const node of profile.nodes) if (node.callFrame.functionName === name) walk(node, 0);
}

async function main() {
  const only = arg('--pages')?.split(',') ?? ['landing', 'sign'];
  const top = Number(arg('--top') ?? 30);
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3201));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const name of only) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      // In the page (bench compiles without the DOM library, hence strings).
      await page.addInitScript(`window.__long = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });`);
      await page.goto(server.url + PAGES[name]!, { waitUntil: 'load' });
      await page.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const long = await page.evaluate('window.__long');
      console.log(`\n== ${name}: long tasks (start, ms): ${JSON.stringify(long)}`);
      summarise(profile, top);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

/** The stacks that lead to every frame named `name`, with the time spent in it along each. */
function printCallers(profile: Profile, name: string) {
  const parent = new Map<number, Node>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((nodeId, i) => self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const inclusive = (node: Node): number => (self.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + inclusive(byId.get(child)!), 0);
  console.log(`  callers of ${name}`);
  for (const node of profile.nodes) {
    if (node.callFrame.functionName !== name) continue;
    const us = inclusive(node);
    if (us < 300) continue;
    const stack: string[] = [];
    for (let at = parent.get(node.id); at && stack.length < 12; at = parent.get(at.id)) stack.push(at.callFrame.functionName || '(anonymous)');
    console.log(`    ${(us / 1000).toFixed(1)} ms  ${stack.join(' < ')}`);
  }
}

/**
 * What the metrics of decision 153 cost a request: requests per second and p99 of a simple route
 * (`/api/health/live`, no database) on the whole app with metrics on (the request histogram every
 * route feeds) and off, run alternately, best of each; then how long one scrape of /metrics takes
 * with its database figures read (first) and cached (repeat).
 *
 *   npx tsx bench/metrics-overhead.ts        (BENCH_SECONDS=8, BENCH_CONNECTIONS=10, BENCH_ROUNDS=2)
 *
 * Server and load generator share this process; the ratio between on and off is the number to watch.
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/plugins/config';
import { withSeededPglite } from './support/databases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ROUTE = '/api/health/live';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function run(handle: DatabaseHandle, metrics: boolean) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' }), demoData: false };
  const app = await buildApp({ config, database: handle, migrate: false, logger: false, metrics });
  try {
    const base = await listen(app);
    const result = await autocannon({ url: base + ROUTE, connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${ROUTE} answered ${result.non2xx} non-2xx, ${result.errors} errors`);
    const scrapes: number[] = [];
    if (metrics) {
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        const res = await fetch(base + '/metrics');
        await res.text();
        scrapes.push(performance.now() - started);
      }
    }
    return { rps: result.requests.average, p99: result.latency.p99, scrapes };
  } finally {
    await app.close();
  }
}

await withSeededPglite(async (handle) => {
  const best = { on: { rps: 0, p99: Infinity }, off: { rps: 0, p99: Infinity } };
  let scrapes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const metrics of [false, true]) {
      const r = await run(handle, metrics);
      const slot = metrics ? best.on : best.off;
      slot.rps = Math.max(slot.rps, r.rps);
      slot.p99 = Math.min(slot.p99, r.p99);
      if (metrics) scrapes = r.scrapes;
    }
  }
  const cost = ((best.off.rps - best.on.rps) / best.off.rps) * 100;
  console.log(`\n${ROUTE}, ${CONNECTIONS} connections, ${SECONDS} s, best of ${ROUNDS}:`);
  console.log(`  metrics off: ${best.off.rps.toFixed(0)} req/s, p99 ${best.off.p99} ms`);
  console.log(`  metrics on:  ${best.on.rps.toFixed(0)} req/s, p99 ${best.on.p99} ms`);
  console.log(`  cost of metrics: ${cost.toFixed(1)} % of the throughput`);
  console.log(`  one /metrics scrape (PGlite): first ${scrapes[0]?.toFixed(1)} ms, cached ${scrapes.slice(1).map((ms) => ms.toFixed(1)).join(', ')} ms\n`);
});

/**
 * Scaling out: contribution-details (the contributor's landing read) and card payments through
 * nginx, with 1 and with 3 app servers on one PostgreSQL and one Redis, as the multi-server test
 * runs them (decision 118). Prints req/s and p99 for each, the scaling factor (3 servers / 1), and
 * where the CPU went, which is what limits the factor on a small machine.
 *
 *   npx tsx bench/scaling.ts   (BENCH_SECONDS=10, BENCH_ROUNDS=3, BENCH_CONNECTIONS=20, TEST_PG_URL, TEST_REDIS_URL)
 *
 * Needs nginx (`apt-get install nginx`; `npm test` installs it), PostgreSQL and Redis. Each run
 * builds the server privately and starts every server on a fresh database, dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { paymentJson } from './support/payment-body';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { killLeftoverAppServers } from '../apps/server/test/multi-server/app-server';
import { startCluster, type Cluster } from '../apps/server/test/multi-server/cluster';
import { buildServerPrivately } from '../apps/server/test/multi-server/private-build';
import { cpuMeter } from './support/cpu';
import { LOAD_TEST_CARD_LIMITS } from './support/load-limits';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const US = (nn: number) => `10000000-0000-4000-8000-${String(nn).padStart(12, '0')}`;
const DETAILS = `/api/contributions/contribution-details?collection=${US(1)}`;
const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'Bench' };

type Row = {
  servers: number;
  what: string;
  rps: number;
  p99: number;
  errors: number;
  /** App servers' CPU milliseconds per request. */
  appMsPerRequest: number;
  cpu: string;
};

function meterFor(cluster: Cluster) {
  return cpuMeter({
    [`app servers (${cluster.servers.length})`]: cluster.servers.map((s) => s.pid),
    nginx: [cluster.nginx.pid],
  });
}

async function measure(cluster: Cluster, what: string, options: autocannon.Options): Promise<Row> {
  const meter = meterFor(cluster);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const { seconds, busy } = meter.stop();
  const app = seconds[`app servers (${cluster.servers.length})`] ?? 0;
  return {
    servers: cluster.servers.length,
    what,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    appMsPerRequest: (app * 1000) / Math.max(1, result.requests.total),
    cpu:
      `machine ${(busy * 100).toFixed(0)} % busy; CPU s: ` +
      Object.entries(seconds)
        .map(([name, s]) => `${name} ${s.toFixed(1)}`)
        .join(', '),
  };
}

async function pay(base: string, collectionId: number, token: string): Promise<boolean> {
  const res = await fetch(`${base}/api/checkout/ProcessCheckout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: paymentJson(collectionId, token),
  });
  return res.ok && ((await res.json()) as { success?: boolean }).success === true;
}

type Target = { cluster: Cluster; token: string; hot: number; spread: number[] };

async function prepare(serverJs: string, dir: string, servers: number): Promise<Target> {
  // Reconciliation at its default pace: a bench must not measure a job polling every second.
  const cluster = await startCluster({
    serverJs,
    dir,
    servers,
    env: { PAYMENTS_RECONCILE_INTERVAL_MS: '60000', ...LOAD_TEST_CARD_LIMITS },
  });
  const base = cluster.proxy;
  const token = (
    (await (
      await fetch(`${base}/sandbox-provider/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CARD),
      })
    ).json()) as { token: string }
  ).token;
  // The demo collections that take such a payment: one is the hot collection, all of them the spread.
  const spread: number[] = [];
  for (let nn = 1; nn <= 20; nn += 1) {
    const res = await fetch(`${base}/api/contributions/contribution-details?collection=${US(nn)}`);
    if (!res.ok) continue;
    const { collectionId } = (await res.json()) as { collectionId: number };
    if (await pay(base, collectionId, token)) spread.push(collectionId);
  }
  // Warm every server (JIT, pools, caches) before measuring.
  await autocannon({ url: `${base}${DETAILS}`, connections: CONNECTIONS, duration: 2 });
  return { cluster, token, hot: spread[0]!, spread };
}

function payments(cluster: Cluster, what: string, collections: number[], token: string): Promise<Row> {
  let n = 0;
  return measure(cluster, what, {
    url: cluster.proxy,
    requests: [
      {
        method: 'POST',
        path: '/api/checkout/ProcessCheckout',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: paymentJson(collections[(n += 1) % collections.length]!, token),
        }),
      },
    ],
  });
}

/** The measurements of a round, each started only when called: one load at a time. */
function round({ cluster, token, hot, spread }: Target): (() => Promise<Row>)[] {
  return [
    () => measure(cluster, 'contribution-details', { url: `${cluster.proxy}${DETAILS}` }),
    () => payments(cluster, 'payments, one collection', [hot], token),
    () => payments(cluster, `payments, ${spread.length} collections`, spread, token),
  ];
}

/** The round with the median req/s. */
function median(rows: Row[]): Row {
  return [...rows].sort((a, b) => a.rps - b.rps)[Math.floor(rows.length / 2)]!;
}

const dir = await mkdtemp(join(tmpdir(), 'gg-bench-scaling-'));
const targets: Target[] = [];
try {
  const serverJs = await buildServerPrivately(join(dir, 'build'));
  targets.push(await prepare(serverJs, join(dir, 'one'), 1), await prepare(serverJs, join(dir, 'three'), 3));
  // Rounds alternate between the two set-ups, one measurement at a time, so that a change in what
  // else the machine runs falls on both; each figure is the median of its rounds.
  const rows = new Map<string, Row[]>();
  for (let r = 0; r < ROUNDS; r += 1)
    for (const target of targets)
      for (const measurement of round(target)) {
        const row = await measurement();
        rows.set(`${row.servers} ${row.what}`, [...(rows.get(`${row.servers} ${row.what}`) ?? []), row]);
      }
  console.log(
    `\nscaling through nginx: median of ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections, ` +
      `${cpus().length} cores, Node ${process.version}`,
  );
  const result = new Map([...rows].map(([key, list]) => [key, median(list)]));
  for (const row of result.values())
    console.log(
      `${`${row.servers} server${row.servers > 1 ? 's' : ' '}  ${row.what}`.padEnd(36)} ${row.rps.toFixed(0).padStart(6)} req/s` +
        `  p99 ${String(row.p99).padStart(4)} ms  app CPU ${row.appMsPerRequest.toFixed(2)} ms/request` +
        (row.errors ? `  (${row.errors} errors/non-2xx)` : '') +
        `\n${' '.repeat(38)}${row.cpu}`,
    );
  for (const what of new Set([...result.values()].map((row) => row.what))) {
    const one = result.get(`1 ${what}`);
    const three = result.get(`3 ${what}`);
    if (one && three)
      console.log(
        `scaling factor, ${what}: ${(three.rps / one.rps).toFixed(2)}x with 3 servers (3x would be linear)`,
      );
  }
} finally {
  for (const target of targets) await target.cluster.close().catch(() => undefined);
  killLeftoverAppServers();
  await rm(dir, { recursive: true, force: true });
}

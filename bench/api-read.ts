/**
 * Read-path load test: contribution-details on the embedded database (PGlite) and, when a server
 * answers, on PostgreSQL, each beside a bare Fastify JSON route measured in the same run. Per database:
 * a first visit (200, from the read cache of decision 115 after the first request), a repeat visit
 * with the ETag (304), and the 200 again with request logging on at info, as production runs.
 *
 *   npx tsx bench/api-read.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=10, BENCH_PG_URL=…,
 *                                         BENCH_SKIP_PGLITE=1 for PostgreSQL alone)
 *
 * On PostgreSQL the read runs twice: asking the database for the version on every request, as
 * before decision 171 (READ_CACHE_TRUST_MS=0), and trusting it until the database announces a move.
 *
 * Server and load generator share this process, so absolute figures are lower than a separate
 * client would show; the ratio to the bare route is the number to watch.
 */
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { withSeededPglite, withSeededPostgres } from './support/databases';
import { loadConfig } from '../apps/server/src/plugins/config';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLLECTION = '10000000-0000-4000-8000-000000000003';
const DETAILS_PATH = `/api/contributions/contribution-details?collection=${COLLECTION}`;

type Figures = { name: string; rps: number; p99: number; errors: number };

async function drive(name: string, url: string, headers: Record<string, string> = {}, expect = 200): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  // non2xx counts the 304s of a revalidation run: count what differs from the expected status instead.
  const unexpected = expect === 200 ? result.non2xx : result.requests.total - result['3xx'];
  const errors = result.errors + result.timeouts + Math.max(0, unexpected);
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Discards log lines after formatting them, as a production start logging to a pipe would pay for. */
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * contribution-details as a contributor's first visit gets it (200), as a repeat visit with the
 * ETag gets it (304, decision 115), and with request logging on at info (what production runs).
 */
async function benchApp(
  name: string,
  handle: DatabaseHandle,
  options: { readCacheTrustMs?: number; logged?: boolean } = {},
): Promise<Figures[]> {
  const base = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  const config = { ...base, demoData: false, readCacheTrustMs: options.readCacheTrustMs ?? base.readCacheTrustMs };
  const rows: Figures[] = [];
  for (const logged of options.logged === false ? [false] : [false, true]) {
    const logger = logged ? { level: 'info', stream: discard } : false;
    const app = await buildApp({ config, database: handle, migrate: false, logger });
    try {
      const base = await listen(app);
      const probe = await fetch(base + DETAILS_PATH);
      if (!probe.ok) throw new Error(`${name}: contribution-details answered ${probe.status}`);
      if (logged) {
        rows.push(await drive(`${name}, info logs`, base + DETAILS_PATH));
        continue;
      }
      rows.push(await drive(name, base + DETAILS_PATH));
      const etag = probe.headers.get('etag');
      if (etag) rows.push(await drive(`${name}, 304`, base + DETAILS_PATH, { 'if-none-match': etag }, 304));
    } finally {
      await app.close();
    }
  }
  return rows;
}

async function benchBare(): Promise<Figures> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ hello: 'world' }));
  try {
    return await drive('bare Fastify JSON route', (await listen(app)) + '/bare');
  } finally {
    await app.close();
  }
}

const benchPglite = () => withSeededPglite((handle) => benchApp('contribution-details, PGlite', handle));
/**
 * On PostgreSQL twice (decision 171): as before, asking the database for the version on every read
 * (READ_CACHE_TRUST_MS=0), and as now, trusting it until the database announces a move.
 */
const benchPostgres = () =>
  withSeededPostgres(async (handle) => [
    // Each beside a bare run of its own, just before it: on a shared machine the load moves.
    { ...(await benchBare()), name: 'bare route, just before' },
    ...(await benchApp('contribution-details, PG, asks each read (before)', handle, {
      readCacheTrustMs: 0,
      logged: false,
    })),
    { ...(await benchBare()), name: 'bare route, just before ' },
    ...(await benchApp('contribution-details, PG, trusted until notified', handle)),
  ]);

function report(bare: Figures, rows: (Figures | string)[]) {
  const fmt = (f: Figures) =>
    `${f.name.padEnd(46)} ${f.rps.toFixed(0).padStart(8)} req/s  p99 ${String(f.p99).padStart(4)} ms` +
    (f === bare
      ? ''
      : `  ${((f.rps / bare.rps) * 100).toFixed(1).padStart(5)} % of bare req/s, p99 ×${(f.p99 / Math.max(bare.p99, 1)).toFixed(1)}`) +
    (f.errors ? `  (${f.errors} errors/non-2xx)` : '');
  console.log(`\napi-read: ${SECONDS} s per target, ${CONNECTIONS} connections, Node ${process.version}`);
  console.log(fmt(bare));
  for (const row of rows) console.log(typeof row === 'string' ? row : fmt(row));
}

/** The figure: the main read on PostgreSQL against the bare route run just before it, before and after. */
function summary(rows: (Figures | string)[]): string | undefined {
  const figures = rows.filter((r): r is Figures => typeof r !== 'string');
  const at = (name: string) => figures.findIndex((r) => r.name === name);
  const pair = (name: string) => {
    const i = at(name);
    return i > 0 && figures[i - 1]!.name.startsWith('bare route') ? { read: figures[i]!, bare: figures[i - 1]! } : undefined;
  };
  const before = pair('contribution-details, PG, asks each read (before)');
  const after = pair('contribution-details, PG, trusted until notified');
  if (!before || !after) return undefined;
  const line = (p: { read: Figures; bare: Figures }) =>
    `${((p.read.rps / p.bare.rps) * 100).toFixed(1)} % of the bare route's req/s ` +
    `(${p.read.rps.toFixed(0)} of ${p.bare.rps.toFixed(0)}), p99 ${p.read.p99} ms`;
  return `\nmain read on PostgreSQL (200), after: ${line(after)}\n                              before: ${line(before)}`;
}

const bare = await benchBare();
const rows: (Figures | string)[] = [
  ...(process.env.BENCH_SKIP_PGLITE ? [] : await benchPglite()),
  ...[await benchPostgres()].flat(),
];
report(bare, rows);
const line = summary(rows);
if (line) console.log(line);

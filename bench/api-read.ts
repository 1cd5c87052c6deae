/**
 * Read-path load test: contribution-details on the embedded database (PGlite) and, when a server
 * answers, on PostgreSQL, each beside a bare Fastify JSON route measured in the same run. Per database:
 * a first visit (200, from the read cache of decision 115 after the first request), a repeat visit
 * with the ETag (304), and the 200 again with request logging on at info, as production runs.
 *
 *   npx tsx bench/api-read.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=10, BENCH_PG_URL=…,
 *                                         BENCH_SKIP_PGLITE=1 for PostgreSQL alone,
 *                                         BENCH_SKIP_APART=1 for the same-process figures alone)
 *
 * On PostgreSQL the read runs twice: asking the database for the version on every request, as
 * before decision 171 (READ_CACHE_TRUST_MS=0), and trusting it until the database announces a move.
 *
 * Two placements of the load generator (decision 174), each with its own bare route:
 * - "same process": server and load generator share this process (and its one thread), as this
 *   bench always did. The client parses every response on the server's thread, so a 5 KB body
 *   costs the read twice against the bare route's 17 bytes: it understates the read.
 * - "separate process": the load generator runs in a child process (bench/support/load-client.ts);
 *   where `taskset` exists and there are two CPUs or more, the server is pinned to the first CPU and
 *   the client to the second (BENCH_PIN=0 leaves them to the scheduler), as a server and its
 *   clients on different machines would be.
 * On a shared machine absolute figures move with its load; the ratio to the bare route run just
 * before is the number to watch.
 */
import { execFileSync, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { withSeededPglite, withSeededPostgres } from './support/databases';
import { loadConfig } from '../apps/server/src/plugins/config';
import { runLoad, type LoadRequest, type LoadResult } from './support/run-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLLECTION = '10000000-0000-4000-8000-000000000003';
const DETAILS_PATH = `/api/contributions/contribution-details?collection=${COLLECTION}`;

type Figures = { name: string; rps: number; p99: number; errors: number };

/** Where the load generator runs: in this process, or in a child process of its own. */
type Placement = 'same process' | 'separate process';
let placement: Placement = 'same process';

const CPUS = availableParallelism();
const PIN = process.env.BENCH_PIN !== '0' && CPUS >= 2 && hasTaskset();

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Binds every thread of a process to these CPUs (a list taskset reads, e.g. "0" or "0-1"). */
function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** autocannon in a child process (pinned to the second CPU when PIN): its answer, or the reason it failed. */
function driveApart(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./support/load-client.ts', import.meta.url), { stdio: 'inherit' });
    if (PIN && child.pid) pin(child.pid, '1');
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code === 0 || reject(new Error(`load client exited with ${code}`)));
    child.send(request);
  });
}

async function drive(name: string, url: string, headers: Record<string, string> = {}, expect = 200): Promise<Figures> {
  const request = { url, connections: CONNECTIONS, seconds: SECONDS, headers };
  const result = placement === 'same process' ? await runLoad(request) : await driveApart(request);
  // non2xx counts the 304s of a revalidation run: count what differs from the expected status instead.
  const unexpected = expect === 200 ? result.non2xx : result.total - result.threexx;
  const errors = result.errors + result.timeouts + Math.max(0, unexpected);
  return { name, rps: result.average, p99: result.p99, errors };
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

const TRUSTED = 'contribution-details, PG, trusted until notified';
const ASKS = 'contribution-details, PG, asks each read (before)';

/**
 * On PostgreSQL twice (decision 171): as before, asking the database for the version on every read
 * (READ_CACHE_TRUST_MS=0), and as now, trusting it until the database announces a move; then the
 * latter again with the load generator in a process of its own (decision 174).
 */
const benchPostgres = () =>
  withSeededPostgres(async (handle) => {
    // Each beside a bare run of its own, just before it: on a shared machine the load moves.
    const rows: (Figures | string)[] = [
      '-- load generator in the same process',
      { ...(await benchBare()), name: 'bare route, just before' },
      ...(await benchApp(ASKS, handle, { readCacheTrustMs: 0, logged: false })),
      { ...(await benchBare()), name: 'bare route, just before' },
      ...(await benchApp(TRUSTED, handle)),
    ];
    if (process.env.BENCH_SKIP_APART) return rows;
    placement = 'separate process';
    if (PIN) pin(process.pid, '0');
    try {
      rows.push(
        `-- load generator in a separate process${PIN ? ' (server on CPU 0, client on CPU 1)' : ', not pinned'}`,
        { ...(await benchBare()), name: 'bare route, just before' },
        ...(await benchApp(TRUSTED, handle)),
      );
    } finally {
      if (PIN) pin(process.pid, `0-${CPUS - 1}`);
      placement = 'same process';
    }
    return rows;
  });

const fmt = (f: Figures, bare?: Figures) =>
  `${f.name.padEnd(58)} ${f.rps.toFixed(0).padStart(8)} req/s  p99 ${String(f.p99).padStart(4)} ms` +
  (bare ? `  ${((f.rps / bare.rps) * 100).toFixed(1).padStart(5)} % of bare req/s, p99 ×${(f.p99 / Math.max(bare.p99, 1)).toFixed(1)}` : '') +
  (f.errors ? `  (${f.errors} errors/non-2xx)` : '');

/** Each row against the bare route run last before it (the first one for PGlite's rows). */
function report(first: Figures, rows: (Figures | string)[]) {
  console.log(`\napi-read: ${SECONDS} s per target, ${CONNECTIONS} connections, Node ${process.version}, ${CPUS} CPUs`);
  console.log(fmt(first));
  let bare = first;
  for (const row of rows) {
    if (typeof row === 'string') console.log(row);
    else if (row.name.startsWith('bare route')) console.log(fmt((bare = row)));
    else console.log(fmt(row, bare));
  }
}

/**
 * The issue's figure: the main read on PostgreSQL (200) against the bare route run just before it,
 * per placement of the load generator, and issue 34's bar (≥ 50 % of the bare req/s, p99 ≤ 20 ms).
 */
function summary(rows: (Figures | string)[]): string[] {
  const lines: string[] = [];
  let section = '';
  let bare: Figures | undefined;
  for (const row of rows) {
    if (typeof row === 'string') {
      section = row.replace(/^-- /, '');
      bare = undefined;
    } else if (row.name.startsWith('bare route')) bare = row;
    else if (bare && (row.name === TRUSTED || row.name === ASKS)) {
      const share = (row.rps / bare.rps) * 100;
      const met = share >= 50 && row.p99 <= 20 ? 'meets' : 'misses';
      lines.push(
        `main read on PostgreSQL (200), ${row.name === TRUSTED ? 'now' : 'asking each read'}, ${section}: ` +
          `${share.toFixed(1)} % of the bare route's req/s (${row.rps.toFixed(0)} of ${bare.rps.toFixed(0)}), ` +
          `p99 ${row.p99} ms (bare ${bare.p99} ms): ${met} issue 34's ≥ 50 %, p99 ≤ 20 ms`,
      );
    }
  }
  return lines;
}

const bare = await benchBare();
const rows: (Figures | string)[] = [
  ...(process.env.BENCH_SKIP_PGLITE ? [] : await benchPglite()),
  ...[await benchPostgres()].flat(),
];
report(bare, rows);
console.log('');
for (const line of summary(rows)) console.log(line);

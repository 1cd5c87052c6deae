/**
 * Growth (issue 16): one collection with 1,000 and with 10,000 messages, contributions and invitees,
 * beside a small one (10 of each), on PGlite and PostgreSQL. For contribution-details and the
 * organiser's contributions, messages and invitees lists (GET, first page, default query) it prints
 * the response size and req/s, and the large collection's figures as a ratio of the small one's.
 * Target: at 10,000, ≤ 64 KB and ≥ 50 % of the small collection's req/s.
 *
 *   npx tsx bench/growth.ts            (BENCH_SECONDS=5, BENCH_CONNECTIONS=10, BENCH_PG_URL=…)
 *
 * Server and load generator share this process (as in api-read.ts): compare ratios within one run.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { API_PATHS, ORGANISER_ACTIVITY_PATHS, organiserActivityPath } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { SESSION_COOKIE } from '../apps/server/src/plugins/auth';
import { loadConfig } from '../apps/server/src/plugins/config';
import { withSeededPglite, withSeededPostgres } from './support/databases';
import { seedCollection, seedOrganiser } from './support/growth-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = [10, 1_000, 10_000] as const;
const TARGET_KB = 64;
const TARGET_SHARE = 0.5;

const ENDPOINTS: { name: string; path: (guid: string) => string }[] = [
  { name: 'contribution-details', path: (guid) => `${API_PATHS.contributionDetails}?collection=${guid}` },
  { name: 'organiser contributions', path: (guid) => organiserActivityPath(ORGANISER_ACTIVITY_PATHS.contributions, { guid }) },
  { name: 'organiser messages', path: (guid) => organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messages, { guid }) },
  { name: 'organiser invitees', path: (guid) => organiserActivityPath(ORGANISER_ACTIVITY_PATHS.invitees, { guid }) },
];

type Measure = { kb: number; rps: number; errors: number };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measure> {
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${url} answered ${probe.status}`);
  const kb = (await probe.arrayBuffer()).byteLength / 1024;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { kb, rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

async function benchDatabase(label: string, handle: DatabaseHandle): Promise<string[]> {
  const seededAt = Date.now();
  const organiser = await seedOrganiser(handle.db);
  const guids: string[] = [];
  for (const size of SIZES) guids.push(await seedCollection(handle.db, organiser.id, size));
  const seedSeconds = ((Date.now() - seededAt) / 1000).toFixed(0);

  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' }), demoData: false };
  const app = await buildApp({ config, database: handle, migrate: false, logger: false });
  const lines = [`\n${label} (seeded in ${seedSeconds} s; load average before: ${loadavg()[0]!.toFixed(1)})`];
  lines.push(
    `${'endpoint'.padEnd(24)} ${SIZES.map((s) => `${s.toLocaleString('en')} KB`.padStart(11)).join('')}` +
      ` ${SIZES.map((s) => `${s.toLocaleString('en')} req/s`.padStart(14)).join('')}   10,000 vs small   target`,
  );
  try {
    const base = await listen(app);
    const headers = { cookie: `${SESSION_COOKIE}=${organiser.sessionToken}` };
    for (const endpoint of ENDPOINTS) {
      const rows: Measure[] = [];
      for (const guid of guids) rows.push(await measure(base + endpoint.path(guid), headers));
      const small = rows[0]!;
      const large = rows.at(-1)!;
      const share = large.rps / small.rps;
      const met = large.kb <= TARGET_KB && share >= TARGET_SHARE;
      const errors = rows.reduce((n, r) => n + r.errors, 0);
      lines.push(
        `${endpoint.name.padEnd(24)} ${rows.map((r) => r.kb.toFixed(1).padStart(11)).join('')}` +
          ` ${rows.map((r) => r.rps.toFixed(0).padStart(14)).join('')}` +
          `   ×${(large.kb / small.kb).toFixed(1)} size, ${(share * 100).toFixed(0).padStart(3)} % req/s   ${met ? 'met' : 'NOT met'}` +
          (errors ? `  (${errors} errors/non-2xx)` : ''),
      );
    }
  } finally {
    await app.close();
  }
  return lines;
}

console.log(
  `growth: ${SECONDS} s per target, ${CONNECTIONS} connections, Node ${process.version}; ` +
    `target at 10,000: ≤ ${TARGET_KB} KB and ≥ ${TARGET_SHARE * 100} % of the small collection's req/s`,
);
for (const [label, run] of [
  ['PGlite', withSeededPglite],
  ['PostgreSQL', withSeededPostgres],
] as const) {
  const lines = await run((handle) => benchDatabase(label, handle));
  console.log(Array.isArray(lines) ? lines.join('\n') : lines);
}
console.log(`\nload average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores, shared)`);

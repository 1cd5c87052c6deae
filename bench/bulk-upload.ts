/**
 * Bulk upload of payees: how long the server takes to check a 5,000-row CSV (the domain checker alone)
 * and to answer the whole upload request (parse, check, keep the document, replace 5,000 payees in
 * one transaction, answer every row), on the embedded database and, when a server answers, PostgreSQL.
 *
 *   npx tsx bench/bulk-upload.ts            (BENCH_RUNS=20, BENCH_CHECK_RUNS=200, BENCH_PG_URL=…)
 *
 * Requests go through app.inject (no sockets), so the figures are the server's own time.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_UPLOAD_MAX_ROWS, checkBulkUploadCsv, SETUP_TYPE } from '@groupgift/domain';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { collections } from '../apps/server/src/db/schema/collections';
import { loadConfig } from '../apps/server/src/plugins/config';
import { signUpOrganiser } from '../apps/server/test/organiser-session';
import { withSeededPglite, withSeededPostgres } from './support/databases';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CHECK_RUNS = Number(process.env.BENCH_CHECK_RUNS ?? 200);

function csvOf(rows: number): string {
  const lines = ['First name,Last name,Email,Amount'];
  for (let i = 0; i < rows; i += 1) lines.push(`Payee${i},"Surname, ${i}",payee${i}@example.com,${(i % 200) + 1}.${String(i % 100).padStart(2, '0')}`);
  return lines.join('\r\n');
}

type Stats = { median: number; p99: number; max: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

const fmt = (name: string, runs: number, s: Stats) =>
  `${name.padEnd(44)} median ${s.median.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  max ${s.max.toFixed(1).padStart(7)} ms  (${runs} runs)`;

function benchCheck(csv: string): string {
  for (let i = 0; i < 5; i += 1) checkBulkUploadCsv(csv, { market: 'US' });
  const samples: number[] = [];
  for (let i = 0; i < CHECK_RUNS; i += 1) {
    const started = performance.now();
    const result = checkBulkUploadCsv(csv, { market: 'US' });
    samples.push(performance.now() - started);
    if (!result.ok || result.validCount !== BULK_UPLOAD_MAX_ROWS) throw new Error('the bench file did not check clean');
  }
  return fmt(`check ${BULK_UPLOAD_MAX_ROWS.toLocaleString('en-GB')} rows (domain checker)`, CHECK_RUNS, stats(samples));
}

async function benchUpload(name: string, handle: DatabaseHandle, csv: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gg-bench-docs-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' }), demoData: false, database: { kind: 'pglite' as const, dataDir } };
  const app = await buildApp({ config, database: handle, migrate: false, logger: false });
  try {
    await app.ready();
    // Sign-up and its emailed link (decision 097), as the server tests do it.
    const { organiser, headers } = await signUpOrganiser(app, { firstName: 'Bench', email: `bench-${randomUUID()}@example.test` });
    const guid = randomUUID();
    await handle.db.insert(collections).values({
      guid,
      market: 'US',
      setupType: SETUP_TYPE.BULK_GIFTS,
      organiserId: organiser.id,
      title: 'Bench gifts',
      closeDate: new Date(Date.now() + 86_400_000),
      pricing: { bulkGiftsFee: 5 },
    });
    const upload = () =>
      app.inject({
        method: 'POST',
        url: `/api/bulk-upload/${guid}/file`,
        headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': 'bench.csv' },
        payload: csv,
      });
    for (let i = 0; i < 2; i += 1) await upload();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await upload();
      samples.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${name}: upload answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return fmt(`full upload request, ${name}`, RUNS, stats(samples));
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const csv = csvOf(BULK_UPLOAD_MAX_ROWS);
console.log(`\nbulk-upload: a ${BULK_UPLOAD_MAX_ROWS.toLocaleString('en-GB')}-row CSV (${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB), Node ${process.version}`);
console.log(benchCheck(csv));
console.log(await withSeededPglite((handle) => benchUpload('PGlite', handle, csv)));
const pg = await withSeededPostgres((handle) => benchUpload('PostgreSQL', handle, csv));
console.log(pg);

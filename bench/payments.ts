/**
 * Payment write-path load test: POST /api/checkout/ProcessCheckout with the sandbox provider, on the
 * embedded database (PGlite) and, when a server answers, on PostgreSQL. Each request is a new
 * attempt (a fresh Idempotency-Key) for $20.00 on demo collection US 01 with a 4242 test card, so
 * every one records a payment, settles it and moves the collection's figures in one transaction.
 *
 *   npx tsx bench/payments.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=10, BENCH_PG_URL=…)
 *
 * Server and load generator share this process, as in api-read.ts. After the run the ledger is
 * checked: the collection's collected figure must have moved by exactly the succeeded payments.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { withSeededPglite, withSeededPostgres } from './support/databases';
import { collectionLedgerTotals } from '../apps/server/src/db/repositories/payments-repository';
import { loadConfig } from '../apps/server/src/plugins/config';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLLECTION = '10000000-0000-4000-8000-000000000001';

type Figures = { name: string; rps: number; p99: number; errors: number; ledger: string };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function ledgerCheck(handle: DatabaseHandle, before: Map<number, number>): Promise<string> {
  const rows = await collectionLedgerTotals(handle.db);
  const off = rows.filter((r) => r.collected - (before.get(r.id) ?? 0) !== r.succeededNet);
  return off.length === 0 ? 'ledger balanced' : `LEDGER OFF on ${off.length} collection(s)`;
}

async function benchApp(name: string, handle: DatabaseHandle): Promise<Figures> {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'test' }),
    demoData: false,
  };
  const app = await buildApp({
    config,
    database: handle,
    migrate: false,
    logger: false,
    payments: { sandboxWebhooks: false },
  });
  const before = new Map(
    (await collectionLedgerTotals(handle.db)).map((r) => [r.id, r.collected - r.succeededNet]),
  );
  try {
    const base = await listen(app);
    const details = await (
      await fetch(`${base}/api/contributions/contribution-details?collection=${COLLECTION}`)
    ).json();
    const token = await fetch(`${base}/sandbox-provider/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2099,
        cvc: '123',
        name: 'Bench',
      }),
    }).then(async (r) => ((await r.json()) as { token: string }).token);
    const body = JSON.stringify({
      collectionId: (details as { collectionId: number }).collectionId,
      netAmount: 2000,
      contributionFee: 0,
      contributionAmount: 2000,
      email: 'bench@example.test',
      fName: 'Bench',
      lName: 'Mark',
      checkOutToken: token,
    });
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/checkout/ProcessCheckout',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body,
          }),
        },
      ],
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    return {
      name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors,
      ledger: await ledgerCheck(handle, before),
    };
  } finally {
    await app.close();
  }
}

const benchPglite = () => withSeededPglite((handle) => benchApp('ProcessCheckout, sandbox, PGlite', handle));
const benchPostgres = () => withSeededPostgres((handle) => benchApp('ProcessCheckout, sandbox, PostgreSQL', handle));

const rows: (Figures | string)[] = [await benchPglite(), await benchPostgres()];
console.log(`\npayments: ${SECONDS} s per target, ${CONNECTIONS} connections, Node ${process.version}`);
for (const row of rows) {
  if (typeof row === 'string') console.log(row);
  else
    console.log(
      `${row.name.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} payments/s  p99 ${String(row.p99).padStart(4)} ms  ${row.ledger}` +
        (row.errors ? `  (${row.errors} errors/non-2xx)` : ''),
    );
}

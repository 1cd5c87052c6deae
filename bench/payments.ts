/**
 * Payment write-path load test: POST /api/checkout/ProcessCheckout with the sandbox provider, on the
 * embedded database (PGlite) and, when a server answers, on PostgreSQL. Each request is a new
 * attempt (a fresh Idempotency-Key) for $20.00 on demo collection US 01 with a 4242 test card from a
 * payer of its own (the same email twice within 30 minutes is asked first, decision 102), so every
 * one records a payment, settles it and moves the collection's figures. The sandbox's webhook
 * reaches the app as a real provider's would, so the request and the webhook both see each payment.
 *
 *   npx tsx bench/payments.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=10, BENCH_PG_URL=…)
 *
 * Before the load, on PostgreSQL, 20 payments one at a time are counted: statements, transactions and
 * those outside a transaction per payment (the sandbox provider's own rows included, as its store is
 * in the same database); BENCH_STATEMENTS=1 lists them. Server and load generator share this
 * process, as in api-read.ts. After the run the ledger is checked: the collection's collected figure
 * must have moved by exactly the succeeded payments. CPU ms per payment is this process's (server, sandbox
 * and load generator), the figure to compare when other work shares the machine.
 */
import { randomUUID } from 'node:crypto';
import { paymentJson } from './support/payment-body';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { withSeededPglite, withSeededPostgres } from './support/databases';
import { collectionLedgerTotals } from '../apps/server/src/db/repositories/payments-repository';
import { loadConfig } from '../apps/server/src/plugins/config';
import { countStatements } from './support/statement-counter';
import { LOAD_TEST_CARD_LIMITS } from './support/load-limits';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLLECTION = '10000000-0000-4000-8000-000000000001';
const COUNTED_PAYMENTS = 20;

type Figures = {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  ledger: string;
  /** This process's CPU (server, sandbox provider and load generator) per payment: steadier than payments/s on a busy machine. */
  cpuMs: number;
  perPayment?: string;
};

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
    ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'test', ...LOAD_TEST_CARD_LIMITS }),
    demoData: false,
  };
  const app = await buildApp({
    config,
    database: handle,
    migrate: false,
    logger: false,
    payments: { jobs: false },
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
    const body = () => paymentJson((details as { collectionId: number }).collectionId, token);
    const pay = () =>
      fetch(`${base}/api/checkout/ProcessCheckout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: body(),
      });
    const perPayment = handle.kind === 'postgres' ? await countPerPayment(app, pay) : undefined;
    const cpuBefore = process.cpuUsage();
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
            body: body(),
          }),
        },
      ],
    });
    await settled(app);
    const cpu = process.cpuUsage(cpuBefore);
    const errors = result.errors + result.timeouts + result.non2xx;
    return {
      ...(perPayment ? { perPayment } : {}),
      name,
      rps: result.requests.average,
      cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
      p99: result.latency.p99,
      errors,
      ledger: await ledgerCheck(handle, before),
    };
  } finally {
    await app.close();
  }
}

/** Every sandbox webhook delivered and processed. */
async function settled(app: FastifyInstance): Promise<void> {
  await app.payments.providers.sandbox?.webhooks.idle();
  await app.webhooks.idle();
}

/** Statements and transactions per payment, the webhook's share included, over payments made one at a time. */
async function countPerPayment(app: FastifyInstance, pay: () => Promise<Response>): Promise<string> {
  const counter = countStatements();
  for (let i = 0; i < COUNTED_PAYMENTS; i += 1) {
    const res = await pay();
    if (!res.ok) throw new Error(`payment answered ${res.status}: ${await res.text()}`);
    await settled(app);
  }
  const counts = counter.stop();
  if (process.env.BENCH_STATEMENTS)
    for (const [text, n] of counts.texts)
      console.log(`${(n / COUNTED_PAYMENTS).toFixed(2).padStart(6)}  ${text}`);
  const per = (n: number) => (n / COUNTED_PAYMENTS).toFixed(1);
  return (
    `${per(counts.statements)} statements, ${per(counts.transactions)} transactions + ` +
    `${per(counts.autocommit)} statements on their own per payment`
  );
}

const benchPglite = () => withSeededPglite((handle) => benchApp('ProcessCheckout, sandbox, PGlite', handle));
const benchPostgres = () =>
  withSeededPostgres((handle) => benchApp('ProcessCheckout, sandbox, PostgreSQL', handle));

const rows: (Figures | string)[] = [await benchPglite(), await benchPostgres()];
console.log(`\npayments: ${SECONDS} s per target, ${CONNECTIONS} connections, Node ${process.version}`);
for (const row of rows) {
  if (typeof row === 'string') console.log(row);
  else
    console.log(
      `${row.name.padEnd(40)} ${row.rps.toFixed(0).padStart(6)} payments/s  p99 ${String(row.p99).padStart(4)} ms` +
        `  CPU ${row.cpuMs.toFixed(2)} ms/payment  ${row.ledger}` +
        (row.errors ? `  (${row.errors} errors/non-2xx)` : '') +
        (row.perPayment ? `\n${' '.repeat(41)}${row.perPayment}` : ''),
    );
}

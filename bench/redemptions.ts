/**
 * Redemption write-path load test on PostgreSQL: many delivered collections, each redeemed once as a
 * gift card by its recipient (POST /api/recipient/:token/redemptions, a fresh Idempotency-Key each),
 * BENCH_CONNECTIONS at a time, with the sandbox payout provider (its state in the same database). Each
 * request checks the rules, holds the money under the collection's row lock with its ledger entries,
 * issues the card and settles it.
 *
 *   npx tsx bench/redemptions.ts        (BENCH_COLLECTIONS=1000, BENCH_CONNECTIONS=20, BENCH_PG_URL=…)
 *
 * Server and load generator share this process, as in payments.ts. After the run the ledger is checked:
 * every balance equals its entries (decision 111's check), and every collection was redeemed exactly once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { hashRecipientToken } from '../apps/server/src/db/repositories/delivery-repository';
import { collections } from '../apps/server/src/db/schema/collections';
import { deliveries, deliveryLinks } from '../apps/server/src/db/schema/deliveries';
import { ledgerEntries, redemptions } from '../apps/server/src/db/schema/money-out';
import { loadConfig } from '../apps/server/src/plugins/config';
import { balanceMismatches } from '../apps/server/src/services/ledger/ledger-check';
import { withSeededPostgres } from './support/databases';

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BALANCE = 4_321;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Closed, delivered collections for the recipient to redeem, each with a balance and a link token. */
async function seed(handle: DatabaseHandle): Promise<{ ids: number[]; tokens: string[] }> {
  const ids: number[] = [];
  const tokens: string[] = [];
  for (let start = 0; start < COLLECTIONS; start += 500) {
    const count = Math.min(500, COLLECTIONS - start);
    const rows = await handle.db
      .insert(collections)
      .values(
        Array.from({ length: count }, (_, i) => ({
          guid: randomUUID(),
          market: 'US',
          setupType: 'Collection',
          title: `Bench ${start + i}`,
          closeDate: new Date(Date.now() - 86_400_000),
          isClosed: true,
          redeemer: 'recipient',
          balanceCents: BALANCE,
        })),
      )
      .returning({ id: collections.id });
    await handle.db.insert(ledgerEntries).values(
      rows.map((r) => ({ collectionId: r.id, kind: 'opening_balance', cause: 'seed', amountCents: BALANCE, description: 'Opening balance' })),
    );
    const delivered = await handle.db
      .insert(deliveries)
      .values(rows.map((r) => ({ collectionId: r.id, status: 'delivered', recipientName: 'Bench', byLink: true, deliveredAt: new Date() })))
      .returning({ id: deliveries.id });
    const batch = delivered.map(() => randomBytes(32).toString('base64url'));
    await handle.db.insert(deliveryLinks).values(delivered.map((d, i) => ({ deliveryId: d.id, tokenHash: hashRecipientToken(batch[i]!), purpose: 'copy' })));
    ids.push(...rows.map((r) => r.id));
    tokens.push(...batch);
  }
  return { ids, tokens };
}

async function ledgerCheck(handle: DatabaseHandle, ids: number[]): Promise<string> {
  const mine = new Set(ids);
  const mismatches = await balanceMismatches(handle.db);
  const balances = await handle.db.select({ id: collections.id, balance: collections.balanceCents }).from(collections);
  const left = balances.filter((c) => mine.has(c.id) && c.balance !== 0).length;
  const paid = new Map<number, number>();
  for (const r of await handle.db.select({ collectionId: redemptions.collectionId, status: redemptions.status }).from(redemptions))
    if (r.status === 'paid' && mine.has(r.collectionId)) paid.set(r.collectionId, (paid.get(r.collectionId) ?? 0) + 1);
  const once = [...paid.values()].filter((n) => n === 1).length;
  const problems = [
    ...(mismatches.length ? [`${mismatches.length} collection(s) whose balance ≠ entries`] : []),
    ...(left ? [`${left} collection(s) not redeemed to zero`] : []),
    ...(once !== ids.length ? [`${ids.length - once} collection(s) not paid exactly once`] : []),
  ];
  return problems.length === 0 ? `ledger balanced, ${once} collections paid exactly once` : `LEDGER OFF: ${problems.join('; ')}`;
}

async function run(handle: DatabaseHandle) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'test' }), demoData: false };
  const app = await buildApp({ config, database: handle, migrate: false, logger: false, payments: { sandboxWebhooks: false } });
  try {
    const base = await listen(app);
    const { ids, tokens } = await seed(handle);
    const body = JSON.stringify({ method: 'gift_card', amount: BALANCE, fee: 0, email: 'bench@example.test', brandId: 'sbx-anywhere-prepaid' });
    let next = 0;
    let failed = 0;
    const latencies: number[] = [];
    const worker = async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        const began = performance.now();
        const res = await fetch(`${base}/api/recipient/${token}/redemptions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - began);
        if (res.status !== 201) failed += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rate: tokens.length / seconds,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      failed,
      ledger: await ledgerCheck(handle, ids),
    };
  } finally {
    await app.close();
  }
}

const result = await withSeededPostgres(run);
console.log(`\nredemptions: ${COLLECTIONS} collections, each redeemed once, ${CONNECTIONS} at a time, Node ${process.version}`);
if (typeof result === 'string') console.log(result);
else {
  console.log(
    `${'gift card redemptions, sandbox, PostgreSQL'.padEnd(44)} ${result.rate.toFixed(0).padStart(6)} redemptions/s  p99 ${result.p99.toFixed(0).padStart(4)} ms` +
      (result.failed ? `  (${result.failed} not 201)` : ''),
  );
  console.log(`ledger check: ${result.ledger}`);
}

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_RETURN_PATHS } from '@groupgift/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { payments } from '../db/schema/payments';
import type { Config } from '../plugins/config';
import { sandboxEvents, sandboxPayments } from '../db/schema/sandbox-provider';
import { ledgerBaseline, type LedgerBaseline } from '../services/payments/ledger-check';
import { TEST_CARDS, expectLedgerBalanced, paymentBody } from '../../test/payments-app';
import { copyTestDatabase } from '../../test/test-database';
import { US } from '../../test/demo-guids';
import { callServer, killLeftoverServers, pollUntil, reconcilingServerEnv, startChildServer, type ChildServer } from '../../test/child-server';

/*
 * DESIGN §5: "a restart mid-payment loses nothing". A real server process is SIGKILLed while
 * checkout requests are in flight, started again on the same database, and its reconciliation job
 * must make every payment final with the collection's figures right.
 *
 * The sandbox keeps its charges in the app's database (sandbox_* tables), so after the restart
 * "asking the provider" means asking what the first process's sandbox recorded: a charge made
 * before the kill must come back as that charge, not as a second one.
 *
 * Reconciliation only looks at payments idle for its grace (2 s here, PAYMENTS_RECONCILE_GRACE_MS),
 * so the test waits that out for real; every wait is a poll with a generous limit, and nothing
 * asserts on timing.
 */

const PROCESS = '/api/checkout/ProcessCheckout';
const FINAL = new Set(['succeeded', 'failed', 'refunded']);
const START_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 120_000;
/** Each poll asks the server, so a quarter of a second apart. */
const POLL_MS = 250;

afterAll(() => killLeftoverServers());

async function ok(server: ChildServer, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await callServer(server, method, path, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status} ${JSON.stringify(res.json)}`);
  return res.json ?? {};
}

async function tokenise(server: ChildServer, number: string): Promise<string> {
  const card = { number, expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'Ada Lovelace' };
  return (await ok(server, 'POST', '/sandbox-provider/tokens', card)).token as string;
}

async function attemptStatus(server: ChildServer, key: string): Promise<string | undefined> {
  const res = await callServer(server, 'GET', `${PAYMENT_RETURN_PATHS.status}?attempt=${key}`);
  return res.status === 200 ? (res.json?.status as string) : undefined;
}

type Attempt = { key: string; net: number; card: string; expected: 'succeeded' | 'failed' };

/**
 * Sends ProcessCheckout without waiting for it: the answer is expected never to come (the server
 * dies first). An answer that does come means the window was missed, and is recorded to say so.
 */
function fire(
  server: ChildServer,
  collectionId: number,
  attempt: Attempt,
  token: string,
  answered: string[],
) {
  const body = paymentBody(collectionId, { net: attempt.net }, { checkOutToken: token });
  callServer(server, 'POST', PROCESS, body, { 'idempotency-key': attempt.key }).then(
    (res) => answered.push(`${attempt.key}: ${res.status} ${JSON.stringify(res.json)}`),
    () => undefined, // the connection dies with the server
  );
}

function webhookDeliveries(server: ChildServer): number {
  return server.logs().filter((l) => l.msg === 'incoming request' && l.req?.url === '/api/webhooks/sandbox')
    .length;
}

/** After the servers are gone: read the ledger and the sandbox's own tables directly. */
async function expectDatabaseSettled(database: Config['database'], baseline: LedgerBaseline, keys: string[]) {
  const db = await openDatabase(database);
  try {
    const open = await db.db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.status, ['created', 'requires_action', 'pending']));
    expect(open).toEqual([]);
    // Every collection's figures equal its opening balance plus its succeeded payments.
    await expectLedgerBalanced(db.db, baseline);

    // The provider holds exactly one payment per attempt, the one the ledger points at, with
    // the same outcome; and it announced each once: nothing was charged a second time.
    const ledger = await db.db
      .select({
        key: payments.idempotencyKey,
        status: payments.status,
        ref: payments.providerReference,
      })
      .from(payments)
      .where(inArray(payments.idempotencyKey, keys));
    const provider = await db.db
      .select({
        key: sandboxPayments.idempotencyKey,
        status: sandboxPayments.status,
        id: sandboxPayments.id,
      })
      .from(sandboxPayments)
      .where(inArray(sandboxPayments.idempotencyKey, keys));
    expect(ledger).toHaveLength(keys.length);
    const byKey = <T extends { key: string }>(rows: T[]) =>
      [...rows].sort((x, y) => x.key.localeCompare(y.key));
    expect(byKey(provider).map((p) => ({ key: p.key, status: p.status, ref: p.id }))).toEqual(byKey(ledger));
    const events = await db.db
      .select({ paymentId: sandboxEvents.paymentId })
      .from(sandboxEvents)
      .where(
        inArray(
          sandboxEvents.paymentId,
          provider.map((p) => p.id),
        ),
      );
    expect(events.map((e) => e.paymentId).sort()).toEqual(provider.map((p) => p.id).sort());
  } finally {
    await db.close();
  }
}

describe('a server killed mid-payment', () => {
  it(
    'settles every payment after a restart: each one final, charged once, and the figures right',
    async () => {
      const copy = await copyTestDatabase();
      const filesDir = await mkdtemp(join(tmpdir(), 'gg-kill-files-'));
      const env = reconcilingServerEnv(copy.database, filesDir);
      try {
        const before = await openDatabase(copy.database);
        const baseline = await ledgerBaseline(before.db);
        await before.close();

        // Charged at the provider, answer never back: the core of the issue.
        const charged: Attempt[] = [
          { key: randomUUID(), net: 1100, card: TEST_CARDS.success, expected: 'succeeded' },
          { key: randomUUID(), net: 1200, card: TEST_CARDS.success, expected: 'succeeded' },
          { key: randomUUID(), net: 1300, card: TEST_CARDS.success, expected: 'succeeded' },
          { key: randomUUID(), net: 1400, card: TEST_CARDS.decline, expected: 'failed' },
        ];
        // Recorded in our ledger, still waiting for the provider: never charged before the kill.
        const waiting: Attempt[] = [
          { key: randomUUID(), net: 1500, card: TEST_CARDS.success, expected: 'succeeded' },
          { key: randomUUID(), net: 1600, card: TEST_CARDS.success, expected: 'succeeded' },
        ];
        const all = [...charged, ...waiting];
        const answered: string[] = [];

        const first = await startChildServer(env, { startTimeoutMs: START_TIMEOUT_MS });
        const details = await ok(first, 'GET', `/api/contributions/contribution-details?collection=${US(1)}`);
        const collectionId = details.collectionId as number;
        const collectedBefore = details.soFarCollected as number;
        const tokens = new Map<string, string>();
        for (const a of all) tokens.set(a.key, await tokenise(first, a.card));

        // Every charge happens, then its answer hangs far longer than the test runs.
        await ok(first, 'POST', '/sandbox-provider/control/faults', { timeoutRate: 1, timeoutMs: 120_000 });
        for (const a of charged) fire(first, collectionId, a, tokens.get(a.key)!, answered);
        // The sandbox sends a webhook as it records each charge (its processing joins the hung call).
        await pollUntil('the sandbox to record the charges', SETTLE_TIMEOUT_MS, () => {
          if (answered.length > 0)
            throw new Error(`a checkout answered before the kill: ${answered.join('; ')}`);
          return webhookDeliveries(first) >= charged.length;
        }, POLL_MS);

        // The next calls sit in the provider's latency (its maximum), before anything is charged;
        // should the kill come later than that, they are charged and hang like the ones above.
        await ok(first, 'POST', '/sandbox-provider/control/faults', { latencyMs: 60_000 });
        for (const a of waiting) fire(first, collectionId, a, tokens.get(a.key)!, answered);
        await pollUntil('every attempt to be in the ledger', SETTLE_TIMEOUT_MS, async () => {
          for (const a of all) if ((await attemptStatus(first, a.key)) !== 'created') return false;
          return true;
        }, POLL_MS);
        expect(answered).toEqual([]);

        await first.kill();

        const second = await startChildServer(env, { startTimeoutMs: START_TIMEOUT_MS });
        try {
          const statuses = new Map<string, string | undefined>();
          await pollUntil('reconciliation to settle every payment', SETTLE_TIMEOUT_MS, async () => {
            for (const a of all) statuses.set(a.key, await attemptStatus(second, a.key));
            return all.every((a) => FINAL.has(statuses.get(a.key) ?? ''));
          }, POLL_MS);
          expect(all.map((a) => statuses.get(a.key))).toEqual(all.map((a) => a.expected));

          const succeededNet = all
            .filter((a) => a.expected === 'succeeded')
            .reduce((sum, a) => sum + a.net, 0);
          const after = await ok(
            second,
            'GET',
            `/api/contributions/contribution-details?collection=${US(1)}`,
          );
          expect(after.soFarCollected).toBe(collectedBefore + succeededNet);
        } finally {
          await second.stop();
        }

        await expectDatabaseSettled(
          copy.database,
          baseline,
          all.map((a) => a.key),
        );
      } finally {
        killLeftoverServers();
        await copy.drop();
        await rm(filesDir, { recursive: true, force: true });
      }
    },
    // Two server starts and the grace, on a slow machine under a full test run.
    300_000,
  );
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './client';
import { emailOutbox } from './schema/email-outbox';
import { payments } from './schema/payments';
import { sandboxPayments } from './schema/sandbox-provider';
import { ledgerBaseline, ledgerMismatches } from '../services/payments/ledger-check';
import { US } from '../../test/demo-guids';
import { callServer, killLeftoverServers, pollUntil, reconcilingServerEnv, startChildServer, type ChildServer } from '../../test/child-server';
import { startThrowawayPostgres, throwawayPostgresAvailable } from '../../test/throwaway-postgres';

/*
 * Issue 29, finding 2: `pg_ctl restart -m fast` under a payment load terminated the connections in
 * use (57P01), the error reached the uncaught-error handler and the server exited. Here the real
 * server runs on a PostgreSQL of the test's own under a load of sandbox card payments through the
 * real routes; that PostgreSQL is restarted mid-load, and then stopped until readiness says so and
 * started again. The server must still be running, readiness must have gone 503 and back to 200,
 * every charge the provider made must be on the ledger once, later payments must succeed, and the
 * jobs (reconciliation, the mail outbox) must have carried on.
 *
 * The sandbox keeps its charges in the same database, so "the provider" is its sandbox_* tables.
 * Every wait is a poll with a generous limit; nothing asserts on timing.
 */

const PROCESS = '/api/checkout/ProcessCheckout';
const START_TIMEOUT_MS = 90_000;
const SETTLE_TIMEOUT_MS = 60_000;
const WORKERS = 4;

afterAll(() => killLeftoverServers());

/** A request to the server under test; one the restart leaves without an answer gives up after 30 s. */
const call = (server: ChildServer, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callServer(server, method, path, body, headers, 30_000);

/**
 * One contributor paying $10–$18 by the sandbox's success card (whole dollars: it declines amounts
 * ending .13 or .14), no fee. The body of test/payments-app.ts's paymentBody, written out here: that
 * module brings the shared test database, which this test does not use (decision 127).
 */
async function payOnce(server: ChildServer, collectionId: number, key: string): Promise<number> {
  const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'Ada Lovelace' };
  const token = await call(server, 'POST', '/sandbox-provider/tokens', card);
  if (token.status !== 201) return token.status;
  const net = 1000 + 100 * Math.floor(Math.random() * 9);
  const body = {
    collectionId,
    netAmount: net,
    contributionFee: 0,
    contributionAmount: net,
    contributions: 1,
    email: `payer-${key.slice(0, 8)}@example.test`,
    fName: 'Ada',
    lName: 'Lovelace',
    checkOutToken: token.json!.token,
  };
  return (await call(server, 'POST', PROCESS, body, { 'idempotency-key': key })).status;
}

describe.skipIf(!throwawayPostgresAvailable)('a PostgreSQL restart under a payment load', () => {
  it(
    'leaves the server running, readiness 503 while the database is away, and every charge on the ledger once',
    async () => {
      const postgres = await startThrowawayPostgres();
      const filesDir = await mkdtemp(join(tmpdir(), 'gg-restart-files-'));
      let server: ChildServer | undefined;
      try {
        server = await startChildServer(reconcilingServerEnv({ kind: 'postgres', url: postgres.url }, filesDir), {
          startTimeoutMs: START_TIMEOUT_MS,
        });
        const live = server;
        const reader = await openPostgres(postgres.url, 2);
        const baseline = await ledgerBaseline(reader.db);
        const details = await call(live, 'GET', `/api/contributions/contribution-details?collection=${US(1)}`);
        const collectionId = details.json!.collectionId as number;

        // The load: a few contributors paying at once, each attempt with its own idempotency key.
        const keys: string[] = [];
        const answers: (number | string)[] = [];
        let loading = true;
        const worker = async () => {
          while (loading && live.alive()) {
            const key = randomUUID();
            keys.push(key);
            answers.push(await payOnce(live, collectionId, key).catch((error: Error) => error.name));
          }
        };
        // Readiness as a proxy sees it, every 100 ms.
        const readiness: (number | string)[] = [];
        let watching = true;
        const watcher = (async () => {
          while (watching && live.alive()) {
            const status = await call(live, 'GET', '/api/health/ready').then((res) => res.status, (error: Error) => error.name);
            readiness.push(status);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })();
        const load = Array.from({ length: WORKERS }, () => worker());

        await pollUntil('some payments before the restart', SETTLE_TIMEOUT_MS, () => answers.filter((a) => a === 200).length >= 8);
        await postgres.restart();
        await pollUntil('payments after the restart', SETTLE_TIMEOUT_MS, () => !live.alive() || answers.slice(-8).every((a) => a === 200));
        expect(live.alive()).toBe(true);

        // Away for longer, so the readiness checks see it go.
        await postgres.stop({ keepFiles: true });
        await pollUntil('readiness to fail', SETTLE_TIMEOUT_MS, () => !live.alive() || readiness.at(-1) === 503);
        await postgres.start();
        await pollUntil('readiness to come back', SETTLE_TIMEOUT_MS, () => !live.alive() || readiness.at(-1) === 200);
        const sinceBack = answers.length;
        const backAt = Date.now();
        await pollUntil('payments after the database came back', SETTLE_TIMEOUT_MS, () =>
          !live.alive() || answers.slice(sinceBack).filter((a) => a === 200).length >= 8,
        );
        loading = false;
        await Promise.all(load);
        watching = false;
        await watcher;

        expect(live.alive()).toBe(true);
        // Reads on new connections (the read-version lookup is a named statement, prepared per connection).
        expect((await call(live, 'GET', `/api/contributions/contribution-details?collection=${US(1)}`)).status).toBe(200);
        const firstDown = readiness.indexOf(503);
        expect(firstDown).toBeGreaterThanOrEqual(0);
        expect(readiness.slice(firstDown)).toContain(200);
        // The server answered through it all: payments or refusals to try again, never a dropped connection.
        expect(answers.filter((a) => a !== 200 && a !== 503)).toEqual([]);
        expect(readiness.filter((a) => typeof a === 'string')).toEqual([]);

        // Reconciliation settles whatever the outage left open.
        const reopened = await openPostgres(postgres.url, 2);
        try {
          await pollUntil('reconciliation to settle every payment', SETTLE_TIMEOUT_MS, async () => {
            const open = await reopened.db
              .select({ status: payments.status })
              .from(payments)
              .where(inArray(payments.status, ['created', 'requires_action', 'pending']));
            return open.length === 0;
          });
          const ledger = await reopened.db
            .select({ key: payments.idempotencyKey, status: payments.status, ref: payments.providerReference })
            .from(payments)
            .where(inArray(payments.idempotencyKey, keys));
          const charges = await reopened.db
            .select({ key: sandboxPayments.idempotencyKey, status: sandboxPayments.status, ref: sandboxPayments.id })
            .from(sandboxPayments)
            .where(inArray(sandboxPayments.idempotencyKey, keys));
          // Every charge the provider made is one payment on the ledger, with the same outcome.
          const byKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((x, y) => x.key.localeCompare(y.key));
          const charged = byKey(charges.filter((c) => c.status === 'succeeded'));
          expect(byKey(ledger.filter((p) => p.status === 'succeeded'))).toEqual(charged);
          expect(charged.length).toBeGreaterThanOrEqual(24);
          expect(await ledgerMismatches(reopened.db, baseline)).toEqual([]);
          // The mail job came through the outage too: the receipts of the payments made since go out.
          // (Those it had claimed when the database went wait for their lease to end first.)
          const since = gt(emailOutbox.createdAt, new Date(backAt));
          const queuedSince = await reopened.db.select({ id: emailOutbox.id }).from(emailOutbox).where(since);
          expect(queuedSince.length).toBeGreaterThan(0);
          await pollUntil('the outbox to send the receipts queued since', SETTLE_TIMEOUT_MS, async () => {
            const waiting = await reopened.db
              .select({ id: emailOutbox.id })
              .from(emailOutbox)
              .where(and(eq(emailOutbox.status, 'pending'), since));
            return waiting.length === 0;
          });
        } finally {
          await reopened.close();
          await reader.close().catch(() => undefined);
        }
      } catch (error) {
        const tail = server?.logs().filter((line) => (line as { level?: number }).level! >= 50).slice(-5);
        if (tail?.length) console.error('server errors:', JSON.stringify(tail, null, 1).slice(0, 4000));
        throw error;
      } finally {
        await server?.stop();
        await postgres.stop();
        await rm(filesDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});

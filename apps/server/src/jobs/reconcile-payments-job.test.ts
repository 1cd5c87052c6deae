import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { payments } from '../db/schema/payments';
import { InMemorySandboxStore } from '../payment-providers/sandbox/store';
import { ledgerBaseline } from '../services/payments/ledger-check';
import {
  TEST_CARDS,
  collectionFigures,
  expectLedgerBalanced,
  pay,
  paymentBody,
  tokenise,
} from '../../test/payments-app';
import { testConfig } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { US, AU } from '../../test/demo-guids';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

// The provider outlives our server, as a real one does: both app lives share its store.
const providerStore = new InMemorySandboxStore();

async function start(options: { jobs: boolean; seed: boolean }): Promise<FastifyInstance> {
  const app = await buildApp({
    // A restart must not re-seed the demo figures over the ledger's.
    config: testConfig({ demoData: options.seed }),
    database: db.handle,
    migrate: false,
    logger: false,
    payments: {
      sandbox: { store: providerStore, faults: { timeoutMs: 5 } },
      sandboxWebhooks: false,
      service: { providerRetries: 0, retryDelayMs: 1 },
      jobs: options.jobs,
      reconcileGraceMs: 0,
    },
  });
  await app.ready();
  return app;
}

async function unsettled(): Promise<number> {
  const rows = await db.handle.db
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.status, ['created', 'pending']));
  return rows.length;
}

describe('reconciliation after a crash', () => {
  it('settles every payment left mid-flight when the server starts again, and the totals are right', async () => {
    const baseline = await ledgerBaseline(db.handle.db);
    const first = await start({ jobs: false, seed: false });
    const us = await collectionFigures(first, US(1));
    const au = await collectionFigures(first, AU(1));

    // 1) The provider charged, the answer never came back (the server "died" before settling).
    first.payments.providers.sandbox?.faults.failNext('timeout');
    const lost = await pay(
      first,
      '/api/checkout/ProcessCheckout',
      paymentBody(us.collectionId, { net: 1100 }, { checkOutToken: await tokenise(first) }),
    );
    expect(lost.statusCode).toBe(503);
    // 2) The payer passed 3-D Secure but never came back to our return URL.
    const threeDs = await pay(
      first,
      '/api/checkout/ProcessCheckout',
      paymentBody(
        au.collectionId,
        { net: 1300 },
        { checkOutToken: await tokenise(first, TEST_CARDS.threeDs) },
      ),
    );
    const page = threeDs.json().threeDsredirectUrl as string;
    await first.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    // 3) A declined payment whose answer was lost.
    first.payments.providers.sandbox?.faults.failNext('lost_response');
    await pay(
      first,
      '/api/checkout/ProcessCheckout',
      paymentBody(
        us.collectionId,
        { net: 1000 },
        { checkOutToken: await tokenise(first, TEST_CARDS.decline) },
      ),
    );
    expect(await unsettled()).toBe(2);
    await first.close();

    const second = await start({ jobs: true, seed: false });
    try {
      for (
        let i = 0;
        i < 100 && ((await unsettled()) > 0 || (await second.payments.reconcile({ graceMs: 0 })).checked > 0);
        i += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const rows = await db.handle.db.select({ status: payments.status }).from(payments);
      expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
      expect((await collectionFigures(second, US(1))).soFarCollected).toBe(us.soFarCollected + 1100);
      expect((await collectionFigures(second, AU(1))).soFarCollected).toBe(au.soFarCollected + 1300);
      await expectLedgerBalanced(db.handle.db, baseline);
      // Running it again finds nothing to do.
      expect(await second.payments.reconcile({ graceMs: 0 })).toEqual({ checked: 0, settled: 0 });
    } finally {
      await second.close();
    }
  });

  it('fails an attempt the payer abandoned at 3-D Secure long ago', async () => {
    const app = await start({ jobs: false, seed: false });
    try {
      const { collectionId } = await collectionFigures(app, US(1));
      const key = randomUUID();
      await pay(
        app,
        '/api/checkout/ProcessCheckout',
        paymentBody(collectionId, { net: 1400 }, { checkOutToken: await tokenise(app, TEST_CARDS.threeDs) }),
        key,
      );
      const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
      await app.payments.reconcile({ graceMs: 0, now: dayLater });
      const retry = await pay(
        app,
        '/api/checkout/ProcessCheckout',
        paymentBody(collectionId, { net: 1400 }, { checkOutToken: 'ignored' }),
        key,
      );
      expect(retry.statusCode).toBe(402);
    } finally {
      await app.close();
    }
  });
});

describe('the sandbox provider state in the database', () => {
  it('survives a restart: a challenge passed before it is found and settled after', async () => {
    const baseline = await ledgerBaseline(db.handle.db);
    const options = {
      sandboxWebhooks: false,
      service: { providerRetries: 0, retryDelayMs: 1 },
      reconcileGraceMs: 0,
    };
    const first = await buildApp({
      config: testConfig({ demoData: false }),
      database: db.handle,
      migrate: false,
      logger: false,
      payments: { ...options, jobs: false },
    });
    await first.ready();
    const us = await collectionFigures(first, US(1));
    const res = await pay(
      first,
      '/api/checkout/ProcessCheckout',
      paymentBody(
        us.collectionId,
        { net: 1700 },
        { checkOutToken: await tokenise(first, TEST_CARDS.threeDs) },
      ),
    );
    const page = res.json().threeDsredirectUrl as string;
    await first.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    await first.close();

    const second = await buildApp({
      config: testConfig({ demoData: false }),
      database: db.handle,
      migrate: false,
      logger: false,
      payments: { ...options, jobs: false },
    });
    await second.ready();
    try {
      // The new process's sandbox knows the payment (its page still answers) and reconciliation settles it.
      expect((await second.inject({ method: 'GET', url: page })).statusCode).toBe(200);
      await second.payments.reconcile({ graceMs: 0 });
      expect((await collectionFigures(second, US(1))).soFarCollected).toBe(us.soFarCollected + 1700);
      await expectLedgerBalanced(db.handle.db, baseline);
    } finally {
      await second.close();
    }
  });
});

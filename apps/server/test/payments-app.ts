import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppDatabase } from '../src/db/client';
import type { SandboxProvider } from '../src/payment-providers/sandbox/sandbox-provider';
import type { Config } from '../src/plugins/config';
import { ledgerBaseline, ledgerMismatches, type LedgerBaseline } from '../src/services/payments/ledger-check';
import { testConfig } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';

/** Shared by the payment tests: an app on the template's data, with payment knobs. */
export function usePaymentsApp(
  payments: BuildAppOptions['payments'] = {},
  config: Partial<Config> = {},
  mail: BuildAppOptions['mail'] = {},
) {
  let db: TestDatabase | undefined;
  let mailDir: string | undefined;
  let app: FastifyInstance | undefined;
  let baseline: LedgerBaseline | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    // Captured mail goes to a private folder, never the repository's data folder.
    mailDir = await mkdtemp(join(tmpdir(), 'gg-mail-'));
    const mailConfig = {
      smtpUrl: undefined,
      from: 'GroupGift <no-reply@groupgift.test>',
      captureDir: mailDir,
      workerIntervalMs: 0,
    };
    app = await buildApp({
      config: testConfig({ mail: mailConfig, ...config }),
      database: db.handle,
      migrate: false,
      logger: false,
      payments: { jobs: false, ...payments },
      mail: { jobs: false, ...mail },
    });
    await app.ready();
    baseline = await ledgerBaseline(db.handle.db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} not started`);
    return value;
  };
  // The ledger invariant (decision 051) is checked after every test, not only where a test asks:
  // whatever a test did, each collection's figures still equal its succeeded payments.
  afterEach(async () => {
    if (db && baseline) await expectLedgerBalanced(db.handle.db, baseline);
  });
  return {
    app: () => must(app, 'test app'),
    db: () => must(db, 'test database').handle.db,
    /** Waits until every sandbox webhook has been delivered and processed. */
    settleWebhooks: async () => {
      const server = must(app, 'test app');
      await server.payments.providers.sandbox?.webhooks.idle();
      await server.webhooks.idle();
    },
    sandbox: (): SandboxProvider => must(must(app, 'test app').payments.providers.sandbox, 'sandbox'),
    /** Every collection's collected figure moved by exactly the sum of its succeeded payments. */
    expectLedgerBalanced: async () =>
      expectLedgerBalanced(must(db, 'test database').handle.db, must(baseline, 'baseline')),
  };
}

export async function expectLedgerBalanced(db: AppDatabase, baseline: LedgerBaseline) {
  expect(await ledgerMismatches(db, baseline)).toEqual([]);
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  threeDs: '4000 0000 0000 3220',
  amex: '3782 822463 10005',
} as const;

export async function tokenise(
  app: FastifyInstance,
  number: string = TEST_CARDS.success,
  name = 'Ada Lovelace',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-provider/tokens',
    payload: {
      number,
      expiryMonth: 12,
      expiryYear: 2099,
      cvc: number.startsWith('37') ? '1234' : '123',
      name,
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { token: string }).token;
}

export async function walletToken(
  app: FastifyInstance,
  wallet: 'apple_pay' | 'google_pay',
  card: 0 | 1 = 0,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-provider/wallet-tokens',
    payload: { wallet, card },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { walletToken: string }).walletToken;
}

export type CollectionFigures = { collectionId: number; soFarCollected: number; joinedSofar: number };

export async function collectionFigures(app: FastifyInstance, guid: string): Promise<CollectionFigures> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/contributions/contribution-details?collection=${guid}`,
  });
  expect(res.statusCode).toBe(200);
  const { collectionId, soFarCollected, joinedSofar } = res.json() as CollectionFigures;
  return { collectionId, soFarCollected, joinedSofar };
}

/** A payment request body with the given figures (cents). */
export function paymentBody(
  collectionId: number,
  figures: { net: number; fee?: number; total?: number; contributions?: number },
  extra: Record<string, unknown> = {},
) {
  const fee = figures.fee ?? 0;
  return {
    collectionId,
    netAmount: figures.net,
    contributionFee: fee,
    contributionAmount: figures.total ?? figures.net + fee,
    contributions: figures.contributions ?? 1,
    // A payer of their own: the same email paying the same collection again within minutes is asked
    // first (decision 102), which only the tests about that question want.
    email: `payer-${randomUUID().slice(0, 8)}@example.test`,
    fName: 'Ada',
    lName: 'Lovelace',
    ...extra,
  };
}

export function pay(app: FastifyInstance, url: string, body: unknown, key: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
}

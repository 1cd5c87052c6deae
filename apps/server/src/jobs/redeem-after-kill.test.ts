import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MONEY_OUT_PATHS, moneyOutPath } from '@groupgift/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { hashRecipientToken } from '../db/repositories/delivery-repository';
import { collections } from '../db/schema/collections';
import { deliveries, deliveryLinks } from '../db/schema/deliveries';
import { ledgerEntries, redemptions } from '../db/schema/money-out';
import { organisers } from '../db/schema/organisers';
import { sandboxGiftCards } from '../db/schema/sandbox-provider';
import type { Config } from '../plugins/config';
import { balanceMismatches } from '../services/ledger/ledger-check';
import { copyTestDatabase } from '../../test/test-database';
import { DEMO_ORGANISER } from '../../test/demo-guids';
import { createOwnedCollection } from '../../test/owned-collection';
import { seedBalance } from '../../test/money-out-fixtures';
import { callServer, killLeftoverServers, pollUntil, reconcilingServerEnv, startChildServer } from '../../test/child-server';

/*
 * Issue 15: "kill -9 between the provider call and its answer, restart, reconcile: one payout, balance
 * right". A real server issues a gift card at the sandbox (whose state is in the database), its answer
 * hangs, the process is SIGKILLed; a second server on the same database must settle the redemption by
 * asking again with the same key — the same card, not a second one — and the balance must be right.
 * Reconciliation waits out its grace (2 s here) for real; every wait is a poll, nothing asserts on timing.
 */

const START_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 150_000;
/** Each poll asks the server, so a quarter of a second apart. */
const POLL_MS = 250;
const BALANCE = 6_400;
const AMOUNT = 5_000;

afterAll(() => killLeftoverServers());

/** A delivered card whose recipient redeems, written before any server starts (PGlite has one writer). */
async function prepare(database: Config['database']) {
  const db = await openDatabase(database);
  try {
    const [organiser] = await db.db.select({ id: organisers.id }).from(organisers).where(eq(organisers.guid, DEMO_ORGANISER));
    const collection = await createOwnedCollection(db.db, organiser!.id, { isClosed: true, redeemer: 'recipient' });
    await seedBalance(db.db, collection.id, BALANCE);
    const [delivery] = await db.db
      .insert(deliveries)
      .values({ collectionId: collection.id, status: 'delivered', recipientName: 'Sam Lee', byLink: true, deliveredAt: new Date() })
      .returning({ id: deliveries.id });
    const token = randomBytes(32).toString('base64url');
    await db.db.insert(deliveryLinks).values({ deliveryId: delivery!.id, tokenHash: hashRecipientToken(token), purpose: 'copy' });
    return { collectionId: collection.id, token };
  } finally {
    await db.close();
  }
}

describe('a server killed mid-redemption', () => {
  it(
    'settles it after a restart with the same key: one gift card, the balance right',
    async () => {
      const copy = await copyTestDatabase();
      const filesDir = await mkdtemp(join(tmpdir(), 'gg-redeem-kill-'));
      const env = reconcilingServerEnv(copy.database, filesDir);
      try {
        const { collectionId, token } = await prepare(copy.database);
        const key = randomUUID();
        const list = moneyOutPath(MONEY_OUT_PATHS.recipientRedemptions, { token });

        const first = await startChildServer(env, { startTimeoutMs: START_TIMEOUT_MS });
        // The card is issued, then its answer hangs far longer than the test runs.
        expect((await callServer(first, 'POST', '/sandbox-provider/control/faults', { timeoutRate: 1, timeoutMs: 120_000 })).status).toBe(200);
        const answered: string[] = [];
        callServer(first, 'POST', list, { method: 'gift_card', amount: AMOUNT, fee: 0, email: 'sam@example.test', brandId: 'sbx-anywhere-prepaid' }, { 'idempotency-key': key }).then(
          (res) => answered.push(`${res.status} ${JSON.stringify(res.json)}`),
          () => undefined, // the connection dies with the server
        );
        await pollUntil('the redemption to be held', SETTLE_TIMEOUT_MS, async () => {
          const res = await callServer(first, 'GET', list);
          return Array.isArray(res.json) && res.json.length === 1;
        }, POLL_MS);
        // The hold commits before the provider call; give the call a moment to reach the sandbox.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(answered).toEqual([]);
        await first.kill();

        // The window the test is about: the card exists at the provider, our row is still processing.
        const between = await openDatabase(copy.database);
        try {
          const cards = await between.db.select().from(sandboxGiftCards).where(like(sandboxGiftCards.idempotencyKey, `${key}%`));
          expect(cards).toHaveLength(1);
          const rows = await between.db.select().from(redemptions).where(eq(redemptions.collectionId, collectionId));
          expect(rows.map((r) => [r.status, r.providerPayoutId])).toEqual([['processing', null]]);
        } finally {
          await between.close();
        }

        const second = await startChildServer(env, { startTimeoutMs: START_TIMEOUT_MS });
        try {
          await pollUntil('reconciliation to settle the redemption', SETTLE_TIMEOUT_MS, async () => {
            const res = await callServer(second, 'GET', list);
            return Array.isArray(res.json) && (res.json as { status: string }[])[0]?.status === 'paid';
          }, POLL_MS);
          const settled = (await callServer(second, 'GET', list)).json;
          const [redemption] = Array.isArray(settled) ? (settled as { giftCard: { code: string } | null }[]) : [];
          expect(redemption?.giftCard?.code).toMatch(/^GG-/);
        } finally {
          await second.stop();
        }

        const db = await openDatabase(copy.database);
        try {
          const rows = await db.db.select().from(redemptions).where(eq(redemptions.collectionId, collectionId));
          expect(rows.map((r) => [r.status, r.amountCents])).toEqual([['paid', AMOUNT]]);
          const cards = await db.db.select().from(sandboxGiftCards).where(like(sandboxGiftCards.idempotencyKey, `${key}%`));
          expect(cards.map((c) => c.id)).toEqual([rows[0]!.providerPayoutId]);
          const [collection] = await db.db.select().from(collections).where(eq(collections.id, collectionId));
          expect(collection?.balanceCents).toBe(BALANCE - AMOUNT);
          const entries = await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.collectionId, collectionId));
          expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([
            ['opening_balance', BALANCE],
            ['gift_card', -AMOUNT],
          ]);
          expect(await balanceMismatches(db.db)).toEqual([]);
        } finally {
          await db.close();
        }
      } finally {
        killLeftoverServers();
        await copy.drop();
        await rm(filesDir, { recursive: true, force: true });
      }
    },
    300_000,
  );
});

import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { moneyAudit, redemptions } from '../schema/money-out';
import { providerWebhookEvents } from '../schema/provider-webhook-events';
import type { Tx } from '../transaction';

/**
 * The SQL of redeeming (issue 15, decision 112). A redemption row is inserted once per idempotency key
 * (unique), its status moves forward only by compare-and-set, and reconciliation claims the rows left
 * `processing` with FOR UPDATE SKIP LOCKED and a lease, so several servers never ask about one twice at once.
 */

export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemption = typeof redemptions.$inferInsert;
type Db = AppDatabase | Tx;

export async function findRedemptionByKey(db: Db, idempotencyKey: string): Promise<RedemptionRow | null> {
  const [row] = await db.select().from(redemptions).where(eq(redemptions.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

export async function findRedemptionByGuid(db: Db, guid: string): Promise<RedemptionRow | null> {
  const [row] = await db.select().from(redemptions).where(eq(redemptions.guid, guid)).limit(1);
  return row ?? null;
}

export async function findRedemptionByPayoutId(db: Db, providerPayoutId: string): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(eq(redemptions.providerPayoutId, providerPayoutId))
    .limit(1);
  return row ?? null;
}

/** A collection's redemptions, newest first; only one redeemer's when `redeemer` is given. */
export function listRedemptions(db: Db, collectionId: number, redeemer?: string): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(redemptions)
    .where(
      redeemer
        ? and(eq(redemptions.collectionId, collectionId), eq(redemptions.redeemer, redeemer))
        : eq(redemptions.collectionId, collectionId),
    )
    .orderBy(desc(redemptions.id));
}

export async function hasRedemption(db: Db, collectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(eq(redemptions.collectionId, collectionId))
    .limit(1);
  return row !== undefined;
}

/** Inserts the row unless its idempotency key exists (then null: the caller reads the first one). */
export async function insertRedemptionOnce(tx: Tx, values: NewRedemption): Promise<RedemptionRow | null> {
  const [row] = await tx
    .insert(redemptions)
    .values(values)
    .onConflictDoNothing({ target: redemptions.idempotencyKey })
    .returning();
  return row ?? null;
}

/**
 * Compare-and-set: moves the row only from one of `from`, so two answers (the request, a webhook,
 * reconciliation) about one payout apply once. Returns the updated row, or null when it had moved on.
 */
export async function updateRedemptionFrom(
  tx: Tx,
  id: number,
  from: readonly string[],
  set: Partial<Pick<NewRedemption, 'status' | 'providerPayoutId' | 'failureReason' | 'settledAt'>>,
): Promise<RedemptionRow | null> {
  const [row] = await tx
    .update(redemptions)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(redemptions.id, id), inArray(redemptions.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Claims up to `limit` redemptions left `processing` and untouched for `graceMs`, and pushes their
 * `updated_at` to now as a lease: SKIP LOCKED lets servers share the work, the lease keeps a second
 * server from asking about the same one until the grace passes again.
 */
export async function claimStaleRedemptions(db: AppDatabase, graceMs: number, limit: number): Promise<RedemptionRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.status, 'processing'),
          lte(redemptions.updatedAt, sql`now() - make_interval(secs => ${graceMs / 1000})`),
        ),
      )
      .orderBy(asc(redemptions.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(redemptions)
      .set({ updatedAt: sql`now()` })
      .where(
        inArray(
          redemptions.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export type AuditInsert = {
  collectionId: number;
  redemptionId: number | null;
  event: string;
  actor: 'organiser' | 'recipient' | 'provider' | 'system';
  ip: string | null;
};

export async function insertAudit(tx: Db, rows: readonly AuditInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(moneyAudit).values([...rows]);
}

/** The collection's money activity, newest first, with the redemption's guid. */
export function listAudit(db: Db, collectionId: number) {
  return db
    .select({
      at: moneyAudit.createdAt,
      event: moneyAudit.event,
      actor: moneyAudit.actor,
      ip: moneyAudit.ip,
      redemptionGuid: redemptions.guid,
    })
    .from(moneyAudit)
    .leftJoin(redemptions, eq(redemptions.id, moneyAudit.redemptionId))
    .where(eq(moneyAudit.collectionId, collectionId))
    .orderBy(desc(moneyAudit.id));
}

/** Sets who redeems, unless a redemption exists (checked under the collection's row lock). */
export async function setRedeemerUnlessRedeemed(tx: Tx, collectionId: number, redeemer: string): Promise<boolean> {
  await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, collectionId)).for('update');
  if (await hasRedemption(tx, collectionId)) return false;
  await tx.update(collections).set({ redeemer, updatedAt: new Date() }).where(eq(collections.id, collectionId));
  return true;
}

export async function findCollectionForRedemption(db: Db, collectionId: number) {
  const [row] = await db.select().from(collections).where(eq(collections.id, collectionId)).limit(1);
  return row ?? null;
}

/**
 * Stores a payout webhook event once per (provider, event id), in the caller's transaction: the event
 * and what it changes commit together, so a failure leaves neither and the provider's retry is processed.
 */
export async function insertPayoutEventOnce(
  tx: Tx,
  values: { provider: number; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const [row] = await tx
    .insert(providerWebhookEvents)
    .values({ ...values, processedAt: new Date() })
    .onConflictDoNothing({ target: [providerWebhookEvents.provider, providerWebhookEvents.eventId] })
    .returning({ id: providerWebhookEvents.id });
  return row !== undefined;
}

/** The latest issued gift cards with their provider's id, for the ledger check against the provider (issue 33). */
export function listIssuedGiftCards(db: Db, limit: number): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.method, 'gift_card'), eq(redemptions.status, 'paid'), sql`${redemptions.providerPayoutId} IS NOT NULL`))
    .orderBy(desc(redemptions.id))
    .limit(limit);
}

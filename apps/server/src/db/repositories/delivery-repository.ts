import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { deliveries, deliveryLinks, deliveryThanks } from '../schema/deliveries';
import { messages } from '../schema/messages';
import { organisers } from '../schema/organisers';
import { payments } from '../schema/payments';
import type { Tx } from '../transaction';
import type { CollectionRow } from './collections-repository';
import { enqueueEmails, type OutboxInsert } from './email-outbox-repository';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryLinkRow = typeof deliveryLinks.$inferSelect;
export type DeliveryThanksRow = typeof deliveryThanks.$inferSelect;
type Db = AppDatabase | Tx;

/** The SHA-256 stored for a recipient token; the token itself is never written anywhere. */
export function hashRecipientToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Reading a card: used by the recipient's view and the keepsake PDF.
// ---------------------------------------------------------------------------------------------

export type VisibleMessageRow = {
  id: number;
  guid: string;
  name: string;
  comment: string;
  imageUrl: string | null;
  commentDate: Date;
};

/**
 * The card's visible messages (not hidden, not deleted), in card order, a page at a time: pass the
 * last row's `id` as `afterId` for the next page. Read live, so a message hidden after delivery
 * leaves the recipient's view and the keepsake.
 */
export async function listVisibleMessagesForCard(
  db: Db,
  collectionId: number,
  page: { afterId?: number | null; limit?: number } = {},
): Promise<VisibleMessageRow[]> {
  // A message still waiting for its payment is not on the card yet (decision 102).
  const visible = and(eq(messages.collectionId, collectionId), isNull(messages.hiddenAt), isNull(messages.deletedAt), eq(messages.awaitingPayment, false));
  // Card order is (displaySeq, id); the cursor is the (displaySeq, id) of the message `afterId`.
  const after =
    page.afterId == null
      ? undefined
      : sql`(${messages.displaySeq}, ${messages.id}) > (select m.display_seq, m.id from messages m where m.id = ${page.afterId})`;
  const query = db
    .select({
      id: messages.id,
      guid: messages.guid,
      name: messages.name,
      comment: messages.comment,
      imageUrl: messages.imageUrl,
      commentDate: messages.commentDate,
    })
    .from(messages)
    .where(after ? and(visible, after) : visible)
    .orderBy(asc(messages.displaySeq), asc(messages.id));
  return page.limit ? query.limit(page.limit) : query;
}

export async function countVisibleMessages(db: Db, collectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.collectionId, collectionId), isNull(messages.hiddenAt), isNull(messages.deletedAt), eq(messages.awaitingPayment, false)));
  return Number(row?.n ?? 0);
}

export type RecipientAccess = { delivery: DeliveryRow; collection: CollectionRow; linkId: number };

/**
 * The delivered card a recipient token opens, or null: an unknown, revoked or not yet delivered
 * token, or a deleted collection, all read the same (the caller answers a generic 404).
 */
export async function findDeliveredCardByTokenHash(db: Db, tokenHash: string): Promise<RecipientAccess | null> {
  const [row] = await db
    .select({ delivery: deliveries, collection: collections, linkId: deliveryLinks.id })
    .from(deliveryLinks)
    .innerJoin(deliveries, eq(deliveries.id, deliveryLinks.deliveryId))
    .innerJoin(collections, eq(collections.id, deliveries.collectionId))
    .where(
      and(
        eq(deliveryLinks.tokenHash, tokenHash),
        isNull(deliveryLinks.revokedAt),
        eq(deliveries.status, 'delivered'),
        eq(collections.isDeleted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A raw recipient token (from the URL) to its delivered card; null reads as a generic 404. */
export function resolveRecipientToken(db: Db, token: string): Promise<RecipientAccess | null> {
  return findDeliveredCardByTokenHash(db, hashRecipientToken(token));
}

// ---------------------------------------------------------------------------------------------
// The organiser's side.
// ---------------------------------------------------------------------------------------------

export async function findDeliveryByCollectionId(db: Db, collectionId: number): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.collectionId, collectionId)).limit(1);
  return row ?? null;
}

export async function findDeliveryById(db: Db, id: number): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  return row ?? null;
}

/** The delivery of each collection given (for the dashboard list), keyed by collection id. */
export async function findDeliveriesByCollectionIds(db: Db, collectionIds: number[]): Promise<Map<number, DeliveryRow>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db.select().from(deliveries).where(inArray(deliveries.collectionId, collectionIds));
  return new Map(rows.map((r) => [r.collectionId, r]));
}

/** The newest active link, for `linkActive` and `linkIssuedAt`. */
export async function findActiveLink(db: Db, deliveryId: number): Promise<DeliveryLinkRow | null> {
  const [row] = await db
    .select()
    .from(deliveryLinks)
    .where(and(eq(deliveryLinks.deliveryId, deliveryId), isNull(deliveryLinks.revokedAt)))
    .orderBy(desc(deliveryLinks.createdAt), desc(deliveryLinks.id))
    .limit(1);
  return row ?? null;
}

export async function listThanks(db: Db, deliveryId: number): Promise<DeliveryThanksRow[]> {
  return db
    .select()
    .from(deliveryThanks)
    .where(eq(deliveryThanks.deliveryId, deliveryId))
    .orderBy(asc(deliveryThanks.createdAt), asc(deliveryThanks.id));
}

export type DeliveryPlan = {
  recipientName: string;
  recipientEmail: string | null;
  byEmail: boolean;
  byLink: boolean;
  keepOpen: boolean;
  scheduledAt: Date | null;
  timeZone: string | null;
};

/**
 * Creates or changes the collection's delivery while it has not gone: the row is locked, and a row
 * already delivered is left alone (null), so two organisers' tabs cannot deliver twice.
 */
export async function upsertPendingDelivery(
  tx: Tx,
  collectionId: number,
  plan: DeliveryPlan & { status: 'scheduled' | 'not_delivered' },
): Promise<DeliveryRow | null> {
  await tx
    .insert(deliveries)
    .values({ collectionId, ...plan })
    .onConflictDoNothing({ target: deliveries.collectionId });
  const [locked] = await tx
    .select()
    .from(deliveries)
    .where(eq(deliveries.collectionId, collectionId))
    .for('update')
    .limit(1);
  if (!locked || locked.status === 'delivered') return null;
  const [row] = await tx
    .update(deliveries)
    .set({ ...plan, updatedAt: new Date() })
    .where(eq(deliveries.id, locked.id))
    .returning();
  return row ?? null;
}

/** A cancelled schedule goes back to not delivered; null when there was no schedule to cancel. */
export async function cancelScheduledDelivery(db: Db, collectionId: number): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(deliveries)
    .set({ status: 'not_delivered', scheduledAt: null, timeZone: null, updatedAt: new Date() })
    .where(and(eq(deliveries.collectionId, collectionId), eq(deliveries.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/**
 * The compare-and-set at the heart of delivering: only a row not yet delivered moves, so "deliver
 * now" racing the job (or two servers' jobs) delivers once. Closes the collection in the same
 * transaction unless the organiser keeps it open.
 */
export async function markDelivered(tx: Tx, deliveryId: number, now: Date): Promise<DeliveryRow | null> {
  const [row] = await tx
    .update(deliveries)
    .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
    .where(and(eq(deliveries.id, deliveryId), ne(deliveries.status, 'delivered')))
    .returning();
  if (!row) return null;
  if (!row.keepOpen) {
    await tx.update(collections).set({ isClosed: true, updatedAt: now }).where(eq(collections.id, row.collectionId));
  }
  return row;
}

/**
 * Due schedules, locked for this transaction; SKIP LOCKED lets several servers tick at once, each
 * taking rows the others have not, and the caller marks them delivered before committing.
 */
export async function claimDueDeliveries(tx: Tx, now: Date, limit: number): Promise<DeliveryRow[]> {
  return tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.status, 'scheduled'), lte(deliveries.scheduledAt, now)))
    .orderBy(asc(deliveries.scheduledAt), asc(deliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findCollectionById(db: Db, id: number): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
  return row ?? null;
}

/** Stores a new link's hash; with `revokeOthers` every earlier link of the delivery stops working. */
export async function insertLink(
  db: Db,
  deliveryId: number,
  tokenHash: string,
  purpose: 'mail' | 'copy',
  options: { revokeOthers: boolean },
): Promise<DeliveryLinkRow> {
  if (options.revokeOthers) await revokeLinks(db, deliveryId);
  const [row] = await db.insert(deliveryLinks).values({ deliveryId, tokenHash, purpose }).returning();
  if (!row) throw new Error('link insert returned no row');
  return row;
}

export async function revokeLinks(db: Db, deliveryId: number): Promise<number> {
  const rows = await db
    .update(deliveryLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(deliveryLinks.deliveryId, deliveryId), isNull(deliveryLinks.revokedAt)))
    .returning({ id: deliveryLinks.id });
  return rows.length;
}

/** The mail link of an earlier send stops working when a new address gets a new one. */
export async function revokeMailLinks(db: Db, deliveryId: number): Promise<void> {
  await db
    .update(deliveryLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(deliveryLinks.deliveryId, deliveryId), eq(deliveryLinks.purpose, 'mail'), isNull(deliveryLinks.revokedAt)),
    );
}

/** After a bounce: the new address, the bounce cleared. */
export async function setRecipientEmail(db: Db, deliveryId: number, email: string): Promise<DeliveryRow> {
  const [row] = await db
    .update(deliveries)
    .set({ recipientEmail: email, byEmail: true, bouncedAt: null, bounceReason: null, updatedAt: new Date() })
    .where(eq(deliveries.id, deliveryId))
    .returning();
  if (!row) throw new Error('delivery update returned no row');
  return row;
}

/** The SMTP server refused the delivery mail for good: the organiser sees it and can resend. */
export async function recordBounce(db: Db, deliveryId: number, reason: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ bouncedAt: new Date(), bounceReason: reason.slice(0, 500), updatedAt: new Date() })
    .where(eq(deliveries.id, deliveryId));
}

/** The first opening only: true when this call recorded it (so the organiser is told once). */
export async function markOpened(tx: Tx, deliveryId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(deliveries)
    .set({ openedAt: now, updatedAt: now })
    .where(and(eq(deliveries.id, deliveryId), isNull(deliveries.openedAt)))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

export async function insertThanks(
  tx: Tx,
  values: { guid: string; deliveryId: number; text: string; imageUrl: string | null; audience: string; messageIds: number[]; mailed: number },
): Promise<DeliveryThanksRow> {
  const [row] = await tx.insert(deliveryThanks).values(values).returning();
  if (!row) throw new Error('thanks insert returned no row');
  return row;
}

/** Visible messages of this card among the given guids (a thank-you names only people on the card). */
export async function findVisibleMessagesByGuids(
  db: Db,
  collectionId: number,
  guids: string[],
): Promise<{ id: number; guid: string }[]> {
  if (guids.length === 0) return [];
  return db
    .select({ id: messages.id, guid: messages.guid })
    .from(messages)
    .where(
      and(
        eq(messages.collectionId, collectionId),
        inArray(messages.guid, guids),
        isNull(messages.hiddenAt),
        isNull(messages.deletedAt),
        eq(messages.awaitingPayment, false),
      ),
    );
}

/**
 * The addresses a thank-you goes to, each once (lower-cased): for everyone, the signers of visible
 * messages and the payers of contributions that took money; for chosen people, the signers of the
 * chosen messages and the payers who paid with them.
 */
export async function contributorEmails(db: Db, collectionId: number, messageIds: number[] | null): Promise<string[]> {
  const signerWhere =
    messageIds === null
      ? and(eq(messages.collectionId, collectionId), isNull(messages.hiddenAt), isNull(messages.deletedAt), eq(messages.awaitingPayment, false))
      : and(eq(messages.collectionId, collectionId), inArray(messages.id, messageIds.length ? messageIds : [-1]));
  const signers = await db.select({ email: messages.email }).from(messages).where(signerWhere);
  const payerWhere = and(
    eq(payments.collectionId, collectionId),
    eq(payments.kind, 'contribution'),
    eq(payments.status, 'succeeded'),
    isNotNull(payments.email),
    messageIds === null ? undefined : inArray(payments.messageId, messageIds.length ? messageIds : [-1]),
  );
  const payers = await db.select({ email: payments.email }).from(payments).where(payerWhere);
  const all = [...signers, ...payers].map((r) => (r.email ?? '').trim().toLowerCase()).filter((e) => e.includes('@'));
  return [...new Set(all)].sort();
}

/** The message of this collection whose edit token hashes to this, for the contributor's read-only view. */
export async function findMessageByEditTokenHash(db: Db, collectionId: number, hash: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.collectionId, collectionId), eq(messages.editTokenHash, hash)))
    .limit(1);
  return row ?? null;
}

/** Queues mail inside the delivery's transaction, so a delivery and its mail commit together. */
export function enqueueDeliveryMail(tx: Tx, rows: OutboxInsert[]): Promise<void> {
  return enqueueEmails(tx, rows);
}

/** Where the organiser's notices go. */
export async function findOrganiserContact(db: Db, organiserId: number): Promise<{ email: string; firstName: string } | null> {
  const [row] = await db
    .select({ email: organisers.email, firstName: organisers.firstName })
    .from(organisers)
    .where(eq(organisers.id, organiserId))
    .limit(1);
  return row ?? null;
}

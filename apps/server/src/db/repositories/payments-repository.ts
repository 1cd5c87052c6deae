import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { invitees } from '../schema/invitees';
import { messages } from '../schema/messages';
import { ledgerEntries } from '../schema/money-out';
import { organisers } from '../schema/organisers';
import { payments } from '../schema/payments';
import type { Tx } from '../transaction';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export async function findPaymentByIdempotencyKey(db: AppDatabase, key: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function findPaymentByGuid(db: AppDatabase, guid: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.guid, guid)).limit(1);
  return row ?? null;
}

/**
 * The payment a webhook event is about, in one read: the one with the provider's id, else one whose
 * guid the event carries as our reference (an answer that was lost left no provider id on the row).
 */
export async function findPaymentForEvent(
  db: AppDatabase,
  providerReference: string,
  ourReferences: readonly string[],
): Promise<PaymentRow | null> {
  const byProvider = eq(payments.providerReference, providerReference);
  const [row] = await db
    .select()
    .from(payments)
    .where(ourReferences.length > 0 ? or(byProvider, inArray(payments.guid, [...ourReferences])) : byProvider)
    .orderBy(sql`coalesce(${byProvider}, false) desc`, asc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts the attempt unless its idempotency key is taken (unique constraint). Exactly one of any
 * number of concurrent callers gets `inserted: true`; the others read the winner's row.
 */
export async function insertPaymentOnce(
  db: AppDatabase,
  values: NewPaymentRow,
): Promise<{ inserted: boolean; row: PaymentRow }> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (row) return { inserted: true, row };
  const existing = await findPaymentByIdempotencyKey(db, values.idempotencyKey);
  if (!existing) throw new Error('payment insert conflicted but no row holds the key');
  return { inserted: false, row: existing };
}

/** Payments left non-final and untouched for `olderThan`, oldest first (reconciliation). */
export async function listUnsettledPayments(
  db: AppDatabase,
  olderThan: Date,
  limit = 100,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['created', 'requires_action', 'pending']),
        lt(payments.updatedAt, olderThan),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Duplicate organiser purchases whose money has not gone back yet (decision 085). */
export async function listOwedRefunds(db: AppDatabase, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.refundDue, true), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Records what we asked the provider and what it said, without moving the status. */
export async function recordProviderExchange(db: AppDatabase, id: number, exchange: unknown): Promise<void> {
  await db
    .update(payments)
    .set({ providerResponse: exchange, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** The payment as it is now, read inside the caller's transaction (the settle reads it first). */
export async function findPaymentById(tx: Tx, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function updatePaymentById(
  tx: Tx,
  id: number,
  patch: Partial<NewPaymentRow>,
): Promise<PaymentRow | null> {
  const [row] = await tx.update(payments).set(patch).where(eq(payments.id, id)).returning();
  return row ?? null;
}

/**
 * The settle's compare-and-set in one statement, with no read before it: writes `patch` only while the
 * payment is in one of `from` (the states that may move to the new one), and learns the provider's id
 * and the invoice number only where none is recorded yet. Null when the payment was in none of them:
 * already there, past it, or moved by someone else first.
 */
export async function updatePaymentFromStates(
  tx: Tx,
  id: number,
  from: readonly PaymentRow['status'][],
  patch: Partial<NewPaymentRow>,
  keep: { providerReference?: string | undefined; invoiceNumber?: string | undefined },
): Promise<PaymentRow | null> {
  if (from.length === 0) return null;
  const [row] = await tx
    .update(payments)
    .set({
      ...patch,
      ...(keep.providerReference
        ? { providerReference: sql`coalesce(${payments.providerReference}, ${keep.providerReference})` }
        : {}),
      ...(keep.invoiceNumber
        ? { invoiceNumber: sql`coalesce(${payments.invoiceNumber}, ${keep.invoiceNumber})` }
        : {}),
    })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row ?? null;
}

/** A succeeded organiser purchase that applied nothing owes its payer the money (decision 085). */
export async function markRefundDue(tx: Tx, id: number, reason: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ refundDue: true, failureReason: reason })
    .where(eq(payments.id, id))
    .returning();
  return row ?? null;
}

/** Adds (+1) or takes away (-1) a contribution's net amount, one joiner and its charity share. */
export async function applyToCollectionFigures(tx: Tx, row: PaymentRow, sign: 1 | -1): Promise<void> {
  if (row.collectionId === null) return;
  await tx
    .update(collections)
    .set({
      soFarCollectedCents: sql`${collections.soFarCollectedCents} + ${sign * row.netCents}`,
      joinedCount: sql`greatest(0, ${collections.joinedCount} + ${sign})`,
      charityShareCents: sql`${collections.charityShareCents} + ${sign * row.charityCents}`,
      updatedAt: sql`now()`,
    })
    .where(eq(collections.id, row.collectionId));
}

type RecentContributionQuery = { collectionId: number; email: string; since: Date; idempotencyKey: string };

/**
 * A contribution from this email (any letter case) to this collection made after `since` that has
 * succeeded or may still succeed, with something charged: decision 102 asks before charging again.
 */
function recentContributionWhere(input: RecentContributionQuery) {
  return and(
    eq(payments.kind, 'contribution'),
    eq(payments.collectionId, input.collectionId),
    eq(sql`lower(${payments.email})`, input.email.toLowerCase()),
    inArray(payments.status, ['created', 'requires_action', 'pending', 'succeeded']),
    gt(payments.amountCents, 0),
    gte(payments.createdAt, input.since),
    // The same attempt, inserted by a concurrent retry of it, is not an earlier contribution: that
    // retry resumes it (insert once) and gets its first outcome.
    ne(payments.idempotencyKey, input.idempotencyKey),
  );
}

/**
 * What a contribution's start checks before it inserts its row, in one read: the collection, whether
 * the idempotency key already names a payment (a retry, which resumes it), and the latest recent
 * contribution from the same email (null when there is none). Null when no collection has that id.
 */
export async function findCollectionForStart(db: AppDatabase, input: RecentContributionQuery) {
  const earlier = db
    .select({
      earlier: sql`json_build_object('amountCents', ${payments.amountCents}, 'createdAt', ${payments.createdAt})`,
    })
    .from(payments)
    .where(recentContributionWhere(input))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const [row] = await db
    .select({
      collection: collections,
      keyTaken: sql<boolean>`exists (select 1 from ${payments} where ${payments.idempotencyKey} = ${input.idempotencyKey})`,
      earlier: sql<{ amountCents: number; createdAt: string } | null>`(${earlier})`,
    })
    .from(collections)
    .where(eq(collections.id, input.collectionId))
    .limit(1);
  if (!row) return null;
  const found = row.earlier;
  return {
    collection: row.collection,
    keyTaken: row.keyTaken,
    earlier: found ? { amountCents: found.amountCents, createdAt: new Date(found.createdAt) } : null,
  };
}

/** The message a payment belongs to, only if it is on the same collection. */
export async function findMessageIdInCollection(
  db: AppDatabase,
  messageId: number,
  collectionId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.collectionId, collectionId)))
    .limit(1);
  return row?.id ?? null;
}

export async function findInviteeIdInCollection(
  db: AppDatabase,
  inviteeGuid: string,
  collectionId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: invitees.id })
    .from(invitees)
    .where(and(eq(invitees.guid, inviteeGuid), eq(invitees.collectionId, collectionId)))
    .limit(1);
  return row?.id ?? null;
}

export async function findCollectionForPayment(db: AppDatabase, collectionId: number) {
  const [row] = await db.select().from(collections).where(eq(collections.id, collectionId)).limit(1);
  return row ?? null;
}

/** Per collection: the collected figure and the sum of its succeeded contributions (ledger checks). */
export async function collectionLedgerTotals(db: AppDatabase) {
  return db
    .select({
      id: collections.id,
      collected: collections.soFarCollectedCents,
      joined: collections.joinedCount,
      charityShare: collections.charityShareCents,
      succeededCharity: sql<number>`coalesce((select sum(p.charity_cents) from payments p where p.collection_id = "collections"."id" and p.kind = 'contribution' and p.status = 'succeeded'), 0)::int`,
      succeededNet: sql<number>`coalesce((select sum(p.net_cents) from payments p where p.collection_id = "collections"."id" and p.kind = 'contribution' and p.status = 'succeeded'), 0)::int`,
      succeededCount: sql<number>`(select count(*) from payments p where p.collection_id = "collections"."id" and p.kind = 'contribution' and p.status = 'succeeded')::int`,
    })
    .from(collections)
    .orderBy(asc(collections.id));
}

/** The collection's columns a receipt and the organiser's notice say. */
const receiptColumns = {
  guid: collections.guid,
  title: collections.title,
  market: collections.market,
  timeZone: collections.timeZone,
  setupType: collections.setupType,
  collected: collections.soFarCollectedCents,
  organiserName: collections.organiserName,
  organiserEmail: organisers.email,
  organiserFirstName: organisers.firstName,
};

/** What the receipt and the organiser's notice say of the collection. */
export type ReceiptContext = NonNullable<Awaited<ReturnType<typeof receiptContext>>> & {
  /** The card fee the settle just booked for the payment (absorbed by the organiser), when it has it. */
  absorbedFeeCents?: number;
};

/**
 * Everything a contribution's success needs of its collection, in one read before the settle takes the
 * collection's lock: the receipt's context, what the ledger entries are worked out from, and whether
 * migration 0014 already booked this payment (then it books nothing more).
 */
export async function contributionSettleContext(tx: Tx, row: PaymentRow) {
  if (row.collectionId === null) return null;
  const [found] = await tx
    .select({
      ...receiptColumns,
      id: collections.id,
      pricing: collections.pricing,
      charityName: collections.charityName,
      backfilled: sql<boolean>`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.paymentId} = ${row.id} and ${ledgerEntries.cause} = 'backfill')`,
    })
    .from(collections)
    .leftJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(eq(collections.id, row.collectionId))
    .limit(1);
  return found ?? null;
}

/** What the receipt and the organiser's notice say, read inside the settling transaction. */
export async function receiptContext(tx: Tx, row: PaymentRow) {
  if (row.collectionId === null) return null;
  const [found] = await tx
    .select(receiptColumns)
    .from(collections)
    .leftJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(eq(collections.id, row.collectionId))
    .limit(1);
  return found ?? null;
}

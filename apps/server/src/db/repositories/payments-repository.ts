import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { LedgerStatus } from '../../payments/payment-state';
import { canTransition } from '../../payments/payment-state';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { invitees } from '../schema/invitees';
import { messages } from '../schema/messages';
import { organisers } from '../schema/organisers';
import { payments } from '../schema/payments';
import { applyOrganiserFailure, applyOrganiserPurchase } from './organiser-payments-repository';
import { markInviteeContributed } from './invitees-repository';

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

export async function findPaymentByProviderReference(
  db: AppDatabase,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerReference, reference)).limit(1);
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

export type SettleInput = {
  status: LedgerStatus;
  providerReference?: string | undefined;
  threeDsRedirectUrl?: string | null | undefined;
  failureReason?: string | null | undefined;
  providerResponse?: unknown;
};

/**
 * Moves a payment forward (never back) and, in the SAME transaction, applies its effect on the
 * collection: a success adds the net amount, one joiner and the charity share; a refund takes them
 * away. The status update is a compare-and-set on the status read, so however many callers
 * (request, retry, return page, webhook, reconciliation) settle the same payment at once, the
 * collection changes exactly once.
 */
export async function settlePayment(
  db: AppDatabase,
  id: number,
  input: SettleInput,
  /**
   * Runs inside the transaction after a success or a refund was applied (queues the receipts or
   * the refund notice through the outbox, so the mail exists exactly when the change does).
   */
  onSettled?: (tx: Tx, row: PaymentRow) => Promise<void>,
): Promise<{ changed: boolean; row: PaymentRow }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
    if (!current) throw new Error(`payment ${id} not found`);
    const from = current.status as LedgerStatus;
    const patch: Partial<NewPaymentRow> = { updatedAt: new Date() };
    if (input.providerReference && !current.providerReference)
      patch.providerReference = input.providerReference;
    if (!canTransition(from, input.status)) {
      // A late or repeated answer: keep the state and what was recorded with it, learn only the id.
      if (patch.providerReference) {
        const [row] = await tx.update(payments).set(patch).where(eq(payments.id, id)).returning();
        return { changed: false, row: row ?? current };
      }
      return { changed: false, row: current };
    }
    patch.status = input.status;
    if (input.providerResponse !== undefined) patch.providerResponse = input.providerResponse;
    if (input.threeDsRedirectUrl !== undefined) patch.threeDsRedirectUrl = input.threeDsRedirectUrl;
    if (input.failureReason !== undefined) patch.failureReason = input.failureReason;
    if (input.status === 'succeeded' && !current.invoiceNumber) {
      patch.invoiceNumber = invoiceNumberFor(current.id);
    }
    const [row] = await tx
      .update(payments)
      .set(patch)
      .where(and(eq(payments.id, id), eq(payments.status, from)))
      .returning();
    // Someone else moved it between our read and our write: their change stands, ours is dropped.
    if (!row) {
      const [latest] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
      return { changed: false, row: latest ?? current };
    }
    if (row.collectionId !== null && row.kind === 'contribution') {
      if (input.status === 'succeeded') await applyToCollection(tx, row, +1);
      if (input.status === 'refunded' && from === 'succeeded') await applyToCollection(tx, row, -1);
    }
    // Organiser purchases (decision 071): each kind's effect, in this same transaction. A success
    // for something already paid applies nothing and owes the payer their money (decision 085).
    if (row.kind !== 'contribution') {
      if (input.status === 'succeeded' && !(await applyOrganiserPurchase(tx, row)) && row.amountCents > 0) {
        const [owed] = await tx
          .update(payments)
          .set({ refundDue: true, failureReason: ALREADY_PAID })
          .where(eq(payments.id, id))
          .returning();
        if (owed) return { changed: true, row: owed };
      }
      if (input.status === 'failed') await applyOrganiserFailure(tx, row);
    }
    // The organiser's invitee list shows who has contributed (decision 067).
    if (input.status === 'succeeded' && row.inviteeId !== null)
      await markInviteeContributed(tx, row.inviteeId);
    if ((input.status === 'succeeded' || input.status === 'refunded') && onSettled) await onSettled(tx, row);
    return { changed: true, row };
  });
}

/** Why a duplicate organiser purchase was refunded; shown to the organiser who paid it. */
export const ALREADY_PAID =
  'What this paid for was already paid, or changed while you paid, so this payment has been refunded to you.';

export type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

async function applyToCollection(tx: Tx, row: PaymentRow, sign: 1 | -1): Promise<void> {
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

/** Invoice numbers follow the ledger's own id, so they are unique and short enough to read out. */
export function invoiceNumberFor(paymentId: number): string {
  return `INV-${String(paymentId).padStart(8, '0')}`;
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

/** What the receipt and the organiser's notice say, read inside the settling transaction. */
export async function receiptContext(tx: Tx, row: PaymentRow) {
  if (row.collectionId === null) return null;
  const [found] = await tx
    .select({
      guid: collections.guid,
      title: collections.title,
      market: collections.market,
      collected: collections.soFarCollectedCents,
      organiserName: collections.organiserName,
      organiserEmail: organisers.email,
      organiserFirstName: organisers.firstName,
    })
    .from(collections)
    .leftJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(eq(collections.id, row.collectionId))
    .limit(1);
  return found ?? null;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerEntryKind } from '@groupgift/domain';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { ledgerEntries } from '../schema/money-out';
import type { Tx } from '../transaction';

/**
 * The ledger's SQL (issue 15, decision 111). Every movement of a collection's money is an entry booked in
 * the same transaction as its cause; `collections.balance_cents` moves by exactly the entries booked, under
 * the collection's row lock, and its CHECK (≥ 0) makes an overdraw impossible even if a caller forgets.
 */

/** What writes an entry; with its payment or redemption, unique, so a cause is never booked twice. */
export type LedgerCause =
  | 'settle'
  | 'refund'
  | 'redeem'
  | 'return'
  | 'seed'
  | 'backfill'
  | 'backfill_refund'
  // A dispute opened, won or lost (decision 136), with its dispute.
  | 'dispute_open'
  | 'dispute_won'
  | 'dispute_lost';

export interface NewLedgerEntry {
  collectionId: number;
  kind: LedgerEntryKind;
  cause: LedgerCause;
  /** Signed cents: + in, − out. */
  amountCents: number;
  paymentId?: number | null;
  redemptionId?: number | null;
  disputeId?: number | null;
  providerReference?: string | null;
  description: string;
}

/** The balance would go below zero: nothing was booked (the caller answers `insufficient_balance`). */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly available: number,
    readonly wanted: number,
  ) {
    super(`The balance is ${available} cents; ${wanted} cents cannot be taken from it`);
    this.name = 'InsufficientBalanceError';
  }
}

/**
 * Locks the collection's row for the rest of the transaction and returns its balance. Every writer that
 * moves money takes this lock first (the same row the payment settle and the refund already lock), so a
 * payout and a refund in flight are serialised and neither can overdraw.
 */
export async function lockBalance(tx: Tx, collectionId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: collections.balanceCents })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .for('update');
  if (!row) throw new Error(`collection ${collectionId} not found`);
  return row.balance;
}

/**
 * Books entries (skipping any already booked for the same cause) and moves the balance by the sum of
 * those booked. Call after `lockBalance` in the same transaction. Throws `InsufficientBalanceError`
 * (before writing anything) when the balance would go negative. Returns the new balance.
 */
export async function bookEntries(tx: Tx, entries: readonly NewLedgerEntry[]): Promise<number | null> {
  if (entries.length === 0) return null;
  const collectionId = entries[0]!.collectionId;
  if (entries.some((e) => e.collectionId !== collectionId)) throw new Error('one collection per booking');
  const balance = await lockBalance(tx, collectionId);
  const total = entries.reduce((sum, e) => sum + e.amountCents, 0);
  if (balance + total < 0) throw new InsufficientBalanceError(balance, -total);
  const booked = await tx
    .insert(ledgerEntries)
    .values(entries.map((e) => ({ ...e, providerReference: e.providerReference ?? null })))
    .onConflictDoNothing()
    .returning({ amountCents: ledgerEntries.amountCents });
  const moved = booked.reduce((sum, e) => sum + e.amountCents, 0);
  if (moved === 0) return balance;
  const [after] = await tx
    .update(collections)
    .set({ balanceCents: sql`${collections.balanceCents} + ${moved}` })
    .where(eq(collections.id, collectionId))
    .returning({ balance: collections.balanceCents });
  return after!.balance;
}

/**
 * A contribution's success on its collection in ONE statement: books its entries (none when `entries` is
 * empty) and moves the collected figure, the joiners, the charity share and the balance together, the
 * balance by exactly what was booked (a cause already booked is skipped by the unique index). It is the
 * settle's only statement on the collection row, so concurrent payments to one collection queue on that
 * row's lock for this statement and the commit alone. The balance CHECK (≥ 0) still holds. Answers the
 * collected figure after it, for the organiser's notice.
 */
export async function bookSuccessWithFigures(
  tx: Tx,
  collectionId: number,
  figures: { netCents: number; charityCents: number },
  entries: readonly NewLedgerEntry[],
): Promise<number> {
  if (entries.some((e) => e.collectionId !== collectionId)) throw new Error('one collection per booking');
  const booked =
    entries.length === 0
      ? sql`select 0 as amount_cents where false`
      : sql`insert into ${ledgerEntries} (collection_id, kind, cause, amount_cents, payment_id, provider_reference, description)
          values ${sql.join(
            entries.map(
              (e) =>
                sql`(${e.collectionId}, ${e.kind}, ${e.cause}, ${e.amountCents}, ${e.paymentId ?? null}, ${e.providerReference ?? null}, ${e.description})`,
            ),
            sql`, `,
          )}
          on conflict do nothing
          returning amount_cents`;
  const result = await tx.execute(sql`
    with booked as (${booked})
    update ${collections} set
      so_far_collected_cents = so_far_collected_cents + ${figures.netCents},
      joined_count = greatest(0, joined_count + 1),
      charity_share_cents = charity_share_cents + ${figures.charityCents},
      balance_cents = balance_cents + (select coalesce(sum(amount_cents), 0) from booked)::int,
      updated_at = now()
    where id = ${collectionId}
    returning so_far_collected_cents as "collected"`);
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: { collected: number }[] }).rows;
  if (!row) throw new Error(`collection ${collectionId} not found`);
  return Number(row.collected);
}

/** A payment's entries booked for any of `causes` (the settle and the refund look before they book). */
export function paymentEntries(tx: Tx, paymentId: number, causes: readonly LedgerCause[]) {
  return tx
    .select({ kind: ledgerEntries.kind, cause: ledgerEntries.cause, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), inArray(ledgerEntries.cause, [...causes])));
}

/**
 * Takes back a payment's entries of one cause and moves the balance back by them: only for a refund held
 * before the provider was asked, once the provider has definitely refused it. Call after `lockBalance`.
 */
export async function releasePaymentEntries(tx: Tx, collectionId: number, paymentId: number, cause: LedgerCause) {
  const removed = await tx
    .delete(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.cause, cause)))
    .returning({ amountCents: ledgerEntries.amountCents });
  const moved = removed.reduce((sum, e) => sum + e.amountCents, 0);
  if (moved === 0) return;
  await tx
    .update(collections)
    .set({ balanceCents: sql`${collections.balanceCents} - ${moved}` })
    .where(eq(collections.id, collectionId));
}

/** What the ledger needs of a collection to book and describe its entries. */
export async function collectionForLedger(db: AppDatabase | Tx, collectionId: number) {
  const [row] = await db
    .select({
      id: collections.id,
      pricing: collections.pricing,
      charityName: collections.charityName,
      market: collections.market,
      balanceCents: collections.balanceCents,
    })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .limit(1);
  return row ?? null;
}

/**
 * A demo collection seeded with figures but no payments opens with them as its balance, once: a re-seed
 * (every start of a demo server) or a backfilled one books nothing more.
 */
export async function bookOpeningBalance(tx: Tx, collectionId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await lockBalance(tx, collectionId);
  const [opened] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.collectionId, collectionId), eq(ledgerEntries.kind, 'opening_balance')))
    .limit(1);
  if (opened) return;
  await bookEntries(tx, [
    { collectionId, kind: 'opening_balance', cause: 'seed', amountCents: cents, description: 'Opening balance' },
  ]);
}

import { feeBreakdown, feeRow, type FeePayment, type FeeRow, type FeeTotals } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import {
  collectionFeeAggregates,
  openingBalances,
  paymentLedgerFigures,
} from '../../db/repositories/fee-breakdown-repository';
import type { Tx } from '../../db/transaction';

/**
 * The fee breakdown (decision 143) on the ledger's data: the payments' columns and what their ledger
 * entries booked, through the one domain function. The contributions list, the statement and its CSV,
 * the organiser's figures, the dashboard, the recipient's view and the mails all read it here.
 */

type Reader = AppDatabase | Tx;

export interface BreakdownPayment {
  id: number;
  status: string;
  amountCents: number;
  netCents: number;
  charityCents: number;
}

/** Each payment's row of the breakdown, in the order given. */
export async function feeRowsOf(db: Reader, rows: readonly BreakdownPayment[]): Promise<FeeRow[]> {
  const figures = await paymentLedgerFigures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const ledger = figures.get(r.id);
    if (!ledger) return feeRow({ ...r, absorbedFeeCents: 0 });
    // A refund held before the provider confirms it is already off the balance.
    const status = ledger.refundBooked && r.status === 'succeeded' ? 'refunded' : r.status;
    return feeRow({ ...r, status, absorbedFeeCents: ledger.absorbedFeeCents, disputedCents: ledger.disputedCents });
  });
}

/** The breakdown's totals of each collection (every one asked for is present). */
export async function collectionsFeeTotals(db: Reader, collectionIds: readonly number[]): Promise<Map<number, FeeTotals>> {
  const [aggregates, opening] = await Promise.all([
    collectionFeeAggregates(db, collectionIds),
    openingBalances(db, collectionIds),
  ]);
  const byCollection = new Map<number, FeePayment[]>(collectionIds.map((id) => [id, []]));
  for (const a of aggregates) byCollection.get(a.collectionId)?.push(a);
  return new Map(
    [...byCollection].map(([id, list]) => [id, feeBreakdown(list, { openingCents: opening.get(id) ?? 0 }).totals]),
  );
}

export async function collectionFeeTotals(db: Reader, collectionId: number): Promise<FeeTotals> {
  return (await collectionsFeeTotals(db, [collectionId])).get(collectionId)!;
}

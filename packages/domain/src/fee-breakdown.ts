import { z } from 'zod';
import { methodFee, type FeeRate } from './amounts';
import { centsSchema } from './contract/common';

/**
 * One fee breakdown for a collection's money (decision 143), in integer cents. Every screen, the
 * statement and its CSV, and the mails that state amounts take their figures from here, so they agree
 * to the cent.
 *
 * A contribution as the ledger has it:
 * - `amountCents` is what the contributor was charged; `netCents` is their gift (what the collection
 *   books); the difference is the card fee they paid on top (fee option 2).
 * - `absorbedFeeCents` is the card fee taken from the gift (fee option 1, "I absorb the fees"): what the
 *   ledger booked for this payment as `fee` entries, less any returned on a refund.
 * - `charityCents` is the charity's share of the gift.
 * - `disputedCents` is what disputes on it took from the collection (held, or lost less what the
 *   platform covered), from its dispute entries.
 *
 * A refunded contribution gives nothing: the contributor gets all they paid back, the charity nothing;
 * a card fee the provider kept still costs the collection. An attempt still waiting (3-D Secure) counts
 * for nothing yet.
 */

export type FeePaidBy = 'contributor' | 'organiser';

export interface FeePayment {
  status: string;
  amountCents: number;
  netCents: number;
  charityCents: number;
  absorbedFeeCents: number;
  disputedCents?: number;
}

const signedCentsSchema = z.number().int();

export const feeRowSchema = z.object({
  /** What the contributor was charged. */
  paid: centsSchema,
  /** Card fee paid by the contributor on top of the gift. */
  feeOnTop: centsSchema,
  /** Card fee taken from the gift (the organiser absorbs it, so the recipient gets less). */
  feeAbsorbed: signedCentsSchema,
  /** The card fee, whoever paid it: feeOnTop + feeAbsorbed. */
  fee: signedCentsSchema,
  /** Who paid the card fee; null when there was none. */
  feePaidBy: z.enum(['contributor', 'organiser']).nullable(),
  /** The gift: paid − refunded − feeOnTop. */
  given: centsSchema,
  charity: centsSchema,
  /** Paid back to the contributor (a refund returns everything they paid). */
  refunded: centsSchema,
  disputed: signedCentsSchema,
  /** What the recipient gets from it: given − feeAbsorbed − charity − disputed (negative when a refund left a fee). */
  recipientGets: signedCentsSchema,
});
export type FeeRow = z.infer<typeof feeRowSchema>;

export const feeTotalsSchema = feeRowSchema.omit({ feePaidBy: true }).extend({
  /** A demo collection's seeded opening balance: given, with no payment behind it. */
  opening: centsSchema,
});
export type FeeTotals = z.infer<typeof feeTotalsSchema>;

const COUNTED = new Set(['succeeded', 'refunded']);

const ZERO_ROW: FeeRow = {
  paid: 0,
  feeOnTop: 0,
  feeAbsorbed: 0,
  fee: 0,
  feePaidBy: null,
  given: 0,
  charity: 0,
  refunded: 0,
  disputed: 0,
  recipientGets: 0,
};

function paidBy(feeOnTop: number, feeAbsorbed: number): FeePaidBy | null {
  if (feeOnTop > 0) return 'contributor';
  return feeAbsorbed > 0 ? 'organiser' : null;
}

/** One contribution's breakdown. */
export function feeRow(p: FeePayment): FeeRow {
  if (!COUNTED.has(p.status)) return { ...ZERO_ROW };
  const feeAbsorbed = p.absorbedFeeCents;
  const disputed = p.disputedCents ?? 0;
  if (p.status === 'refunded') {
    return {
      ...ZERO_ROW,
      paid: p.amountCents,
      refunded: p.amountCents,
      feeAbsorbed,
      fee: feeAbsorbed,
      feePaidBy: paidBy(0, feeAbsorbed),
      disputed,
      recipientGets: 0 - feeAbsorbed - disputed,
    };
  }
  const feeOnTop = Math.max(0, p.amountCents - p.netCents);
  return {
    paid: p.amountCents,
    feeOnTop,
    feeAbsorbed,
    fee: feeOnTop + feeAbsorbed,
    feePaidBy: paidBy(feeOnTop, feeAbsorbed),
    given: p.netCents,
    charity: p.charityCents,
    refunded: 0,
    disputed,
    recipientGets: p.netCents - feeAbsorbed - p.charityCents - disputed,
  };
}

export interface FeeBreakdown {
  rows: FeeRow[];
  totals: FeeTotals;
}

/** The rows summed, plus a demo's opening balance (given, and the recipient's). */
export function sumFeeRows(rows: readonly FeeRow[], openingCents = 0): FeeTotals {
  const totals: FeeTotals = {
    paid: 0,
    feeOnTop: 0,
    feeAbsorbed: 0,
    fee: 0,
    given: openingCents,
    charity: 0,
    refunded: 0,
    disputed: 0,
    recipientGets: openingCents,
    opening: openingCents,
  };
  for (const row of rows) {
    totals.paid += row.paid;
    totals.feeOnTop += row.feeOnTop;
    totals.feeAbsorbed += row.feeAbsorbed;
    totals.fee += row.fee;
    totals.given += row.given;
    totals.charity += row.charity;
    totals.refunded += row.refunded;
    totals.disputed += row.disputed;
    totals.recipientGets += row.recipientGets;
  }
  return totals;
}

/** Every contribution's breakdown and their sum: the rows add up to the totals to the cent. */
export function feeBreakdown(payments: readonly FeePayment[], options: { openingCents?: number } = {}): FeeBreakdown {
  const rows = payments.map(feeRow);
  return { rows, totals: sumFeeRows(rows, options.openingCents ?? 0) };
}

/**
 * The card fee the collection bears on a contribution whose contributor paid none on top (the organiser
 * absorbs fees): the provider's rate on the gift, the same `methodFee` the quote uses. A gift too small
 * to carry its own fee is charged only what it brought in after its charity share, so a settle never
 * drives the balance below zero. The ledger books this as the payment's `fee` entry.
 */
export function absorbedCardFee(p: { feeOnTopCents: number; netCents: number; charityCents: number }, rate: FeeRate): number {
  if (p.feeOnTopCents > 0 || p.netCents <= 0) return 0;
  return Math.max(0, Math.min(methodFee(p.netCents, rate), p.netCents - p.charityCents));
}

/** A collection with no money yet. */
export const EMPTY_FEE_TOTALS: FeeTotals = sumFeeRows([]);

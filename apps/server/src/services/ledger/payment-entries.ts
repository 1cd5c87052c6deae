import {
  absorbedCardFee,
  feeRateFor,
  feeTableSchema,
  PAYMENT_METHOD,
  PAYMENT_METHOD_IDS,
  type PaymentMethod,
  type PaymentProvider,
} from '@groupgift/domain';
import type { NewLedgerEntry } from '../../db/repositories/ledger-repository';
import type { PaymentRow } from '../../db/repositories/payments-repository';

/**
 * The ledger entries a contribution books when it settles and when it is refunded (decision 111), as
 * plain values: the settle and the refund book them inside their own transactions.
 */

export type LedgerPayment = Pick<
  PaymentRow,
  | 'id'
  | 'collectionId'
  | 'netCents'
  | 'feeCents'
  | 'charityCents'
  | 'paymentMethod'
  | 'provider'
  | 'providerReference'
  | 'firstName'
  | 'lastName'
>;
export type LedgerCollection = { id: number; pricing: unknown; charityName: string | null };

const FEE_NAMES: Record<PaymentMethod, string> = {
  [PAYMENT_METHOD.CREDIT_CARD]: 'Card fee',
  [PAYMENT_METHOD.AMERICAN_EXPRESS]: 'American Express fee',
  [PAYMENT_METHOD.PAYPAL]: 'PayPal fee',
  [PAYMENT_METHOD.DIRECT_TRANSFER]: 'Transfer fee',
  [PAYMENT_METHOD.APPLE_PAY]: 'Apple Pay fee',
  [PAYMENT_METHOD.GOOGLE_PAY]: 'Google Pay fee',
  [PAYMENT_METHOD.PAYPAL_DIRECT]: 'PayPal fee',
};

const isMethod = (id: number): id is PaymentMethod => (PAYMENT_METHOD_IDS as number[]).includes(id);

export function feeName(paymentMethod: number): string {
  return isMethod(paymentMethod) ? FEE_NAMES[paymentMethod] : 'Payment fee';
}

function contributorName(row: LedgerPayment): string {
  return [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ').trim() || 'a contributor';
}

export const owedTo = (charityName: string | null) => `Owed to ${charityName?.trim() || 'the charity'}`;

/**
 * The provider's fee on a contribution the organiser absorbs: the contributor paid no fee on top (fee
 * option 1, or a top-up that charges none) yet the provider takes its rate, from the collection's fee
 * table, through the fee breakdown's `absorbedCardFee` (decision 143).
 */
export function absorbedFeeCents(row: LedgerPayment, collection: LedgerCollection): number {
  if (!isMethod(row.paymentMethod)) return 0;
  const table = feeTableSchema.safeParse(collection.pricing);
  if (!table.success) return 0;
  const rate = feeRateFor(row.paymentMethod, table.data, row.provider as PaymentProvider);
  return absorbedCardFee({ feeOnTopCents: row.feeCents, netCents: row.netCents, charityCents: row.charityCents }, rate);
}

type Cause = NewLedgerEntry['cause'];

function entry(row: LedgerPayment, cause: Cause, kind: NewLedgerEntry['kind'], amountCents: number, description: string): NewLedgerEntry {
  return {
    collectionId: row.collectionId!,
    paymentId: row.id,
    cause,
    kind,
    amountCents,
    providerReference: row.providerReference,
    description,
  };
}

/** A contribution settles: +net, − the absorbed fee, − the charity's share (zero amounts book nothing). */
export function settleEntries(row: LedgerPayment, collection: LedgerCollection, cause: Cause = 'settle'): NewLedgerEntry[] {
  const fee = absorbedFeeCents(row, collection);
  return [
    entry(row, cause, 'contribution', row.netCents, `Contribution from ${contributorName(row)}`),
    entry(row, cause, 'fee', -fee, `${feeName(row.paymentMethod)} (absorbed)`),
    entry(row, cause, 'charity_share', -row.charityCents, owedTo(collection.charityName)),
  ].filter((e) => e.amountCents !== 0);
}

/**
 * A contribution is refunded: − net and the charity's share comes back. The absorbed fee stays (the
 * provider keeps it) unless the balance cannot carry it: then as much of it as the balance lacks is
 * returned (`absorbedFee` is what the settle booked), so refunding a collection's only contribution never
 * fails. Any shortfall left after that is money already paid out: the caller refuses or reports it.
 */
export function refundEntries(
  row: LedgerPayment,
  collection: LedgerCollection,
  balance: number,
  absorbedFee: number,
  cause: Cause = 'refund',
): NewLedgerEntry[] {
  const takes = row.netCents - row.charityCents;
  const feeBack = Math.max(0, Math.min(absorbedFee, takes - balance));
  return [
    entry(row, cause, 'refund', -row.netCents, `Refund to ${contributorName(row)}`),
    entry(row, cause, 'charity_share', row.charityCents, `${owedTo(collection.charityName)}: refunded, no longer owed`),
    entry(row, cause, 'fee', feeBack, `${feeName(row.paymentMethod)} on a refund, not charged to the collection`),
  ].filter((e) => e.amountCents !== 0);
}

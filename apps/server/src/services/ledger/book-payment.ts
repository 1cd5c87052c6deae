import { formatMoney, marketFromCountryCode } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import {
  bookEntries,
  collectionForLedger,
  InsufficientBalanceError,
  lockBalance,
  paymentEntries,
  releasePaymentEntries,
} from '../../db/repositories/ledger-repository';
import { findPaymentById, type PaymentRow } from '../../db/repositories/payments-repository';
import { inTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { refundEntries } from './payment-entries';

/**
 * Books a contribution's refund entries inside the transaction that settles it (decision 111); a success
 * books its entries with the collection's figures in one statement (settle-payment.ts). The settle's
 * compare-and-set already runs each status change once; the unique index per (payment, kind, cause)
 * makes a second booking of the same cause a no-op as well.
 */

async function ledgerCollection(tx: Tx, row: PaymentRow) {
  const collection = await collectionForLedger(tx, row.collectionId!);
  if (!collection) throw new Error(`collection ${row.collectionId} not found`);
  return collection;
}

const isContribution = (row: PaymentRow) => row.kind === 'contribution' && row.collectionId !== null;

/** What the settle booked as the absorbed fee of this payment (positive cents). */
async function absorbedFeeBooked(tx: Tx, paymentId: number): Promise<number> {
  const booked = await paymentEntries(tx, paymentId, ['settle', 'backfill']);
  return -booked.filter((e) => e.kind === 'fee').reduce((sum, e) => sum + e.amountCents, 0);
}

/** Books the refund's entries unless they are already held; throws InsufficientBalanceError when they cannot be. */
async function bookRefundEntries(tx: Tx, row: PaymentRow): Promise<void> {
  // Locked first: a raced second request waits, then finds the first one's entries and books nothing.
  const balance = await lockBalance(tx, row.collectionId!);
  if ((await paymentEntries(tx, row.id, ['refund', 'backfill_refund'])).length > 0) return;
  const collection = await ledgerCollection(tx, row);
  await bookEntries(tx, refundEntries(row, collection, balance, await absorbedFeeBooked(tx, row.id)));
}

/**
 * A contribution was refunded (our request, or the provider's dashboard through its webhook): the money
 * has already gone back, so this never refuses. Held before the provider was asked, it is booked already;
 * otherwise it is booked now, and if a payout already took what it needs, the refund takes the balance to
 * zero and the shortfall stays visible to the ledger check (a loss for a person to settle, never hidden).
 */
export async function bookRefundedContribution(tx: Tx, row: PaymentRow): Promise<void> {
  if (!isContribution(row)) return;
  try {
    await bookRefundEntries(tx, row);
  } catch (error) {
    if (!(error instanceof InsufficientBalanceError)) throw error;
    const collection = await ledgerCollection(tx, row);
    const balance = await lockBalance(tx, collection.id);
    const entries = refundEntries(row, collection, balance, await absorbedFeeBooked(tx, row.id));
    const over = balance + entries.reduce((sum, e) => sum + e.amountCents, 0);
    const refund = entries.find((e) => e.kind === 'refund')!;
    refund.amountCents -= over;
    refund.description += ` (${formatMoney(-over, marketFromCountryCode(collection.market))} short: already paid out)`;
    await bookEntries(tx, entries);
  }
}

/**
 * The organiser asks for a refund: its entries are held at once under the collection's lock, before the
 * provider is called, so a payout requested meanwhile cannot spend the same money (and a refund after a
 * payout that left too little is refused here, with nothing sent to the provider). The settle later finds
 * them booked and books nothing more.
 */
export async function holdRefund(db: AppDatabase, row: PaymentRow): Promise<void> {
  if (!isContribution(row)) return;
  await inTransaction(db, async (tx) => {
    try {
      await bookRefundEntries(tx, row);
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error;
      const market = marketFromCountryCode((await ledgerCollection(tx, row)).market);
      throw new AppError(
        409,
        'insufficient_balance',
        `This contribution cannot be refunded: the collection's balance is ${formatMoney(error.available, market)} and the refund needs ${formatMoney(error.wanted, market)}, because money has already been paid out.`,
        { available: error.available, wanted: error.wanted },
      );
    }
  });
}

/** The provider definitely refused the refund: the held entries go and the balance is as before. */
export async function releaseRefund(db: AppDatabase, row: PaymentRow): Promise<void> {
  if (!isContribution(row)) return;
  await inTransaction(db, async (tx) => {
    await lockBalance(tx, row.collectionId!);
    // Only while the payment is still not refunded (a webhook may have confirmed it meanwhile).
    if ((await findPaymentById(tx, row.id))?.status === 'refunded') return;
    await releasePaymentEntries(tx, row.collectionId!, row.id, 'refund');
  });
}

import {
  feeRow,
  formatMoney,
  MARKET_CURRENCY,
  collectionTimeZone,
  marketFromCountryCode,
  type LedgerEntryKind,
  type Market,
  type StatementEntry,
  type StatementResponse,
} from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import { statementRows } from '../../db/repositories/ledger-reports-repository';
import { collectionFeeTotals } from './fee-breakdown';
import { owedTo } from './payment-entries';

export type StatementCollection = Pick<CollectionRow, 'id' | 'market' | 'charityName' | 'timeZone'>;

/** Words for an entry booked without its own (the statement always says what a line is). */
export const KIND_LABELS: Record<LedgerEntryKind, string> = {
  opening_balance: 'Opening balance',
  contribution: 'Contribution',
  fee: 'Fee',
  charity_share: 'Charity share',
  refund: 'Refund',
  payout: 'Payout',
  gift_card: 'Gift card',
  payout_returned: 'Payout returned',
  dispute_hold: 'Dispute: held',
  dispute_release: 'Dispute: hold released',
  chargeback: 'Dispute lost: returned to the contributor',
  dispute_fee: 'Dispute fee',
  platform_receivable: 'Covered by GroupGift (owed by the organiser)',
};

/**
 * A card fee the contributor paid on top never enters the balance, so it has no entry of its own: the
 * contribution's line names it, with the fee breakdown's figure (decision 143), so the statement shows
 * every card fee the contributions list shows. An absorbed fee is its own `fee` line.
 */
function paidOnTop(row: { paymentAmountCents: number | null; paymentNetCents: number | null }, market: Market): string {
  if (row.paymentAmountCents === null || row.paymentNetCents === null) return '';
  const fee = feeRow({
    status: 'succeeded',
    amountCents: row.paymentAmountCents,
    netCents: row.paymentNetCents,
    charityCents: 0,
    absorbedFeeCents: 0,
  });
  if (fee.feeOnTop <= 0) return '';
  return ` (paid ${formatMoney(fee.paid, market)}, card fee ${formatMoney(fee.feeOnTop, market)} paid by the contributor)`;
}

/**
 * Every movement of the collection's money in booking order with the balance after it (decision 111):
 * the closing balance is the sum of the entries, which the ledger check holds equal to the stored balance.
 */
export async function statement(db: AppDatabase, collection: StatementCollection): Promise<StatementResponse> {
  const market = marketFromCountryCode(collection.market);
  let balance = 0;
  const entries: StatementEntry[] = (await statementRows(db, collection.id)).map((row) => {
    balance += row.amountCents;
    const kind = row.kind as LedgerEntryKind;
    const description = row.description || (kind === 'charity_share' ? owedTo(collection.charityName) : KIND_LABELS[kind]);
    return {
      id: row.id,
      at: row.at.toISOString(),
      kind,
      description: kind === 'contribution' ? description + paidOnTop(row, market) : description,
      amount: row.amountCents,
      balance,
      providerReference: row.providerReference,
      paymentGuid: row.paymentGuid,
      redemptionGuid: row.redemptionGuid,
    };
  });
  return {
    currency: MARKET_CURRENCY[market],
    timeZone: collectionTimeZone(collection),
    entries,
    closingBalance: balance,
    breakdown: await collectionFeeTotals(db, collection.id),
  };
}

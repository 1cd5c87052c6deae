import {
  MARKET_CURRENCY,
  collectionTimeZone,
  marketFromCountryCode,
  type LedgerEntryKind,
  type StatementEntry,
  type StatementResponse,
} from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import { statementRows } from '../../db/repositories/ledger-reports-repository';
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
 * Every movement of the collection's money in booking order with the balance after it (decision 111):
 * the closing balance is the sum of the entries, which the ledger check holds equal to the stored balance.
 */
export async function statement(db: AppDatabase, collection: StatementCollection): Promise<StatementResponse> {
  const market = marketFromCountryCode(collection.market);
  let balance = 0;
  const entries: StatementEntry[] = (await statementRows(db, collection.id)).map((row) => {
    balance += row.amountCents;
    const kind = row.kind as LedgerEntryKind;
    return {
      id: row.id,
      at: row.at.toISOString(),
      kind,
      description: row.description || (kind === 'charity_share' ? owedTo(collection.charityName) : KIND_LABELS[kind]),
      amount: row.amountCents,
      balance,
      providerReference: row.providerReference,
      paymentGuid: row.paymentGuid,
      redemptionGuid: row.redemptionGuid,
    };
  });
  return { currency: MARKET_CURRENCY[market], timeZone: collectionTimeZone(collection), entries, closingBalance: balance };
}

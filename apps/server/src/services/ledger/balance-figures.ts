import { MARKET_CURRENCY, marketFromCountryCode } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { collectionForLedger } from '../../db/repositories/ledger-repository';
import { entryTotals } from '../../db/repositories/ledger-reports-repository';

/** The balance's figures, every one summed from the ledger's entries (decision 111). */
export interface BalanceFigures {
  currency: 'AUD' | 'USD';
  /** Settled contributions (net of contributor-paid fees) and a demo's opening balance. */
  collected: number;
  /** Provider fees the organiser absorbs (less any returned on a refund), and standing payout fees. */
  fees: number;
  /** Owed to the named charity: not redeemable. */
  charityShare: number;
  charityName: string | null;
  refunded: number;
  /** Paid out, issued or processing, less their fees (counted in `fees`). */
  redeemed: number;
  /** Held for open disputes, and what lost ones took less what the platform covered (decision 136). */
  disputed: number;
  /** collected − fees − charityShare − refunded − redeemed − disputed: the sum of the entries, the balance. */
  available: number;
}

export async function balanceFigures(db: AppDatabase, collectionId: number): Promise<BalanceFigures> {
  const collection = await collectionForLedger(db, collectionId);
  if (!collection) throw new Error(`collection ${collectionId} not found`);
  const t = await entryTotals(db, collectionId);
  // Out-going money is stored negative; shown as positive amounts (0 − x, never −0).
  const out = (cents: number) => 0 - cents;
  const fees = out(t.paymentFees + t.redemptionFees);
  return {
    currency: MARKET_CURRENCY[marketFromCountryCode(collection.market)],
    collected: t.collected,
    fees,
    charityShare: out(t.charityShare),
    charityName: collection.charityName,
    refunded: out(t.refunded),
    redeemed: out(t.redemptions - t.redemptionFees),
    disputed: out(t.disputes),
    available: t.total,
  };
}

import { MARKET_CURRENCY, marketFromCountryCode, type FeeTotals } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { collectionForLedger } from '../../db/repositories/ledger-repository';
import { entryTotals } from '../../db/repositories/ledger-reports-repository';
import { collectionFeeTotals } from './fee-breakdown';

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
  /** The fee breakdown's totals (decision 143): its absorbed fees and charity share are the figures above. */
  breakdown: FeeTotals;
}

export async function balanceFigures(db: AppDatabase, collectionId: number): Promise<BalanceFigures> {
  const collection = await collectionForLedger(db, collectionId);
  if (!collection) throw new Error(`collection ${collectionId} not found`);
  const [t, breakdown] = await Promise.all([entryTotals(db, collectionId), collectionFeeTotals(db, collectionId)]);
  // Out-going money is stored negative; shown as positive amounts (0 − x, never −0).
  const out = (cents: number) => 0 - cents;
  // The contributions' card fees and charity share are the fee breakdown's (decision 143); the sum of
  // the entries (`available`) stays the ledger's, so the two must agree for the figures to add up.
  return {
    currency: MARKET_CURRENCY[marketFromCountryCode(collection.market)],
    collected: t.collected,
    fees: breakdown.feeAbsorbed + out(t.redemptionFees),
    charityShare: breakdown.charity,
    charityName: collection.charityName,
    refunded: out(t.refunded),
    redeemed: out(t.redemptions - t.redemptionFees),
    disputed: out(t.disputes),
    available: t.total,
    breakdown,
  };
}

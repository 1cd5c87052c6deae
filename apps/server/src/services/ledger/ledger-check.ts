import type { AppDatabase } from '../../db/client';
import { ledgerCheckRows, type LedgerCheckRow } from '../../db/repositories/ledger-reports-repository';

/** A collection whose balance, entries and contributions disagree, with each side of what failed. */
export interface BalanceMismatch {
  id: number;
  /** e.g. "balance 900 ≠ entries 1000". */
  problems: string[];
}

/** Each thing the ledger must hold (decision 111), as [what, one side, the other side]. */
const RULES: readonly (readonly [string, (r: LedgerCheckRow) => number, (r: LedgerCheckRow) => number])[] = [
  ['balance = sum of entries', (r) => r.balance, (r) => r.entries],
  ['contribution entries = settled contributions', (r) => r.contributionEntries, (r) => r.settledNet],
  ['refund entries = − refunded contributions', (r) => r.refundEntries, (r) => -r.refundedNet],
  ['charity entries = − charity of succeeded contributions', (r) => r.charityEntries, (r) => -r.owedCharity],
  // Open: − the hold; lost: − (share + fee − what the platform covered); won: nothing (decision 136).
  ['dispute entries = − what the disputes took', (r) => r.disputeEntries, (r) => -r.disputesTook],
];

/**
 * Collections where the stored balance is not the sum of the entries, or the entries do not say what the
 * contributions say. Two grouped scans, so it runs after every payments test and at /control/ledger.
 */
export async function balanceMismatches(db: AppDatabase): Promise<BalanceMismatch[]> {
  const found: BalanceMismatch[] = [];
  for (const row of await ledgerCheckRows(db)) {
    const problems = RULES.filter(([, a, b]) => a(row) !== b(row)).map(([what, a, b]) => `${what}: ${a(row)} ≠ ${b(row)}`);
    if (problems.length > 0) found.push({ id: row.id, problems });
  }
  return found;
}

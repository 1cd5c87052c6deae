import { localOnly } from '../../plugins/local-only';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { collectionLedgerTotals } from '../../db/repositories/payments-repository';
import { balanceMismatches, type BalanceMismatch } from '../ledger/ledger-check';
import { payoutMismatches } from '../ledger/payout-check';

type LedgerRow = Awaited<ReturnType<typeof collectionLedgerTotals>>[number];
type Figures = Record<'collected' | 'joined' | 'charityShare', number>;
export type LedgerBaseline = Map<number, Figures>;

/** Each collection figure beside the sum over its succeeded contributions that must explain it. */
const LEDGER_PAIRS = [
  ['collected', 'succeededNet'],
  ['joined', 'succeededCount'],
  ['charityShare', 'succeededCharity'],
] as const satisfies readonly (readonly [keyof Figures, keyof LedgerRow])[];

export interface LedgerMismatch {
  id: number;
  /** How far each figure moved from its opening balance. */
  moved: Figures;
  /** What the succeeded payments say it should have moved by. */
  explained: Figures;
}

const figures = (pick: (pair: (typeof LEDGER_PAIRS)[number]) => number): Figures =>
  Object.fromEntries(LEDGER_PAIRS.map((pair) => [pair[0], pick(pair)])) as Figures;

/**
 * The part of each figure no payment explains: the demo's opening balances. Taken while the ledger
 * balances (at start, before any test pays), it stays the same for as long as the ledger keeps balancing.
 */
export async function ledgerBaseline(db: AppDatabase): Promise<LedgerBaseline> {
  const rows = await collectionLedgerTotals(db);
  return new Map(rows.map((r) => [r.id, figures(([f, sum]) => r[f] - r[sum])]));
}

/**
 * Collections whose figures moved by anything but the sum of their succeeded payments (decision 051), and
 * those whose balance or ledger entries disagree with their payments (decision 111).
 */
export async function ledgerMismatches(
  db: AppDatabase,
  baseline: LedgerBaseline,
): Promise<(LedgerMismatch | BalanceMismatch)[]> {
  return [...(await figureMismatches(db, baseline)), ...(await balanceMismatches(db))];
}

async function figureMismatches(db: AppDatabase, baseline: LedgerBaseline): Promise<LedgerMismatch[]> {
  const rows = await collectionLedgerTotals(db);
  return rows
    .map((row) => {
      const start = baseline.get(row.id);
      return {
        id: row.id,
        moved: figures(([f]) => row[f] - (start?.[f] ?? 0)),
        explained: figures(([, sum]) => row[sum]),
      };
    })
    .filter(({ moved, explained }) => LEDGER_PAIRS.some(([f]) => moved[f] !== explained[f]));
}

/**
 * A sandbox test knob (SANDBOX_CONTROLS=true only): the browser tests ask it once they are done, so that
 * no test, whatever it clicked, leaves a collection's figures or balance disagreeing with its payments.
 */
export const ledgerControlRoute: FastifyPluginAsync = async (app) => {
  const baseline = await ledgerBaseline(app.db);
  app.addHook('onRequest', localOnly);
  app.get('/control/ledger', { schema: { hide: true } }, async () => ({
    mismatches: [
      ...(await ledgerMismatches(app.db, baseline)),
      // The payouts beside the payout providers' own records (issue 33); redemptions start after payments.
      ...(app.hasDecorator('redemptions') ? await payoutMismatches(app.db, app.redemptions.providers) : []),
    ],
    // Issue 33: issued gift cards compared with the provider's records.
    giftCards: app.hasDecorator('redemptions') ? await app.redemptions.giftCardMismatches() : [],
  }));
};

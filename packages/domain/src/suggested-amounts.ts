import type { ContributionLimits } from './limits';
import { formatMoney, isCents, type Cents } from './money';
import type { Market } from './markets';
import { formatMessage } from './messages';

/** At most this many one-tap amounts on the how-much screen (issue 30). */
export const MAX_SUGGESTED_AMOUNTS = 3;

/**
 * What people commonly give to a workplace or family gift in each market, in cents: AU in round
 * tens and the US with the familiar $25 in the middle. Used when the organiser sets none.
 */
export const DEFAULT_SUGGESTED_AMOUNTS = {
  AU: [2000, 3000, 5000],
  US: [2000, 2500, 5000],
} as const satisfies Record<Market, readonly Cents[]>;

type Limits = Pick<ContributionLimits, 'minimumContributionAmount' | 'maxIndividualContributionLimit'>;

/** The smallest amount a suggestion may be: the minimum, and never $0 (a suggestion is money). */
function floorOf(limits: Limits): Cents {
  return Math.max(1, limits.minimumContributionAmount);
}

function fits(amount: Cents, limits: Limits): boolean {
  const max = limits.maxIndividualContributionLimit;
  return isCents(amount) && amount >= floorOf(limits) && (max <= 0 || amount <= max);
}

/**
 * The market's defaults fitted to the collection: an amount below the minimum becomes the minimum,
 * one above the maximum becomes the maximum, duplicates go. Always 1 to 3 amounts, ascending, each
 * one the collection accepts (unless its maximum is below its minimum, which the form refuses).
 */
export function defaultSuggestedAmounts(market: Market, limits: Limits): Cents[] {
  const floor = floorOf(limits);
  const max = limits.maxIndividualContributionLimit;
  const fitted = DEFAULT_SUGGESTED_AMOUNTS[market].map((amount) => {
    if (amount < floor) return floor;
    if (max > 0 && amount > max) return max;
    return amount;
  });
  return [...new Set(fitted)].filter((amount) => fits(amount, limits)).sort((a, b) => a - b);
}

/**
 * The amounts the how-much screen offers: the organiser's own (those the limits still accept, in
 * their order) or, when they set none, the market's defaults. None when an exact amount applies.
 */
export function suggestedAmountsFor(input: {
  market: Market;
  limits: Limits;
  organiserAmounts: readonly Cents[];
  hasExactAmount?: boolean;
}): Cents[] {
  if (input.hasExactAmount) return [];
  const own = [...new Set(input.organiserAmounts)].filter((amount) => fits(amount, input.limits)).slice(0, MAX_SUGGESTED_AMOUNTS);
  return own.length > 0 ? own : defaultSuggestedAmounts(input.market, input.limits);
}

/**
 * The organiser's list checked against the collection's limits: up to three, whole cents, more than
 * $0, at least the minimum, at most any maximum, all different. Returns the first problem with the
 * list as a whole (`index` null) or with one amount (its index), or null when the list is fine.
 */
export function suggestedAmountsIssue(amounts: readonly number[], limits: Limits, market?: Market): { index: number | null; message: string } | null {
  if (amounts.length > MAX_SUGGESTED_AMOUNTS) {
    return { index: null, message: formatMessage('validation.suggestedAmountsMax', { n: MAX_SUGGESTED_AMOUNTS }) };
  }
  // A limit that is not whole cents has its own error (the form checks run after a failed field
  // too); the suggestions are judged against it once it is fixed.
  if (!isCents(limits.minimumContributionAmount) || !isCents(limits.maxIndividualContributionLimit)) return null;
  const floor = floorOf(limits);
  const max = limits.maxIndividualContributionLimit;
  for (const [index, amount] of amounts.entries()) {
    if (!isCents(amount)) return { index, message: formatMessage('validation.wholeNumber') };
    if (amount < floor) {
      return floor > 1
        ? { index, message: formatMessage('validation.greaterThanOrEqual', { n: formatMoney(floor, market) }) }
        : { index, message: formatMessage('validation.greaterThan', { n: formatMoney(0, market) }) };
    }
    if (max > 0 && amount > max) return { index, message: formatMessage('validation.lessThanOrEqual', { n: formatMoney(max, market) }) };
    if (amounts.indexOf(amount) !== index) return { index, message: formatMessage('validation.suggestedAmountsDistinct') };
  }
  return null;
}

import type { Market } from './markets';
import { formatMoney, isCents, type Cents } from './money';
import type { MessageRef } from './messages';

/** The collection fields that bound one contribution (SPEC §5), in cents. */
export interface ContributionLimits {
  minimumContributionAmount: Cents;
  /** 0 means no maximum. */
  maxIndividualContributionLimit: Cents;
  zeroContributionAllowed: boolean;
}

/**
 * Checks an entered contribution against the collection's minimum, maximum and zero rules. Returns
 * the catalogue message to show, with its parameters formatted for the market, or null when fine.
 */
export function checkContribution(
  amount: Cents,
  limits: ContributionLimits,
  market?: Market,
): MessageRef | null {
  if (!isCents(amount) || amount < 0) return { key: 'validation.number' };
  const min = limits.minimumContributionAmount;
  const max = limits.maxIndividualContributionLimit;
  if (amount === 0) {
    if (limits.zeroContributionAllowed) return null;
    return min > 0
      ? { key: 'validation.greaterThanOrEqual', params: { n: formatMoney(min, market) } }
      : { key: 'validation.greaterThan', params: { n: formatMoney(0, market) } };
  }
  if (amount < min) return { key: 'validation.greaterThanOrEqual', params: { n: formatMoney(min, market) } };
  if (max > 0 && amount > max) {
    return { key: 'validation.lessThanOrEqual', params: { n: formatMoney(max, market) } };
  }
  return null;
}

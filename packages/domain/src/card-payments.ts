import { PAYMENT_METHOD, type PaymentMethod } from './constants';
import type { Market } from './markets';
import type { MessageRef } from './messages';
import { formatMoney, type Cents } from './money';

/**
 * The smallest total a card (or a card in a wallet) may be charged, per market (issue 29). Card
 * testers check stolen numbers with the smallest charge a site takes; $2 is above the $1 probes
 * they favour while still below any contribution a collection asks for by default plus its fee.
 * SPEC §5's collection minimum (minimumContributionAmount, default $1) still applies on top; PayPal
 * keeps the collection's own minimum.
 */
export const CARD_MINIMUM_CENTS = { AU: 200, US: 200 } as const satisfies Record<Market, Cents>;

/** The lowest of the markets' card minimums: what a check that does not know the market can hold. */
export const LOWEST_CARD_MINIMUM_CENTS = Math.min(...Object.values(CARD_MINIMUM_CENTS));

const CARD_CHARGED_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>([
  PAYMENT_METHOD.CREDIT_CARD,
  PAYMENT_METHOD.AMERICAN_EXPRESS,
  PAYMENT_METHOD.APPLE_PAY,
  PAYMENT_METHOD.GOOGLE_PAY,
]);

/** Whether the method charges a card (typed in, or held in Apple Pay or Google Pay). */
export function chargesACard(method: PaymentMethod): boolean {
  return CARD_CHARGED_METHODS.has(method);
}

/**
 * The card minimum for a total about to be charged; null when fine. Nothing to charge (a zero
 * contribution a collection allows) is fine: no card is touched.
 */
export function checkCardMinimum(total: Cents, method: PaymentMethod, market: Market): MessageRef | null {
  if (total === 0 || !chargesACard(method)) return null;
  const minimum = CARD_MINIMUM_CENTS[market];
  return total < minimum ? { key: 'error.cardMinimum', params: { n: formatMoney(minimum, market) } } : null;
}

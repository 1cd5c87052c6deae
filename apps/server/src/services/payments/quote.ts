import {
  cardProviderFor,
  checkContribution,
  percentOfCents,
  exactAmountApplies,
  feeTableSchema,
  marketFromCountryCode,
  paymentTotals,
  renderMessage,
  topUpSettings,
  type Market,
  type PaymentMethod,
} from '@groupgift/domain';
import type { CollectionRow } from '../../db/repositories/collections-repository';

export type Quote = { subtotal: number; fee: number; total: number };

export type QuoteRequest = {
  /** The entered contribution (the request's netAmount); ignored when an exact amount applies. */
  netAmount: number;
  contributions: number;
  topUp: boolean;
};

export function marketOf(collection: Pick<CollectionRow, 'market'>): Market {
  return marketFromCountryCode(collection.market);
}

/**
 * The server's own figures for a contributor payment (DESIGN §3 "Who computes"): the same domain
 * functions the browser uses, fed from the stored collection, never from the request's fee or total.
 */
export function quoteFor(collection: CollectionRow, request: QuoteRequest, method: PaymentMethod): Quote {
  const exact = { hasExactAmount: collection.hasExactAmount, exactAmount: collection.exactAmountCents ?? 0 };
  const whoPaysFeeOption = request.topUp
    ? topUpSettings({ ...exact, isNewFee: collection.isNewFee }).whoPaysFeeOption
    : collection.whoPaysFeeOption;
  const table = collection.pricing ? feeTableSchema.safeParse(collection.pricing) : null;
  const totals = paymentTotals({
    contribution: request.netAmount,
    ...exact,
    contributions: request.contributions,
    discount: 0,
    method,
    pricingDto: table?.success ? table.data : null,
    whoPaysFeeOption,
    provider: cardProviderFor(marketOf(collection)),
  });
  return { subtotal: totals.subtotal, fee: totals.fee, total: totals.total };
}

/**
 * SPEC §5 minimum, maximum and zero rules, as the catalogue words them. An exact amount sets the
 * amount itself, so only the zero rule and the maximum apply to it.
 */
export function limitError(collection: CollectionRow, subtotal: number): string | null {
  const market = marketOf(collection);
  const limits = {
    minimumContributionAmount: collection.minimumContributionCents,
    maxIndividualContributionLimit: collection.maxIndividualLimitCents,
    zeroContributionAllowed: collection.zeroContributionAllowed,
  };
  const exact = exactAmountApplies({
    hasExactAmount: collection.hasExactAmount,
    exactAmount: collection.exactAmountCents ?? 0,
  });
  const ref = checkContribution(
    subtotal,
    exact && subtotal > 0 ? { ...limits, minimumContributionAmount: 0 } : limits,
    market,
  );
  return ref ? renderMessage(ref) : null;
}

/** The charity's part of a contribution (SPEC §3 charityName / charityPercentage), half-up to the cent. */
export function charityShareOf(
  collection: Pick<CollectionRow, 'charityName' | 'charityPercentage'>,
  subtotal: number,
): number {
  const percentage = collection.charityPercentage ?? 0;
  return collection.charityName && percentage > 0 ? percentOfCents(subtotal, percentage) : 0;
}

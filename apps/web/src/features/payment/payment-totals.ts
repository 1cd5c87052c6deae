import { MARKET_CURRENCY, cardProviderFor, paymentTotals, paymentVariantForMarket, type Collection, type FeeTable, type PaymentTotals } from '@groupgift/domain';
import { METHOD_OF, type MethodChoice } from './payment-methods';

export interface TotalsInput {
  collection: Pick<Collection, 'countryCode' | 'hasExactAmount' | 'exactAmount' | 'pricingDto' | 'whoPaysFeeOption'>;
  payment: { contribution: number | null; contributions: number; discount: number; topUp: boolean; whoPaysFeeOption: number };
  /** The fee rules the payment config sent; they win over the stored collection's copy. */
  feeTable?: FeeTable | null | undefined;
  whoPaysFeeOption?: number | undefined;
}

/**
 * Subtotal, the chosen method's fee and total, from the domain rules, exactly as the server
 * recomputes them: cards and wallets pay the fee row of the market's card provider (Stripe in the US,
 * Checkout.com in AU). Until a method is chosen the card fee is shown.
 */
export function totalsFor(input: TotalsInput, choice: MethodChoice | null): PaymentTotals {
  const { collection, payment } = input;
  const market = paymentVariantForMarket(collection.countryCode);
  return paymentTotals({
    contribution: payment.contribution ?? 0,
    hasExactAmount: collection.hasExactAmount,
    exactAmount: collection.exactAmount,
    contributions: payment.contributions,
    discount: payment.discount,
    method: METHOD_OF[choice ?? 'card'],
    pricingDto: input.feeTable ?? collection.pricingDto,
    whoPaysFeeOption: payment.topUp ? payment.whoPaysFeeOption : (input.whoPaysFeeOption ?? collection.whoPaysFeeOption),
    provider: cardProviderFor(market),
  });
}

export function currencyFor(countryCode: string | null | undefined): 'AUD' | 'USD' {
  return MARKET_CURRENCY[paymentVariantForMarket(countryCode)];
}

import { PAYMENT_METHOD, cardProviderFor, paymentTotals, paymentVariantForMarket, type Collection, type PaymentMethod, type PaymentTotals } from '@groupgift/domain';
import type { PaymentDetailsState } from '../../lib/journey/journey-store';

/**
 * The figures shown before payment: subtotal, fees (by the chosen method, card until one is chosen)
 * and total, from the domain rules. Top-up mode carries its own fee option (SPEC §4).
 */
export function journeyTotals(collection: Collection, payment: PaymentDetailsState, contribution = payment.contribution ?? 0): PaymentTotals {
  const method = (payment.paymentMethod ?? PAYMENT_METHOD.CREDIT_CARD) as PaymentMethod;
  return paymentTotals({
    contribution,
    hasExactAmount: collection.hasExactAmount,
    exactAmount: collection.exactAmount,
    contributions: payment.contributions,
    discount: payment.discount,
    method,
    pricingDto: collection.pricingDto,
    whoPaysFeeOption: payment.topUp ? payment.whoPaysFeeOption : collection.whoPaysFeeOption,
    // The same fee row as the payment step and the server (see cardProviderFor).
    provider: cardProviderFor(paymentVariantForMarket(collection.countryCode)),
  });
}

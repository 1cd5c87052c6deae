import { formatMessage, formatMoney, PAYMENT_METHOD, type CardBrandMismatchDetails, type Market, type PaymentMethod } from '@groupgift/domain';
import { AppError } from '../../lib/app-error';
import { ProviderError, type PaymentProvider } from '../../payment-providers/provider';
import type { Quote } from './quote';

const CARD_METHODS = new Set<number>([PAYMENT_METHOD.CREDIT_CARD, PAYMENT_METHOD.AMERICAN_EXPRESS]);

/** Card or American Express: one card field, two fees. */
export function isCardMethod(method: number): boolean {
  return CARD_METHODS.has(method);
}

/**
 * The method a card payment really is, from the provider's record of the token (the sandbox's token
 * store, Stripe's PaymentMethod, Checkout.com's card metadata), not the method the request named:
 * American Express has its own fee (SPEC §9, decision 105). Null when the method is not a card one,
 * or the provider does not know the token (its charge then fails on its own).
 */
export async function methodOfCard(provider: PaymentProvider, method: PaymentMethod, token: string | undefined): Promise<PaymentMethod | null> {
  if (!isCardMethod(method) || !token) return null;
  let brand;
  try {
    brand = await provider.cardBrand(token);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Nothing is stored or charged yet: the page may simply try again.
    throw new AppError(503, 'service_unavailable', 'We could not check the card just now. Please try again in a moment.', { retryable: true });
  }
  if (!brand) return null;
  return brand === 'amex' ? PAYMENT_METHOD.AMERICAN_EXPRESS : PAYMENT_METHOD.CREDIT_CARD;
}

/**
 * The request named the other card method and the fee differs: refused before anything is charged,
 * with the card's own method and quote, so the page can switch and show the total (an `amount_mismatch`
 * whose details say why, `cardBrandMismatchDetailsSchema`).
 */
export function cardBrandMismatchError(paymentMethod: PaymentMethod, quote: Quote, market: Market): AppError {
  const details: CardBrandMismatchDetails = { reason: 'card_brand', paymentMethod, quote };
  return new AppError(422, 'amount_mismatch', formatMessage('error.cardBrandChanged', { total: formatMoney(quote.total, market) }), details);
}

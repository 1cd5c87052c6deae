import { MESSAGES, PAYMENT_METHOD, type PaymentMethod } from '@groupgift/domain';
import { AppError } from '../../lib/app-error';
import type { PaymentSource } from '../../payment-providers/provider';

// The parts of a provider request both starts (contribution, organiser purchase) build alike.

const CARD_METHODS = new Set<number>([PAYMENT_METHOD.CREDIT_CARD, PAYMENT_METHOD.AMERICAN_EXPRESS]);

/** What the provider charges: the card or wallet token the browser got, or PayPal's approval. */
export function sourceFor(method: PaymentMethod, token: string | undefined): PaymentSource {
  if (method === PAYMENT_METHOD.PAYPAL || method === PAYMENT_METHOD.PAYPAL_DIRECT)
    return { method: 'paypal' };
  if (!token)
    throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], {
      fieldErrors: { checkOutToken: [MESSAGES['validation.required']] },
    });
  if (method === PAYMENT_METHOD.APPLE_PAY) return { method: 'apple_pay', walletToken: token };
  if (method === PAYMENT_METHOD.GOOGLE_PAY) return { method: 'google_pay', walletToken: token };
  if (CARD_METHODS.has(method)) return { method: 'card', token };
  throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], {
    fieldErrors: { paymentMethod: ['This payment method is not taken here'] },
  });
}

/** Where the provider sends the payer back after 3-D Secure or PayPal: our return routes, by payment guid. */
export function returnUrlsFor(origin: string, guid: string, paypal: boolean) {
  const path = paypal ? '/api/paypal/return' : '/api/checkout/return';
  const url = `${origin}${path}?payment=${guid}`;
  return paypal
    ? { success: url, failure: url, cancel: `${url}&cancelled=1` }
    : { success: url, failure: url };
}

import { API_PATHS } from '@groupgift/domain';
import { contractPath } from '../../../lib/api-client';
import { postPayment, type PaymentAnswer, type PaymentRequestBody } from './post-payment';

/** POST ApplePayCheckout (SPEC §7): the payment request with the Apple Pay wallet token. */
export function applePayCheckout(body: PaymentRequestBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return postPayment(contractPath(API_PATHS.applePayCheckout), 'applePayCheckout', body, idempotencyKey);
}

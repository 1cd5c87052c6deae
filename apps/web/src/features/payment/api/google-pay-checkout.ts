import { API_PATHS } from '@groupgift/domain';
import { contractPath } from '../../../lib/api-client';
import { postPayment, type PaymentAnswer, type PaymentRequestBody } from './post-payment';

/** POST GooglePayCheckout (SPEC §7): the payment request with the Google Pay wallet token. */
export function googlePayCheckout(body: PaymentRequestBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return postPayment(contractPath(API_PATHS.googlePayCheckout), 'googlePayCheckout', body, idempotencyKey);
}

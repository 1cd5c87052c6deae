import { API_PATHS } from '@groupgift/domain';
import { contractPath } from '../../../lib/api-client';
import { postPayment, type PaymentAnswer, type PaymentRequestBody } from './post-payment';

/** POST ProcessPayPal (SPEC §7): the payment request with no token; both redirect URLs point at the pathway-complete page. */
export function processPayPal(body: PaymentRequestBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return postPayment(contractPath(API_PATHS.processPayPal), 'processPayPal', body, idempotencyKey);
}

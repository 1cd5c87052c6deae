import { API_PATHS } from '@groupgift/domain';
import { contractPath } from '../../../lib/api-client';
import { postPayment, type PaymentAnswer, type PaymentRequestBody } from './post-payment';

/** POST ProcessCheckout (SPEC §7): the payment request with the tokenised card's token. */
export function processCheckout(body: PaymentRequestBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return postPayment(contractPath(API_PATHS.processCheckout), 'processCheckout', body, idempotencyKey);
}

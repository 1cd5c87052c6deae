import { ORGANISER_PAYMENT_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import type { PaymentAnswer } from '../../api/post-payment';
import { paymentAnswerSchema } from '../../../../lib/validators/web-schemas';

/** POST ProcessFullPgcDiscount: the promo code covers the whole price, nothing is charged. */
export function processFullDiscount(collectionGuid: string, idempotencyKey: string): Promise<PaymentAnswer> {
  return apiRequest(contractPath(ORGANISER_PAYMENT_PATHS.processFullPgcDiscount), {
    name: 'processFullPgcDiscount',
    body: { collectionGuid },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentAnswerSchema,
    errorMode: 'caller',
  });
}

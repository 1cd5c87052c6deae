import { ORGANISER_PAYMENT_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import type { PaymentAnswer } from '../../api/post-payment';
import { paymentAnswerSchema } from '../../../../lib/validators/web-schemas';

/** POST PayFromPack: one card of the organiser's pack pays the paid group card. */
export function payFromPack(collectionGuid: string, idempotencyKey: string): Promise<PaymentAnswer> {
  return apiRequest(contractPath(ORGANISER_PAYMENT_PATHS.payFromPack), {
    name: 'payFromPack',
    body: { collectionGuid },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentAnswerSchema,
    errorMode: 'caller',
  });
}

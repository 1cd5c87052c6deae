import type { z } from 'zod';
import type { PaymentRequest } from '@groupgift/domain';
import { apiRequest } from '../../../lib/api-client';
import { paymentAnswerValidator } from '../../../lib/validators/generated';
import type { paymentAnswerSchema } from '../../../lib/validators/web-schemas';

/** The answer of every payment POST, with PayPal's approval URL (lib/validators/web-schemas.ts). */
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/** The body the browser sends: the domain request, with the defaults the server fills left out. */
export type PaymentRequestBody = Partial<PaymentRequest> &
  Pick<PaymentRequest, 'collectionId' | 'contributionAmount' | 'contributionFee' | 'netAmount' | 'email' | 'fName' | 'lName'>;

/**
 * POSTs one payment. The Idempotency-Key belongs to the attempt, not to the request: a retry of the
 * same attempt sends the same key so the server answers with the first outcome and never charges
 * twice. Errors are left to the caller (SPEC §8's payment path has its own reactions).
 */
export function postPayment(path: string, name: string, body: PaymentRequestBody, idempotencyKey: string): Promise<PaymentAnswer> {
  return apiRequest(path, {
    name,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentAnswerValidator,
    withApiKey: true,
    errorMode: 'caller',
  });
}

import { PAYMENT_RETURN_PATHS, paymentStatusResponseSchema, type PaymentStatusResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET /checkout/payment-status?payment=<guid>: the outcome of the payment the browser came back from. */
export function getPaymentStatus(paymentGuid: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiRequest(contractPath(PAYMENT_RETURN_PATHS.status), {
    name: 'paymentStatus',
    query: { payment: paymentGuid },
    schema: paymentStatusResponseSchema,
    // The page already says what happened; recording it is bookkeeping.
    errorMode: 'silent',
    signal,
  });
}

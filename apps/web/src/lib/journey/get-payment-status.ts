import { PAYMENT_RETURN_PATHS, type PaymentStatusResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../api-client';
import { paymentStatusResponseValidator } from '../validators/generated';

/**
 * GET /checkout/payment-status: the outcome of the payment the browser came back from (`payment`), or
 * of the attempt a reloaded payment page had in flight (`attempt`, its idempotency key).
 */
export function getPaymentStatus(by: { payment: string } | { attempt: string }, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiRequest(contractPath(PAYMENT_RETURN_PATHS.status), {
    name: 'paymentStatus',
    query: by,
    schema: paymentStatusResponseValidator,
    // The page already says what happened; recording it is bookkeeping.
    errorMode: 'silent',
    signal,
  });
}

import { refundPath, refundResponseSchema, type RefundResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** POST refund: sends a contribution back in full; answers its status and the collection's new figures. */
export function refundContribution(paymentGuid: string): Promise<RefundResponse> {
  return apiRequest(contractPath(refundPath(paymentGuid)), {
    name: 'refundContribution',
    method: 'POST',
    body: {},
    schema: refundResponseSchema,
    errorMode: 'caller',
  });
}

import { DELIVERY_PATHS, deliveryPath, type DeliverResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import { deliveryAnswerSchema } from './delivery-answer';

/** POST resend after a bounce: a new recipient email, and the delivery mail again. */
export function resendDelivery(guid: string, recipientEmail: string): Promise<DeliverResponse> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.resend, { guid })), {
    name: 'resendDelivery',
    method: 'POST',
    body: { recipientEmail },
    schema: deliveryAnswerSchema,
    errorMode: 'caller',
  });
}

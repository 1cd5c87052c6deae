import { DELIVERY_PATHS, deliveryPath, type DeliverResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import { deliveryAnswerSchema } from './delivery-answer';

/** DELETE link: the private link stops working. */
export function revokeRecipientLink(guid: string): Promise<DeliverResponse> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.link, { guid })), {
    name: 'revokeRecipientLink',
    method: 'DELETE',
    schema: deliveryAnswerSchema,
    errorMode: 'caller',
  });
}

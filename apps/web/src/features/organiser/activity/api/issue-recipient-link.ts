import { DELIVERY_PATHS, deliveryPath, type DeliverResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import { deliveryAnswerSchema } from './delivery-answer';

/** POST link: a new private link (answered once); the old one stops working. */
export function issueRecipientLink(guid: string): Promise<DeliverResponse> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.link, { guid })), {
    name: 'issueRecipientLink',
    method: 'POST',
    body: {},
    schema: deliveryAnswerSchema,
    errorMode: 'caller',
  });
}

import { DELIVERY_PATHS, deliveryPath, type DeliverResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import { deliveryAnswerSchema } from './delivery-answer';

/** DELETE delivery: cancels a schedule that has not gone yet. */
export function cancelDelivery(guid: string): Promise<DeliverResponse> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.delivery, { guid })), {
    name: 'cancelDelivery',
    method: 'DELETE',
    schema: deliveryAnswerSchema,
    errorMode: 'caller',
  });
}

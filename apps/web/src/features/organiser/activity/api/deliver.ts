import { DELIVERY_PATHS, deliveryPath, type DeliverRequest, type DeliverResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';
import { deliveryAnswerSchema } from './delivery-answer';

/** PUT delivery: deliver now, schedule, or change a schedule that has not gone yet. */
export function deliver(guid: string, request: DeliverRequest): Promise<DeliverResponse> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.delivery, { guid })), {
    name: 'deliver',
    method: 'PUT',
    body: request,
    schema: deliveryAnswerSchema,
    errorMode: 'caller',
  });
}

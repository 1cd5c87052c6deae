import { DELIVERY_PATHS, deliveryPath, deliveryStateSchema, type DeliveryState } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** The collection's delivery: status, schedule, openings, link, bounce and the recipient's thanks. */
export function getDelivery(guid: string, signal?: AbortSignal): Promise<DeliveryState> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.delivery, { guid })), {
    name: 'getDelivery',
    schema: deliveryStateSchema,
    errorMode: 'caller',
    signal,
  });
}

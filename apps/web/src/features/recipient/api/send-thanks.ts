import { DELIVERY_PATHS, deliveryPath, thanksResponseSchema, type DeliveryThanks, type ThanksRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST thanks to everyone or to the authors of chosen messages; answers what was sent and to how many. */
export async function sendThanks(token: string, request: ThanksRequest): Promise<DeliveryThanks> {
  const answer = await apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.recipientThanks, { token })), {
    name: 'sendThanks',
    method: 'POST',
    body: request,
    schema: thanksResponseSchema,
    errorMode: 'caller',
  });
  return answer.thanks;
}

import { DELIVERY_PATHS, deliveryPath, recipientCardSchema, type RecipientCard } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** The card at the recipient's private link; a revoked or wrong link answers 404 (the page says so kindly). */
export function getRecipientCard(token: string, signal?: AbortSignal): Promise<RecipientCard> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.recipientCard, { token })), {
    name: 'getRecipientCard',
    schema: recipientCardSchema,
    errorMode: 'caller',
    signal,
  });
}

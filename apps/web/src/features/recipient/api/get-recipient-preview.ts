import { DELIVERY_PATHS, deliveryPath, recipientCardSchema, type RecipientCard } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** The recipient's view as the organiser sees it before delivering (organiser session). */
export function getRecipientPreview(collectionGuid: string, signal?: AbortSignal): Promise<RecipientCard> {
  return apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.preview, { guid: collectionGuid })), {
    name: 'getRecipientPreview',
    schema: recipientCardSchema,
    errorMode: 'caller',
    signal,
  });
}

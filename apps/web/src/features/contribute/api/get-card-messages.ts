import { API_PATHS, type CardMessagesPage } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { cardMessagesPageValidator } from '../../../lib/validators/generated';

/** GET a further page of the card's messages (decision 121): the cursor from the card or the last page. */
export function getCardMessages(collectionGuid: string, cursor: string, signal?: AbortSignal): Promise<CardMessagesPage> {
  return apiRequest(contractPath(API_PATHS.cardMessages), {
    name: 'cardMessages',
    query: { collection: collectionGuid, cursor },
    schema: cardMessagesPageValidator,
    errorMode: 'caller',
    signal,
  });
}

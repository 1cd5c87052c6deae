import { messagesResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type MessagesResponse, type PageQuery } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** One page of the card's messages in card order, hidden ones included. */
export function getMessages(guid: string, page: Partial<PageQuery> = {}, signal?: AbortSignal): Promise<MessagesResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messages, { guid })), {
    name: 'getMessages',
    query: page,
    schema: messagesResponseSchema,
    errorMode: 'caller',
    signal,
  });
}

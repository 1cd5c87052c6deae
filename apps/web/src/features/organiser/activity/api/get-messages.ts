import { messagesResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type MessagesResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** The card's messages, hidden ones included. */
export function getMessages(guid: string, signal?: AbortSignal): Promise<MessagesResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messages, { guid })), {
    name: 'getMessages',
    schema: messagesResponseSchema,
    errorMode: 'caller',
    signal,
  });
}

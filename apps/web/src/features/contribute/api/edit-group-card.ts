import { API_PATHS, type StoreMessageResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import type { StoreMessageBody } from './store-group-card';
import { storeMessageResponseValidator } from '../../../lib/validators/generated';

/** POST /groupcard/EditGroupCard: changes a message; the server refuses it without the right edit token. */
export function editGroupCard(body: StoreMessageBody & { messageId: number; editToken: string }): Promise<StoreMessageResponse> {
  return apiRequest(contractPath(API_PATHS.editGroupCard), {
    name: 'editGroupCard',
    method: 'POST',
    body,
    schema: storeMessageResponseValidator,
    errorMode: 'caller',
  });
}

import { API_PATHS, type Message } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { messageValidator } from '../../../lib/validators/generated';

export const EDIT_TOKEN_HEADER = 'X-Edit-Token';

/**
 * GET /groupcard/EditGroupCard?messageId=: loads one's own message for editing. The edit token goes
 * in a header, never in a logged URL; the server answers 403 when it does not match.
 */
export function getEditableMessage(messageId: number, editToken: string): Promise<Message> {
  return apiRequest(contractPath(API_PATHS.editGroupCard), {
    name: 'getEditableMessage',
    query: { messageId },
    headers: { [EDIT_TOKEN_HEADER]: editToken },
    schema: messageValidator,
    errorMode: 'caller',
  });
}

import { ORGANISER_ACTIVITY_PATHS, organiserActivityPath } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Deletes a message from the card for good. */
export async function deleteMessage(guid: string, messageGuid: string): Promise<void> {
  await apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.message, { guid, messageGuid })), {
    name: 'deleteMessage',
    method: 'DELETE',
    errorMode: 'caller',
  });
}

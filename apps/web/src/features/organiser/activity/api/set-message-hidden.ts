import { ORGANISER_ACTIVITY_PATHS, organiserActivityPath, organiserMessageSchema, type OrganiserMessage } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Hides a message from the public card, or shows it again. */
export function setMessageHidden(guid: string, messageGuid: string, hidden: boolean): Promise<OrganiserMessage> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.messageVisibility, { guid, messageGuid })), {
    name: 'setMessageHidden',
    method: 'PUT',
    body: { hidden },
    schema: organiserMessageSchema,
    errorMode: 'caller',
  });
}

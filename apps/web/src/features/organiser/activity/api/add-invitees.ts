import { addInviteesResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type AddInviteesResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Invites people by email; addresses already invited are skipped. */
export function addInvitees(guid: string, emails: string[]): Promise<AddInviteesResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.invitees, { guid })), {
    name: 'addInvitees',
    method: 'POST',
    body: { emails },
    schema: addInviteesResponseSchema,
    errorMode: 'caller',
  });
}

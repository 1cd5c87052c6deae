import { inviteesResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type InviteesResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Invitees with their status. */
export function getInvitees(guid: string, signal?: AbortSignal): Promise<InviteesResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.invitees, { guid })), {
    name: 'getInvitees',
    schema: inviteesResponseSchema,
    errorMode: 'caller',
    signal,
  });
}

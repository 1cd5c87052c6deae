import { inviteesResponseSchema, ORGANISER_ACTIVITY_PATHS, organiserActivityPath, type InviteesResponse, type PageQuery } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** One page of the invitees with their status, oldest invitation first. */
export function getInvitees(guid: string, page: Partial<PageQuery> = {}, signal?: AbortSignal): Promise<InviteesResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.invitees, { guid })), {
    name: 'getInvitees',
    query: page,
    schema: inviteesResponseSchema,
    errorMode: 'caller',
    signal,
  });
}

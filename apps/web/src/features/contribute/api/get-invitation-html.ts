import { API_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { invitationHtmlResponseValidator } from '../../../lib/validators/generated';

/** GET group-card invitation html (SPEC §7), query collectionId; used on chip in, not top-up. */
export async function getInvitationHtml(collectionGuid: string, signal?: AbortSignal): Promise<string | null> {
  const response = await apiRequest(contractPath(API_PATHS.invitationHtml), {
    name: 'invitationHtml',
    query: { collectionId: collectionGuid },
    schema: invitationHtmlResponseValidator,
    errorMode: 'caller',
    signal,
  });
  return response.invitationHtml;
}

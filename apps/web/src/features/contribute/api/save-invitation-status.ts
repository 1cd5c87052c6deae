import { API_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { saveInvitationStatusResponseValidator } from '../../../lib/validators/generated';

/**
 * SPEC §7: records that an invitation was opened (US market only, when invId is in the query), or
 * the invitee's "No thanks" (every market), so the organiser's invitee list shows it.
 */
export function saveInvitationStatus(
  invitationGuidId: string,
  response: 'opened' | 'nothanks' = 'opened',
): Promise<{ saved: boolean }> {
  return apiRequest(contractPath(API_PATHS.saveInvitationStatus), {
    name: 'saveInvitationStatus',
    method: 'POST',
    body: { response, invitationGuidId },
    schema: saveInvitationStatusResponseValidator,
    // The person's journey never depends on this bookkeeping call.
    errorMode: 'silent',
  });
}

import { ACCOUNT_PATHS, profileResponseSchema, type ProfileResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** DELETE /account/profile/picture. */
export function removeProfilePicture(): Promise<ProfileResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.profilePicture), {
    name: 'removeProfilePicture',
    method: 'DELETE',
    schema: profileResponseSchema,
    errorMode: 'caller',
  });
}

import { ACCOUNT_PATHS, profileResponseSchema, type ProfileResponse, type UpdateProfileRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** PUT /account/profile: names and market. */
export function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.profile), {
    name: 'updateProfile',
    method: 'PUT',
    body,
    schema: profileResponseSchema,
    errorMode: 'caller',
  });
}

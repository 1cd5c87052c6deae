import { ACCOUNT_PATHS, profileResponseSchema, type ProfileResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET /account/profile: the signed-in organiser's profile (a 401 sends them to log in). */
export function getProfile(): Promise<ProfileResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.profile), { name: 'getProfile', schema: profileResponseSchema });
}

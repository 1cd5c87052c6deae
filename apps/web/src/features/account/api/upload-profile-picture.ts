import { ACCOUNT_PATHS, profileResponseSchema, type ProfileResponse } from '@groupgift/domain';
import { apiUpload, contractPath } from '../../../lib/api-client';

/** POST /account/profile/picture: the raw file as the body; the server checks what it really is. */
export function uploadProfilePicture(file: File, onProgress: (fraction: number) => void): Promise<ProfileResponse> {
  return apiUpload(contractPath(ACCOUNT_PATHS.profilePicture), file, { name: 'uploadProfilePicture', onProgress, schema: profileResponseSchema });
}

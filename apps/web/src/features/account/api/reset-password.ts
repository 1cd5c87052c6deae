import { ACCOUNT_PATHS, type ResetPasswordRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /account/password-reset: spends the one-time token and sets the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiRequest(contractPath(ACCOUNT_PATHS.resetPassword), {
    name: 'resetPassword',
    method: 'POST',
    body,
    errorMode: 'caller',
    ignoreUnauthorized: true,
  });
}

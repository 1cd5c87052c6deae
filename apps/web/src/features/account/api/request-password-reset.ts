import { ACCOUNT_PATHS, acceptedResponseSchema, type AcceptedResponse, type PasswordResetRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /account/password-reset/request: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<AcceptedResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.requestPasswordReset), {
    name: 'requestPasswordReset',
    method: 'POST',
    body,
    schema: acceptedResponseSchema,
    errorMode: 'caller',
  });
}

import { ACCOUNT_PATHS, acceptedResponseSchema, type AcceptedResponse, type SignUpRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/**
 * POST /account/signup: emails a link that finishes the sign-up. The same answer whether or not the
 * address has an account (decision 097), so nobody is signed in yet.
 */
export function signUp(body: SignUpRequest): Promise<AcceptedResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.signUp), {
    name: 'signUp',
    method: 'POST',
    body,
    schema: acceptedResponseSchema,
    errorMode: 'caller',
  });
}

import { ACCOUNT_PATHS, sessionResponseSchema, type SessionResponse, type SignUpRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /account/signup: creates the account and signs it in (sets the session cookies). */
export function signUp(body: SignUpRequest): Promise<SessionResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.signUp), {
    name: 'signUp',
    method: 'POST',
    body,
    schema: sessionResponseSchema,
    errorMode: 'caller',
  });
}

import { ACCOUNT_PATHS, sessionResponseSchema, type LogInRequest, type SessionResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /account/login: a 401 here is a wrong email or password, not an ended session. */
export function logIn(body: LogInRequest): Promise<SessionResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.logIn), {
    name: 'logIn',
    method: 'POST',
    body,
    schema: sessionResponseSchema,
    errorMode: 'caller',
    ignoreUnauthorized: true,
  });
}

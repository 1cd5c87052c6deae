import {
  ACCOUNT_PATHS,
  sessionResponseSchema,
  type ConfirmSignUpRequest,
  type SessionResponse,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /account/signup/confirm: the emailed link's token creates the account and signs it in. */
export function confirmSignUp(body: ConfirmSignUpRequest): Promise<SessionResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.confirmSignUp), {
    name: 'confirmSignUp',
    method: 'POST',
    body,
    schema: sessionResponseSchema,
    errorMode: 'caller',
  });
}

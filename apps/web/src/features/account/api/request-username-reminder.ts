import { ACCOUNT_PATHS, acceptedResponseSchema, type AcceptedResponse, type UsernameReminderRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /account/username-reminder: the same answer whatever the address. */
export function requestUsernameReminder(body: UsernameReminderRequest): Promise<AcceptedResponse> {
  return apiRequest(contractPath(ACCOUNT_PATHS.usernameReminder), {
    name: 'requestUsernameReminder',
    method: 'POST',
    body,
    schema: acceptedResponseSchema,
    errorMode: 'caller',
  });
}

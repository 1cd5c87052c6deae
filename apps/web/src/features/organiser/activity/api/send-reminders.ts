import { ORGANISER_ACTIVITY_PATHS, organiserActivityPath, sendRemindersResponseSchema, type SendRemindersResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

/** Reminds the invitees who have not answered (all of them when no guids are given). */
export function sendReminders(guid: string, inviteeGuids?: string[]): Promise<SendRemindersResponse> {
  return apiRequest(contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.reminders, { guid })), {
    name: 'sendReminders',
    method: 'POST',
    body: inviteeGuids ? { inviteeGuids } : {},
    schema: sendRemindersResponseSchema,
    errorMode: 'caller',
  });
}

import { ORGANISER_ACTIVITY_PATHS, organiserActivityPath, reminderScheduleSchema, type ReminderSchedule } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../../lib/api-client';

const pathOf = (guid: string) => contractPath(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.reminderSchedule, { guid }));

/** The collection's automatic reminders: days before the close (empty: off). */
export function getReminderSchedule(guid: string, signal?: AbortSignal): Promise<ReminderSchedule> {
  return apiRequest(pathOf(guid), { name: 'getReminderSchedule', schema: reminderScheduleSchema, errorMode: 'caller', signal });
}

export function saveReminderSchedule(guid: string, schedule: ReminderSchedule): Promise<ReminderSchedule> {
  return apiRequest(pathOf(guid), {
    name: 'saveReminderSchedule',
    method: 'PUT',
    body: schedule,
    schema: reminderScheduleSchema,
    errorMode: 'caller',
  });
}

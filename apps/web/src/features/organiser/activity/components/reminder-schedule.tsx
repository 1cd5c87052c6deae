import { useEffect, useState, type FormEvent } from 'react';
import { REMINDER_DAY_CHOICES, reminderScheduleSchema } from '@groupgift/domain';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { getReminderSchedule, saveReminderSchedule } from '../api/reminder-schedule';

export interface ReminderScheduleProps {
  collectionGuid: string;
  /** False while the collection is closed or suspended: nothing would be sent. */
  canSend: boolean;
  onChanged: (announcement: string) => void;
  onError: (message: string) => void;
}

/**
 * Automatic reminders (decision 160): the organiser picks the days before the close; the server
 * sends them under the same rules as "Remind" and skips whoever unsubscribed.
 */
export function ReminderScheduleSetting({ collectionGuid, canSend, onChanged, onError }: ReminderScheduleProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const [days, setDays] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    getReminderSchedule(collectionGuid, controller.signal)
      .then((schedule) => setDays(schedule.daysBefore))
      .catch(() => setDays([]));
    return () => controller.abort();
  }, [collectionGuid]);

  function toggle(day: number, on: boolean) {
    setDays((current) => {
      const rest = (current ?? []).filter((d) => d !== day);
      return on ? [...rest, day].sort((a, b) => b - a) : rest;
    });
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    // The shared schema checks here first, with the server's own words.
    const parsed = reminderScheduleSchema.safeParse({ daysBefore: days ?? [] });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    setBusy(true);
    try {
      const saved = await saveReminderSchedule(collectionGuid, parsed.data);
      setDays(saved.daysBefore);
      onChanged(
        saved.daysBefore.length === 0
          ? t('activity.invitations.autoOff')
          : t('activity.invitations.autoSaved', {
              days: saved.daysBefore.map((count) => t('activity.invitations.autoDay', { count })).join(', '),
            }),
      );
    } catch (caught) {
      onError(caught instanceof ApiError ? caught.message : t('shared:error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="auto-reminders-heading" className="activity-subsection">
      <h3 id="auto-reminders-heading">{t('activity.invitations.autoHeading')}</h3>
      <p className="muted small">{t('activity.invitations.autoHint')}</p>
      <form className="reminder-schedule" onSubmit={(event) => void onSave(event)} noValidate>
        <fieldset className="reminder-schedule__days" disabled={days === null}>
          <legend className="visually-hidden">{t('activity.invitations.autoLegend')}</legend>
          {REMINDER_DAY_CHOICES.map((day) => (
            <label key={day} className="reminder-schedule__day">
              <input type="checkbox" checked={days?.includes(day) ?? false} onChange={(event) => toggle(day, event.target.checked)} />
              <span>{t('activity.invitations.autoDay', { count: day })}</span>
            </label>
          ))}
        </fieldset>
        {fieldError ? (
          <p className="ui-field__error" role="alert">
            {fieldError}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" busy={busy} disabled={!canSend || days === null}>
          {t('activity.invitations.autoSave')}
        </Button>
      </form>
    </section>
  );
}

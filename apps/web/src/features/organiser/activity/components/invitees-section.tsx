import { useState, type FormEvent, type ReactNode } from 'react';
import { formatInZone, parseInviteeEmails, runtimeTimeZone, type OrganiserInvitee } from '@groupgift/domain';
import { Button } from '../../../../components/ui/button';
import { EmailAddress } from '../../../../components/ui/email-address';
import { TextAreaField } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { addInvitees } from '../api/add-invitees';
import { sendReminders } from '../api/send-reminders';
import { ReminderScheduleSetting } from './reminder-schedule';
import { ZonedDateTime } from './zoned-date-time';

export interface InviteesSectionProps {
  collectionGuid: string;
  /** The invitees shown so far (the list is paged). */
  invitees: OrganiserInvitee[];
  /** The collection's zone (decision 144). */
  timeZone?: string;
  /** Invitees "Remind all" would mail now, across the whole list, shown or not. */
  remindable: number;
  /** False while the collection is closed or suspended: nobody is sent a link that turns them away. */
  canSend: boolean;
  onChanged: (announcement: string) => void;
  onError: (message: string) => void;
  /** Under the table: the count and "Show more" of the paged list. */
  footer?: ReactNode;
}

/** A reminder never follows its invitation within a day (decision 140; the server holds the rule). */
const FIRST_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
function justInvited(invitee: OrganiserInvitee): boolean {
  const waiting = (invitee.status === 'sent' || invitee.status === 'opened') && !invitee.unsubscribedAt;
  return waiting && invitee.lastRemindedAt === null && Date.now() - Date.parse(invitee.invitedAt) < FIRST_REMINDER_AFTER_MS;
}

/** Invite by email, see each invitee's status, and remind those who have not answered. */
export function InviteesSection({ collectionGuid, invitees, timeZone, remindable, canSend, onChanged, onError, footer }: InviteesSectionProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'add' | 'remind' | string | null>(null);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const { emails, invalid } = parseInviteeEmails(text);
    // Nothing is sent while an address is wrong; what was typed stays for correcting.
    if (invalid.length > 0) return setFieldError(t('activity.invitations.invalidAddresses', { list: invalid.join(', ') }));
    if (emails.length === 0) return setFieldError(t('shared:validation.required'));
    setFieldError(undefined);
    setBusy('add');
    try {
      const result = await addInvitees(collectionGuid, emails);
      setText('');
      const parts = [t('activity.invitations.added', { count: result.added })];
      if (result.alreadyInvited > 0) parts.push(t('activity.invitations.alreadyInvited', { count: result.alreadyInvited }));
      onChanged(parts.join(' '));
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : undefined;
      const firstFieldError = apiError ? Object.values(apiError.fieldErrors)[0]?.[0] : undefined;
      if (firstFieldError) setFieldError(firstFieldError);
      else onError(apiError?.message ?? t('shared:error.generic'));
    } finally {
      setBusy(null);
    }
  }

  async function remind(guids?: string[]) {
    setBusy(guids?.[0] ?? 'remind');
    try {
      const { sent } = await sendReminders(collectionGuid, guids);
      onChanged(sent > 0 ? t('activity.invitations.reminded', { count: sent }) : t('activity.invitations.noneToRemind'));
    } catch (caught) {
      onError(caught instanceof ApiError ? caught.message : t('shared:error.generic'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <section aria-labelledby="invite-heading" className="activity-subsection">
        <h3 id="invite-heading">{t('activity.invitations.addHeading')}</h3>
        {canSend ? null : <p className="notice">{t('activity.invitations.paused')}</p>}
        <form className="invite-form" onSubmit={(event) => void onAdd(event)} noValidate>
          <TextAreaField
            label={t('activity.invitations.addLabel')}
            hint={t('activity.invitations.addHint')}
            rows={3}
            value={text}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" busy={busy === 'add'} disabled={!canSend}>
            {t('activity.invitations.add')}
          </Button>
        </form>
      </section>

      <section aria-labelledby="invitees-heading" className="activity-subsection">
        <div className="activity-subsection__head">
          <h3 id="invitees-heading">{t('activity.invitations.listHeading')}</h3>
          {invitees.length > 0 ? (
            <Button variant="secondary" busy={busy === 'remind'} disabled={!canSend || remindable === 0} onClick={() => void remind()}>
              {t('activity.invitations.remindAll')}
            </Button>
          ) : null}
        </div>
        {invitees.length === 0 ? (
          <p className="activity-empty">{t('activity.invitations.empty')}</p>
        ) : (
          <>
            <p className="muted small">{t('activity.invitations.remindHint')}</p>
            <div className="activity-table-wrap">
              <table className="activity-table activity-table--stack">
                <thead>
                  <tr>
                    <th scope="col">{t('activity.invitations.email')}</th>
                    <th scope="col">{t('activity.invitations.status')}</th>
                    <th scope="col">{t('activity.invitations.invited')}</th>
                    <th scope="col">{t('activity.invitations.reminded')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('activity.invitations.remindOne')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {invitees.map((invitee) => (
                    <tr key={invitee.guid}>
                      <th scope="row" data-label={t('activity.invitations.email')} className="activity-table__email">
                        <EmailAddress email={invitee.email} />
                      </th>
                      <td data-label={t('activity.invitations.status')}>
                        <span className={`activity-pill activity-pill--${invitee.status}`}>
                          {t(`activity.invitations.statuses.${invitee.status}`)}
                        </span>
                        {invitee.unsubscribedAt ? (
                          <span className="activity-pill activity-pill--unsubscribed">{t('activity.invitations.unsubscribed')}</span>
                        ) : null}
                      </td>
                      <td data-label={t('activity.invitations.invited')} className="activity-table__date">
                        <ZonedDateTime value={invitee.invitedAt} timeZone={timeZone} />
                      </td>
                      <td data-label={t('activity.invitations.reminded')} className="activity-table__date">
                        {invitee.lastRemindedAt ? <ZonedDateTime value={invitee.lastRemindedAt} timeZone={timeZone} /> : t('activity.invitations.never')}
                      </td>
                      <td className="activity-table__action">
                        {canSend && invitee.canRemind ? (
                          <Button
                            variant="ghost"
                            busy={busy === invitee.guid}
                            onClick={() => void remind([invitee.guid])}
                            aria-label={t('activity.invitations.remindOneLabel', { email: invitee.email })}
                          >
                            {t('activity.invitations.remindOne')}
                          </Button>
                        ) : canSend && justInvited(invitee) ? (
                          <span className="muted small">
                            {t('activity.invitations.remindFrom', { date: formatInZone(new Date(Date.parse(invitee.invitedAt) + FIRST_REMINDER_AFTER_MS), timeZone ?? runtimeTimeZone() ?? 'UTC') })}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {footer}
          </>
        )}
      </section>

      <ReminderScheduleSetting collectionGuid={collectionGuid} canSend={canSend} onChanged={onChanged} onError={onError} />
    </>
  );
}

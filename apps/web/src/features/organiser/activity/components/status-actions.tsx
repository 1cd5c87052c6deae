import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { type CollectionActivity } from '@groupgift/domain';
import { ButtonLink } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { closeCollection } from '../api/close-collection';
import { reopenCollection } from '../api/reopen-collection';
import { suspendCollection } from '../api/suspend-collection';
import { unsuspendCollection } from '../api/unsuspend-collection';
import { ConfirmDialog } from './confirm-dialog';
import { MoreMenu } from './more-menu';

type Action = 'close' | 'reopen' | 'suspend' | 'unsuspend';

export interface StatusActionsProps {
  activity: CollectionActivity;
  onChanged: (next: CollectionActivity, message: string) => void;
}

/** yyyy-mm-dd of a date a week from now: a sensible first pick for a new close date. */
function inAWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Edit, and a More menu with Close/Reopen and Suspend/Unsuspend, each status change behind a confirmation. */
export function StatusActions({ activity, onChanged }: StatusActionsProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [closeDate, setCloseDate] = useState(inAWeek);
  const needsDate = action === 'reopen' && activity.closeDatePassed;
  // Closed and suspended are separate switches: a suspended collection can still be closed or reopened.
  const closed = activity.isClosed || activity.closeDatePassed;

  function open(next: Action) {
    setError(undefined);
    setAction(next);
  }

  async function confirm() {
    if (!action) return;
    let body: { closeDate?: string } = {};
    if (needsDate) {
      // End of the chosen day in the organiser's time zone.
      const chosen = new Date(`${closeDate}T23:59:59`);
      if (Number.isNaN(chosen.getTime())) return setError(t('shared:validation.validDate'));
      if (chosen.getTime() <= Date.now()) return setError(t('shared:validation.futureDate'));
      body = { closeDate: chosen.toISOString() };
    }
    setBusy(true);
    try {
      const calls = {
        close: () => closeCollection(activity.guid),
        reopen: () => reopenCollection(activity.guid, body),
        suspend: () => suspendCollection(activity.guid),
        unsuspend: () => unsuspendCollection(activity.guid),
      } as const;
      const next = await calls[action]();
      onChanged(next, t(`activity.done.${action}`));
      setAction(null);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : undefined;
      setError(apiError?.fieldErrors.closeDate?.[0] ?? apiError?.message ?? t('shared:error.generic'));
    } finally {
      setBusy(false);
    }
  }

  const dialogText = action
    ? {
        title: t(`activity.confirm.${action}Title`),
        body: needsDate ? t('activity.confirm.reopenNeedsDate') : t(`activity.confirm.${action}Body`),
        confirm: t(`activity.actions.${action}`),
      }
    : null;

  return (
    <div className="activity-actions" role="group" aria-label={t('activity.actions.label')}>
      <ButtonLink to={`/dashboard/collections/${activity.guid}/edit`} variant="secondary">
        {t('activity.actions.edit')}
      </ButtonLink>
      {/* Close and suspend are rare and noticed by every contributor: in a menu, each behind a confirmation (decision 140). */}
      <MoreMenu
        label={t('activity.actions.more')}
        items={[
          closed
            ? { id: 'reopen', label: t('activity.actions.reopen'), onSelect: () => open('reopen') }
            : { id: 'close', label: t('activity.actions.close'), onSelect: () => open('close') },
          activity.isSuspended
            ? { id: 'unsuspend', label: t('activity.actions.unsuspend'), onSelect: () => open('unsuspend') }
            : { id: 'suspend', label: t('activity.actions.suspend'), onSelect: () => open('suspend') },
        ]}
      />
      <ConfirmDialog
        open={action !== null}
        title={dialogText?.title ?? ''}
        confirmLabel={dialogText?.confirm ?? ''}
        tone={action === 'suspend' || action === 'close' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAction(null)}
      >
        <p>{dialogText?.body}</p>
        {needsDate ? (
          <TextField
            label={t('activity.confirm.newCloseDate')}
            type="date"
            min={new Date().toISOString().slice(0, 10)}
            value={closeDate}
            onChange={(event) => setCloseDate(event.target.value)}
            error={error}
          />
        ) : error ? (
          <p className="activity-error" role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  formatMoney,
  type Market,
  type OrganiserContribution,
  type RefundResponse,
} from '@groupgift/domain';
import { ApiError } from '../../../../lib/api-client';
import { refundContribution } from '../api/refund-contribution';
import { ConfirmDialog } from './confirm-dialog';

export interface RefundDialogProps {
  market: Market;
  /** The contribution being refunded; null keeps the dialog closed. */
  contribution: OrganiserContribution | null;
  onRefunded: (answer: RefundResponse) => void;
  onCancel: () => void;
}

/**
 * Asks before sending a contribution back, naming who and how much. The dialog stays open on an
 * error so the organiser reads it and can try again; the server's message is shown when it has one.
 */
export function RefundDialog({ market, contribution, onRefunded, onCancel }: RefundDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const name = contribution?.name || t('activity.refund.someone');
  const amount = contribution ? formatMoney(contribution.amount, market) : '';

  async function confirm() {
    if (!contribution) return;
    setBusy(true);
    setError(undefined);
    try {
      onRefunded(await refundContribution(contribution.guid));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('shared:error.generic'));
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setError(undefined);
    onCancel();
  }

  return (
    <ConfirmDialog
      open={contribution !== null}
      title={t('activity.refund.title')}
      confirmLabel={t('activity.refund.confirm', { amount })}
      tone="danger"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    >
      <p>{t('activity.refund.body', { name, amount })}</p>
      <p className="muted small">{t('activity.refund.note')}</p>
      {error ? (
        <p className="activity-error" role="alert">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

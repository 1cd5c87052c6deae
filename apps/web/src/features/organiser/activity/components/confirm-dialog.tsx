import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action contributors will notice; Cancel is the safe default and takes focus first. */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'primary', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={title}
      size="small"
      onClose={busy ? undefined : onCancel}
      footer={
        <div className="activity-dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {t('activity.actions.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}

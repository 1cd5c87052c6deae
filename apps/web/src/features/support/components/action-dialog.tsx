import { useRef, useState, type ReactNode } from 'react';
import type { SupportAction, SupportAuditEntry } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { runSupportAction } from '../api/run-action';
import { SUPPORT_NS } from '../support-namespace';

type Props = {
  action: SupportAction;
  targetGuid: string;
  /** Said in the dialog above the why (a refund's amount). */
  note?: ReactNode;
  tone?: 'primary' | 'secondary' | 'danger';
  onDone: (audit: SupportAuditEntry | null, message: string) => void;
};

/**
 * One action's button and its dialog. The why is required here and on the server; the idempotency
 * key is made when the dialog opens and kept until an answer comes, so a double click or a resent
 * request is the same action (decision 156), and the button is disabled while it runs.
 */
export function ActionButton({ action, targetGuid, note, tone = 'secondary', onDone }: Props) {
  const { t } = useTranslation(SUPPORT_NS);
  const [open, setOpen] = useState(false);
  const [why, setWhy] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState('');
  // Set before the first await: a second click in the same frame sees it, before the button disables.
  const running = useRef(false);

  const start = () => {
    setWhy('');
    setError(undefined);
    setKey(crypto.randomUUID());
    setOpen(true);
  };

  const confirm = async () => {
    if (running.current) return;
    if (!why.trim()) {
      setError(t('actions.whyRequired'));
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      const { audit } = await runSupportAction(action, targetGuid, { why: why.trim(), idempotencyKey: key });
      setOpen(false);
      onDone(audit, t('actions.done', { action: t(`actions.${action}`) }));
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.fieldErrors.why?.[0] ?? caught.message : String(caught);
      if (caught instanceof ApiError && caught.fieldErrors.why) {
        setError(message);
      } else {
        setOpen(false);
        onDone(null, t('actions.refused', { detail: message }));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant={tone} onClick={start} disabled={busy}>
        {t(`actions.${action}`)}
      </Button>
      <Dialog
        open={open}
        title={t(`actions.${action}`)}
        size="small"
        onClose={busy ? undefined : () => setOpen(false)}
        footer={
          <div className="support-dialog__actions">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => void confirm()} busy={busy} disabled={busy}>
              {busy ? t('actions.busy') : t('actions.confirm')}
            </Button>
          </div>
        }
      >
        {note ? <p>{note}</p> : null}
        <TextAreaField
          label={t('actions.why')}
          hint={t('actions.whyHint')}
          value={why}
          error={error}
          required
          maxLength={500}
          rows={3}
          data-autofocus
          onChange={(event) => {
            setWhy(event.target.value);
            setError(undefined);
          }}
        />
      </Dialog>
    </>
  );
}

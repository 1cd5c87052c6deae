import { useTranslation } from '../../../lib/i18n';
import { MARKET_LOCALE, type Market, type RepeatContributionDetails } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { money } from '../../../lib/money';
import { PAY_NS } from '../../../lib/pay-namespace';
import './repeat-contribution-dialog.css';

interface RepeatContributionDialogProps {
  /** The earlier contribution the server found; null keeps the dialog closed. */
  earlier: RepeatContributionDetails | null;
  market: Market;
  busy: boolean;
  onAgain: () => void;
  onDone: () => void;
  /** Escape, the close button and the backdrop: back to the form, nothing paid. */
  onClose: () => void;
}

/** The earlier contribution's time in the browser's own time zone, written the market's way. */
export function repeatTime(iso: string, market: Market): string {
  return new Intl.DateTimeFormat(MARKET_LOCALE[market], { timeStyle: 'short' }).format(new Date(iso));
}

/**
 * "You chipped in $20.00 at 2:03 PM. Chip in again?" (decision 102). The question is the dialog's
 * name, so a screen reader says it as focus moves in; focus starts on "No, I'm done", the choice that
 * cannot charge, so a stray Enter never pays twice.
 */
export function RepeatContributionDialog({ earlier, market, busy, onAgain, onDone, onClose }: RepeatContributionDialogProps) {
  const { t } = useTranslation(PAY_NS);
  if (!earlier) return null;
  return (
    <Dialog
      open
      size="small"
      onClose={onClose}
      title={t('repeat.question', { amount: money(earlier.earlierAmountCents, market), time: repeatTime(earlier.earlierAt, market) })}
      footer={
        <div className="repeat-question__actions">
          <Button variant="secondary" onClick={onDone} data-autofocus>
            {t('repeat.done')}
          </Button>
          <Button onClick={onAgain} busy={busy}>
            {t('repeat.again')}
          </Button>
        </div>
      }
    >
      <p>{t('repeat.explain')}</p>
    </Dialog>
  );
}

import type { BalanceSummary, Market } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../../../lib/money';
import { MONEY_OUT_NS } from '../money-out-namespace';

/**
 * A calm notice for each contributor's dispute still open on the collection (decision 136): the money is
 * held and payouts wait until the bank decides. Nothing for the organiser to do, so no alarm.
 */
export function DisputeNotices({ disputes, market }: { disputes: BalanceSummary['disputes']; market: Market }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const open = disputes.filter((d) => d.status === 'open');
  if (open.length === 0) return null;
  return (
    <div className="money-why money-dispute" role="status" data-testid="money-dispute">
      {open.map((d) => (
        <p key={`${d.paymentGuid}-${d.openedAt}`}>{t('dispute.open', { amount: money(d.amount, market) })}</p>
      ))}
      <p className="muted small">{t('dispute.openHint')}</p>
    </div>
  );
}

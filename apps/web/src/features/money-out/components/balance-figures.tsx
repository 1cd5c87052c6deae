import { useTranslation } from '../../../lib/i18n';
import type { BalanceSummary, Market } from '@groupgift/domain';
import { money } from '../../../lib/money';
import { MONEY_OUT_NS } from '../money-out-namespace';

/** Collected, what came off it, and what is available now; the same figures as the statement. */
export function BalanceFigures({ balance, market }: { balance: BalanceSummary; market: Market }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const out = (cents: number) => (cents > 0 ? `−${money(cents, market)}` : money(0, market));
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'collected', label: t('figures.collected'), value: money(balance.collected, market) },
    { key: 'fees', label: t('figures.fees'), value: out(balance.fees) },
  ];
  if (balance.charityShare > 0 || balance.charityName) {
    rows.push({
      key: 'charity',
      label: balance.charityName ? t('figures.charity', { name: balance.charityName }) : t('figures.charityUnnamed'),
      value: out(balance.charityShare),
    });
  }
  rows.push(
    { key: 'refunded', label: t('figures.refunded'), value: out(balance.refunded) },
    { key: 'redeemed', label: t('figures.redeemed'), value: out(balance.redeemed) },
  );
  if (balance.disputed > 0) rows.push({ key: 'disputed', label: t('figures.disputed'), value: out(balance.disputed) });
  return (
    <dl className="money-figures" aria-label={t('figures.label')}>
      {rows.map((row) => (
        <div key={row.key} className="money-figures__row">
          <dt>{row.label}</dt>
          <dd data-testid={`money-${row.key}`}>{row.value}</dd>
        </div>
      ))}
      <div className="money-figures__row money-figures__available">
        <dt>{t('figures.available')}</dt>
        <dd data-testid="money-available">{money(balance.available, market)}</dd>
      </div>
    </dl>
  );
}

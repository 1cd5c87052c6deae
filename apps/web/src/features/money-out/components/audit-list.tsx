import { useTranslation } from '../../../lib/i18n';
import type { BalanceSummary } from '@groupgift/domain';
import { formatAt } from '../format';
import { MONEY_OUT_NS } from '../money-out-namespace';

/** Who did what when, and from which address: every redemption state change and redeemer change. */
export function AuditList({ audit, timeZone }: { audit: BalanceSummary['audit']; timeZone: string }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  return (
    <div className="money-audit" data-testid="money-audit">
      <h3>{t('audit.heading')}</h3>
      {audit.length === 0 ? (
        <p className="muted small">{t('audit.empty')}</p>
      ) : (
        <ol className="money-audit__list">
          {audit.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="money-audit__event">{entry.event}</span>
              <span className="muted small">
                {t(`audit.actor.${entry.actor}`)} · <time dateTime={entry.at}>{formatAt(entry.at, timeZone)}</time>
                {entry.ip ? ` · ${t('audit.from', { ip: entry.ip })}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

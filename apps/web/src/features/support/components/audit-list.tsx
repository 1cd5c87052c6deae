import { Link } from 'react-router';
import type { SupportAuditEntry } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { supportTime } from '../format';
import { SUPPORT_NS } from '../support-namespace';

/** Support actions, newest first: who did what, to what, why, when, and how it ended. */
export function AuditList({ entries, timeZone, showTarget = false }: { entries: SupportAuditEntry[]; timeZone?: string | null; showTarget?: boolean }) {
  const { t } = useTranslation(SUPPORT_NS);
  if (entries.length === 0) return <p className="muted">{t('audit.empty')}</p>;
  return (
    <ul className="support-list" data-testid="audit-list">
      {entries.map((entry) => (
        <li key={entry.id} className="support-list__item">
          <div className="support-list__row">
            <strong>{t(`actions.${entry.action}`)}</strong>
            <span className={`support-badge support-badge--${entry.outcome}`}>{t(`audit.outcomes.${entry.outcome}`)}</span>
          </div>
          <dl className="support-facts support-facts--compact">
            <div>
              <dt>{t('audit.who')}</dt>
              <dd className="support-break">{entry.operatorEmail}</dd>
            </div>
            <div>
              <dt>{t('audit.when')}</dt>
              <dd>{supportTime(String(entry.at), timeZone)}</dd>
            </div>
            {showTarget ? (
              <div>
                <dt>{t('audit.target')}</dt>
                <dd>
                  <Link className="support-break" to={entry.targetKind === 'payment' ? `/support/payments/${entry.targetGuid}` : `/support/collections/${entry.targetGuid}`}>
                    {entry.targetGuid}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div className="support-facts__wide">
              <dt>{t('audit.why')}</dt>
              <dd className="support-break">{entry.why}</dd>
            </div>
            {entry.detail ? (
              <div className="support-facts__wide">
                <dt>{t('audit.detail')}</dt>
                <dd className="support-break">{entry.detail}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

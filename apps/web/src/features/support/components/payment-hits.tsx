import { Link } from 'react-router';
import type { SupportSearchResponse } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { supportMoney, supportTime } from '../format';
import { SUPPORT_NS } from '../support-namespace';

type PaymentHit = SupportSearchResponse['payments'][number];

/** Payments as links to their timelines: who, how much, its state, when and where. */
export function PaymentHits({ payments, timeZone, showCollection = true }: { payments: PaymentHit[]; timeZone?: string | null; showCollection?: boolean }) {
  const { t } = useTranslation(SUPPORT_NS);
  return (
    <ul className="support-list">
      {payments.map((p) => (
        <li key={p.guid} className="support-list__item">
          <div className="support-list__row">
            <Link to={`/support/payments/${p.guid}`} aria-label={t('collection.openPayment', { name: p.name || p.email || String(p.id) })}>
              <strong>{p.name || p.email || `#${p.id}`}</strong>
            </Link>
            <span className={`support-badge support-badge--${p.status}`}>{t(`status.${p.status}`)}</span>
          </div>
          <p className="support-list__meta">
            <span>{supportMoney(p.amount, p.currency)}</span>
            <span className="support-break">{p.email ?? t('fields.noEmail')}</span>
            <span>{supportTime(String(p.createdAt), timeZone)}</span>
            {showCollection && p.collectionTitle ? <span>{p.collectionTitle}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

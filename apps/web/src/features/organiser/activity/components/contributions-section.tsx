import { useTranslation } from 'react-i18next';
import { formatMoney, type Market, type OrganiserContribution } from '@groupgift/domain';
import { formatMediumDate } from '../../../../lib/i18n';

export interface ContributionsSectionProps {
  market: Market;
  contributions: OrganiserContribution[];
}

/** Who gave what: a table on wide screens, one card per contribution on phones (CSS). */
export function ContributionsSection({ market, contributions }: ContributionsSectionProps) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, market);
  const label = (key: string) => t(`activity.contributions.${key}`);
  return (
    <section aria-labelledby="contributions-heading" className="activity-section">
      <h2 id="contributions-heading">{label('heading')}</h2>
      <p className="muted small">{label('privacy')}</p>
      {contributions.length === 0 ? (
        <p className="activity-empty">{label('empty')}</p>
      ) : (
        <div className="activity-table-wrap">
          <table className="activity-table activity-table--stack">
            <thead>
              <tr>
                <th scope="col">{label('name')}</th>
                <th scope="col">{label('email')}</th>
                <th scope="col" className="num">{label('amount')}</th>
                <th scope="col" className="num">{label('fee')}</th>
                <th scope="col" className="num">{label('net')}</th>
                <th scope="col" className="num">{label('charity')}</th>
                <th scope="col">{label('status')}</th>
                <th scope="col">{label('date')}</th>
                <th scope="col">{label('invoice')}</th>
              </tr>
            </thead>
            <tbody>
              {contributions.map((c) => (
                <tr key={c.guid}>
                  <th scope="row" data-label={label('name')}>
                    {c.name || '—'}
                  </th>
                  <td data-label={label('email')} className="activity-table__email">
                    {c.email ?? '—'}
                  </td>
                  <td data-label={label('amount')} className="num">
                    {money(c.amount)}
                  </td>
                  <td data-label={label('fee')} className="num">
                    {money(c.fee)}
                  </td>
                  <td data-label={label('net')} className="num">
                    {money(c.net)}
                  </td>
                  <td data-label={label('charity')} className="num">
                    {money(c.charityShare)}
                  </td>
                  <td data-label={label('status')}>
                    <span className={`activity-pill activity-pill--${c.status}`}>{t(`activity.contributions.statuses.${c.status}`)}</span>
                  </td>
                  <td data-label={label('date')}>{formatMediumDate(c.date)}</td>
                  <td data-label={label('invoice')}>{c.invoiceNumber ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

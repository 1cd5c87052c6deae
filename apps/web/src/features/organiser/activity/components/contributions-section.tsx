import { useState, type ReactNode } from 'react';
import { formatMoney, type FeeTotals, type Market, type OrganiserContribution, type RefundResponse } from '@groupgift/domain';
import { Button } from '../../../../components/ui/button';
import { EmailAddress } from '../../../../components/ui/email-address';
import { useTranslation } from '../../../../lib/i18n';
import { ZonedDateTime } from './zoned-date-time';
import { RefundDialog } from './refund-dialog';

export interface ContributionsSectionProps {
  market: Market;
  /** The collection's zone (decision 144); the browser's until the page knows it. */
  timeZone?: string;
  contributions: OrganiserContribution[];
  /** A refund went through (or was accepted as pending): the page updates its figures. */
  onRefunded?: (answer: RefundResponse, message: string) => void;
  /** Refunds answered earlier in this visit: a pending one still reads "succeeded" in the list. */
  refundStates?: Record<string, RefundResponse['status']>;
  /** Under the table: the count and "Show more" of the paged list. */
  footer?: ReactNode;
  /** The whole list's fee breakdown from the server (decision 143): the statement's totals. */
  totals?: FeeTotals | null;
  /** False once people can no longer join: an empty list then does not ask to share the link. */
  canJoin?: boolean;
}

/** A refund the provider accepted but confirms later: the list still says succeeded until then. */
type RowStatus = OrganiserContribution['status'] | 'refund_pending';

/** Who gave what: a table on wide screens, one card per contribution on phones (CSS). */
export function ContributionsSection({ market, timeZone, contributions, onRefunded, refundStates, footer, totals, canJoin = true }: ContributionsSectionProps) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState<OrganiserContribution | null>(null);
  // Only the selected tab is mounted: start from what the page remembers.
  const [refunds, setRefunds] = useState<Record<string, RefundResponse['status']>>(() => refundStates ?? {});
  const money = (cents: number) => formatMoney(cents, market);
  const { t: label } = useTranslation('translation', { keyPrefix: 'activity.contributions' });
  const statusOf = (c: OrganiserContribution): RowStatus => {
    const refund = refunds[c.guid];
    if (c.status !== 'succeeded' || !refund) return c.status;
    return refund === 'refunded' ? 'refunded' : 'refund_pending';
  };

  function refunded(answer: RefundResponse) {
    setRefunds((previous) => ({ ...previous, [answer.paymentGuid]: answer.status }));
    const who = refunding?.name || t('activity.refund.someone');
    setRefunding(null);
    onRefunded?.(answer, t(`activity.refund.done.${answer.status}`, { name: who, amount: money(answer.amount) }));
  }
  return (
    <section aria-labelledby="contributions-heading" className="activity-section">
      <h2 id="contributions-heading">{label('heading')}</h2>
      <p className="muted small">{label('privacy')}</p>
      {contributions.length === 0 ? (
        <p className="activity-empty">{label(canJoin ? 'empty' : 'emptyClosed')}</p>
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
                <th scope="col">
                  <span className="visually-hidden">{t('activity.refund.column')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {contributions.map((c) => {
                const status = statusOf(c);
                return (
                  <tr key={c.guid}>
                    <th scope="row" data-label={label('name')}>
                      {c.name || '—'}
                    </th>
                    <td data-label={label('email')} className="activity-table__email">
                      {c.email ? <EmailAddress email={c.email} /> : '—'}
                    </td>
                    <td data-label={label('amount')} className="num">
                      {money(c.amount)}
                    </td>
                    <td data-label={label('fee')} className="num" data-testid="contribution-fee">
                      <span>
                        {money(c.fee)}
                        {c.feePaidBy ? <span className="activity-fee-by">{label(`feeBy.${c.feePaidBy}`)}</span> : null}
                      </span>
                    </td>
                    <td data-label={label('net')} className="num" data-testid="contribution-net">
                      {money(c.net)}
                    </td>
                    <td data-label={label('charity')} className="num">
                      {money(c.charityShare)}
                    </td>
                    <td data-label={label('status')}>
                      <span className={`activity-pill activity-pill--${status}`} data-testid="contribution-status">
                        {t(`activity.contributions.statuses.${status}`)}
                      </span>
                    </td>
                    <td data-label={label('date')} className="activity-table__date">
                      <ZonedDateTime value={c.date} timeZone={timeZone} />
                    </td>
                    <td data-label={label('invoice')} className="activity-table__invoice">{c.invoiceNumber ?? '—'}</td>
                    <td className="activity-table__action">
                      {status === 'succeeded' ? (
                        <Button
                          variant="secondary"
                          aria-label={t('activity.refund.action', { name: c.name || t('activity.refund.someone'), amount: money(c.amount) })}
                          onClick={() => setRefunding(c)}
                        >
                          {t('activity.refund.button')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            {totals ? (
              <tfoot>
                <tr data-testid="contributions-totals">
                  <th scope="row">{label('totals')}</th>
                  <td className="activity-table__empty-cell" aria-hidden="true" />
                  <td data-label={label('amount')} className="num">
                    {money(totals.paid)}
                  </td>
                  <td data-label={label('fee')} className="num" data-testid="contributions-total-fee">
                    {money(totals.fee)}
                  </td>
                  {/* The rows' nets: the recipient's share less a demo's opening balance, which no row holds. */}
                  <td data-label={label('net')} className="num" data-testid="contributions-total-net">
                    {money(totals.recipientGets - totals.opening)}
                  </td>
                  <td data-label={label('charity')} className="num">
                    {money(totals.charity)}
                  </td>
                  <td colSpan={4} className="activity-table__empty-cell" aria-hidden="true" />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {footer}
      <RefundDialog market={market} contribution={refunding} onRefunded={refunded} onCancel={() => setRefunding(null)} />
    </section>
  );
}

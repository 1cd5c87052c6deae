import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ZonedDateTime } from './zoned-date-time';
import { formatMoney, type CollectionActivity, type OrganiserContribution, type OrganiserMessage } from '@groupgift/domain';

export interface SummaryFiguresProps {
  activity: CollectionActivity;
  /** False for a card without money: only the signatures are counted. */
  takesMoney?: boolean;
  /** Messages on the card; null when the collection has no card. */
  signed?: number | null;
  /** Under the figures: the recent activity. */
  children?: ReactNode;
}

/** The progress so far: collected, contributors, signatures, charity share and target, with progress towards the target. */
export function SummaryFigures({ activity, takesMoney = true, signed = null, children }: SummaryFiguresProps) {
  const { t } = useTranslation();
  const { summary, market } = activity;
  const money = (cents: number) => formatMoney(cents, market);
  const percent = takesMoney && summary.target > 0 ? Math.min(100, Math.floor((summary.collected / summary.target) * 100)) : null;
  return (
    <section className="card-panel activity-summary" aria-labelledby="activity-summary-heading" data-testid="progress-block">
      <h2 id="activity-summary-heading" className="activity-summary__heading">
        {t('activity.summary.heading')}
      </h2>
      <dl className="activity-summary__figures">
        {takesMoney ? (
          <div>
            <dt>{t('activity.summary.collected')}</dt>
            <dd data-testid="summary-collected">{money(summary.collected)}</dd>
          </div>
        ) : null}
        {takesMoney ? (
          <div>
            <dt>{t('activity.summary.joined')}</dt>
            <dd data-testid="summary-joined">{summary.joined}</dd>
          </div>
        ) : null}
        {signed !== null ? (
          <div>
            <dt>{t('activity.summary.signed')}</dt>
            <dd data-testid="summary-signed">{signed}</dd>
          </div>
        ) : null}
        {takesMoney && summary.breakdown.fee > 0 ? (
          <div>
            <dt>{t('activity.summary.fees')}</dt>
            <dd data-testid="summary-fees">
              {money(summary.breakdown.fee)}
              <span className="activity-summary__note">
                {t('activity.summary.feesNote', {
                  absorbed: money(summary.breakdown.feeAbsorbed),
                  onTop: money(summary.breakdown.feeOnTop),
                })}
              </span>
            </dd>
          </div>
        ) : null}
        {takesMoney && summary.breakdown.recipientGets !== summary.collected ? (
          <div>
            <dt>{t('activity.summary.recipientGets')}</dt>
            <dd data-testid="summary-recipient-gets">{money(summary.breakdown.recipientGets)}</dd>
          </div>
        ) : null}
        {takesMoney && summary.charityName ? (
          <div>
            <dt>{t('activity.summary.charity')}</dt>
            <dd>
              {money(summary.charityShare)}
              <span className="activity-summary__note">
                {t('activity.summary.charityOf', { percentage: summary.charityPercentage ?? 0, name: summary.charityName })}
              </span>
            </dd>
          </div>
        ) : null}
        {takesMoney ? (
          <div>
            <dt>{t('activity.summary.target')}</dt>
            <dd>{summary.target > 0 ? money(summary.target) : t('activity.summary.noTarget')}</dd>
          </div>
        ) : null}
      </dl>
      {percent !== null ? (
        <div className="activity-summary__progress">
          <progress max={100} value={percent} aria-label={t('activity.summary.progress', { percent })} />
          <span className="muted small">{t('activity.summary.progress', { percent })}</span>
        </div>
      ) : null}
      {children}
    </section>
  );
}

const RECENT = 5;

/** The latest few contributions and signatures, newest first: who joined since the organiser last looked. */
export function RecentActivity({
  market,
  timeZone,
  contributions,
  messages,
}: {
  market: CollectionActivity['market'];
  /** The collection's own zone (decision 144). */
  timeZone?: string;
  contributions: OrganiserContribution[];
  messages: OrganiserMessage[];
}) {
  const { t } = useTranslation();
  const events = [
    ...contributions
      .filter((row) => row.status === 'succeeded')
      .map((row) => ({ key: `c-${row.guid}`, at: row.date, text: t('activity.recent.chippedIn', { name: row.name, amount: formatMoney(row.amount, market) }) })),
    ...messages.map((row) => ({ key: `m-${row.guid}`, at: row.commentDate, text: t('activity.recent.signed', { name: row.name }) })),
  ]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, RECENT);
  if (events.length === 0) return null;
  return (
    <div className="activity-recent">
      <h3 className="activity-recent__heading">{t('activity.recent.heading')}</h3>
      <ul className="activity-recent__list">
        {events.map((event) => (
          <li key={event.key}>
            <span>{event.text}</span>
            <span className="muted small">
              <ZonedDateTime value={event.at} timeZone={timeZone} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from '../../../../lib/i18n';
import { formatMoney, type CollectionActivity } from '@groupgift/domain';

/** Collected, joined, charity share and target, with progress towards the target. */
export function SummaryFigures({ activity }: { activity: CollectionActivity }) {
  const { t } = useTranslation();
  const { summary, market } = activity;
  const money = (cents: number) => formatMoney(cents, market);
  const percent = summary.target > 0 ? Math.min(100, Math.floor((summary.collected / summary.target) * 100)) : null;
  return (
    <section className="card-panel activity-summary" aria-labelledby="activity-summary-heading">
      <h2 id="activity-summary-heading" className="visually-hidden">
        {t('activity.summary.heading')}
      </h2>
      <dl className="activity-summary__figures">
        <div>
          <dt>{t('activity.summary.collected')}</dt>
          <dd data-testid="summary-collected">{money(summary.collected)}</dd>
        </div>
        {summary.breakdown.fee > 0 ? (
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
        {summary.breakdown.recipientGets !== summary.collected ? (
          <div>
            <dt>{t('activity.summary.recipientGets')}</dt>
            <dd data-testid="summary-recipient-gets">{money(summary.breakdown.recipientGets)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('activity.summary.joined')}</dt>
          <dd data-testid="summary-joined">{summary.joined}</dd>
        </div>
        {summary.charityName ? (
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
        <div>
          <dt>{t('activity.summary.target')}</dt>
          <dd>{summary.target > 0 ? money(summary.target) : t('activity.summary.noTarget')}</dd>
        </div>
      </dl>
      {percent !== null ? (
        <div className="activity-summary__progress">
          <progress max={100} value={percent} aria-label={t('activity.summary.progress', { percent })} />
          <span className="muted small">{t('activity.summary.progress', { percent })}</span>
        </div>
      ) : null}
    </section>
  );
}

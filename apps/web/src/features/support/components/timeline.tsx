import type { TimelineEvent } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { supportMoney, supportTime } from '../format';
import { SUPPORT_NS } from '../support-namespace';

/** What happened to a payment, oldest first, each at its time on the collection's clock. */
export function Timeline({ events, timeZone, currency }: { events: TimelineEvent[]; timeZone: string | null; currency: string }) {
  const { t } = useTranslation(SUPPORT_NS);
  const label = (e: TimelineEvent): string => {
    const values = { name: e.name, state: e.state ?? '' };
    switch (e.kind) {
      case 'attempt':
        return t('timeline.attempt');
      case 'provider':
        return e.name === 'unknown_outcome' ? t('timeline.unknown') : t('timeline.provider', values);
      default:
        return t(`timeline.${e.kind}`, values);
    }
  };
  const amount = (cents: number) => (cents < 0 ? t('timeline.negative', { amount: supportMoney(cents, currency) }) : supportMoney(cents, currency));
  return (
    <ol className="support-timeline" data-testid="timeline">
      {events.map((e, i) => (
        <li key={`${e.kind}-${i}`} className={`support-timeline__item support-timeline__item--${e.kind}`}>
          <time dateTime={String(e.at)} className="support-timeline__time">
            {supportTime(String(e.at), timeZone)}
          </time>
          <p className="support-timeline__what">
            {label(e)}
            {e.amount !== null ? <span className="support-timeline__amount"> {amount(e.amount)}</span> : null}
          </p>
          {e.detail ? <p className="support-timeline__detail support-break">{e.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}

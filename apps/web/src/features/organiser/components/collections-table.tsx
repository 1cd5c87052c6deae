import { Link } from 'react-router';
import { formatInZone, formatMoney, setupTypeHasCard, setupTypeTakesMoney, type CollectionListItem, type CollectionSort } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';
import { DeliveryNote } from './delivery-note';
import { Icon } from '../../../components/ui/icon';
import { nextStep } from '../collection-life';

export interface SortState {
  sort: CollectionSort;
  direction: 'asc' | 'desc';
}

interface Props {
  items: CollectionListItem[];
  total: number;
  sort: SortState;
  onSort: (sort: CollectionSort) => void;
}

function SortHeader({ column, label, sort, onSort }: { column: CollectionSort; label: string; sort: SortState; onSort: Props['onSort'] }) {
  const { t } = useTranslation();
  const active = sort.sort === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span className="sort-button__icon" aria-hidden="true">
          <Icon name={active ? (sort.direction === 'asc' ? 'sort-up' : 'sort-down') : 'sort-both'} />
        </span>
        {active ? <span className="visually-hidden">, {t(sort.direction === 'asc' ? 'organiser.dashboard.sortAsc' : 'organiser.dashboard.sortDesc')}</span> : null}
      </button>
    </th>
  );
}

/** The dashboard table. On phones CSS turns each row into a stacked card labelled by data-label. */
export function CollectionsTable({ items, total, sort, onSort }: Props) {
  const { t } = useTranslation();
  const col = (key: 'title' | 'nextStep' | 'setupType' | 'status' | 'closeDate' | 'collected' | 'joined' | 'created' | 'actions') =>
    t(`organiser.dashboard.columns.${key}`);
  return (
    <table className="collections-table">
      <caption className="visually-hidden">{t('organiser.dashboard.caption', { count: total })}</caption>
      <thead>
        <tr>
          <SortHeader column="title" label={col('title')} sort={sort} onSort={onSort} />
          <th scope="col">{col('nextStep')}</th>
          <th scope="col">{col('setupType')}</th>
          <th scope="col">{col('status')}</th>
          <SortHeader column="closeDate" label={col('closeDate')} sort={sort} onSort={onSort} />
          <SortHeader column="collected" label={col('collected')} sort={sort} onSort={onSort} />
          <th scope="col">{col('joined')}</th>
          <SortHeader column="created" label={col('created')} sort={sort} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">{col('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.guid} data-testid="collection-row">
            <th scope="row" data-label={col('title')}>
              <Link to={`/dashboard/collections/${item.guid}`} className="collections-table__title">
                {item.title}
              </Link>
              {item.recipientName ? <span className="collections-table__recipient">{t('organiser.dashboard.columns.recipient')}: {item.recipientName}</span> : null}
            </th>
            <td data-label={col('nextStep')} className="collections-table__next">
              <NextStepText item={item} />
            </td>
            <td data-label={col('setupType')}>{item.setupType}</td>
            <td data-label={col('status')}>
              <StatusBadge status={item.status} />
              <DeliveryNote delivery={item.delivery} timeZone={item.timeZone} />
            </td>
            <td data-label={col('closeDate')} className="collections-table__date" title={formatInZone(item.closeDate, item.timeZone)}>
              {formatInZone(item.closeDate, item.timeZone, 'date')}
            </td>
            <td data-label={col('collected')} className="num">
              <span>
                {formatMoney(item.collectedCents, item.market)}
                {item.targetCents > 0 ? <span className="muted small"> / {formatMoney(item.targetCents, item.market)}</span> : null}
                {item.feesCents > 0 ? (
                  <span className="collections-table__fees muted small" data-testid="collection-fees">
                    {t('organiser.dashboard.feesNote', {
                      fees: formatMoney(item.feesCents, item.market),
                      recipient: formatMoney(item.recipientGetsCents, item.market),
                    })}
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label={col('joined')} className="num">
              {item.joinedCount}
            </td>
            <td data-label={col('created')} className="collections-table__date">{formatInZone(item.createdAt, item.timeZone, 'date')}</td>
            <td className="collections-table__actions">
              <Link to={`/dashboard/collections/${item.guid}`} aria-label={t('organiser.dashboard.viewLabel', { title: item.title })}>
                {t('organiser.dashboard.view')}
              </Link>
              <Link to={`/dashboard/collections/${item.guid}/edit`} aria-label={t('organiser.dashboard.editLabel', { title: item.title })}>
                {t('organiser.dashboard.edit')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The collection's next step in words (decision 140): "Share the link", "3 people have signed: deliver on 17 Dec". */
export function NextStepText({ item, now = new Date() }: { item: CollectionListItem; now?: Date }) {
  const { t } = useTranslation();
  const step = nextStep(
    {
      status: item.status,
      closeDate: item.closeDate,
      joined: item.joinedCount,
      signed: item.signedCount,
      hasCard: setupTypeHasCard(item.setupType),
      takesMoney: setupTypeTakesMoney(item.setupType),
      delivery: item.delivery,
    },
    now,
  );
  const text = (() => {
    switch (step.kind) {
      case 'share':
        return t('organiser.dashboard.nextStep.share');
      case 'suspended':
        return t('organiser.dashboard.nextStep.suspended');
      case 'reopen':
        return t('organiser.dashboard.nextStep.reopen');
      case 'signed':
        return t('organiser.dashboard.nextStep.signed', { count: step.count, date: formatInZone(step.date, item.timeZone, 'date') });
      case 'chippedIn':
        return t('organiser.dashboard.nextStep.chippedIn', { count: step.count, date: formatInZone(step.date, item.timeZone, 'date') });
      case 'deliverNow':
        return t('organiser.dashboard.nextStep.deliverNow', { count: step.count });
      case 'withdraw':
        return t('organiser.dashboard.nextStep.withdraw', { count: step.count });
      case 'scheduled':
        return t('organiser.dashboard.nextStep.scheduled', { date: formatInZone(step.date, item.timeZone) });
      case 'delivered':
        return step.date ? t('organiser.dashboard.nextStep.deliveredOn', { date: formatInZone(step.date, item.timeZone, 'date') }) : t('organiser.dashboard.nextStep.delivered');
    }
  })();
  return (
    <span className={`next-step next-step--${step.kind}`} data-testid="next-step">
      {text}
    </span>
  );
}

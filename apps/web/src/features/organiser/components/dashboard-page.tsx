import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import {
  COLLECTION_SORTS,
  collectionListQuerySchema,
  type CollectionSort,
  packPaymentPath,
} from '@groupgift/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOrganiserSession } from '../../../lib/organiser-session';
import { useCollectionList } from '../hooks/use-collection-list';
import { CollectionsTable } from './collections-table';
import './organiser.css';
// The .ui-input look comes from the field styles, which this screen may load before any Field.
import '../../../components/ui/field.css';

// Sorting by a column starts in the direction people expect: A→Z for titles, newest/largest first otherwise.
const FIRST_DIRECTION: Record<CollectionSort, 'asc' | 'desc'> = { title: 'asc', closeDate: 'asc', created: 'desc', collected: 'desc' };

/** /dashboard: the organiser's collections. Page, sort and search live in the URL so Back and links keep them. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = collectionListQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : collectionListQuerySchema.parse({});
  const { state, reload } = useCollectionList(query);
  const [searchText, setSearchText] = useState(query.search);

  useEffect(() => setSearchText(query.search), [query.search]);

  function update(patch: Record<string, string | number | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  }

  function onSort(sort: CollectionSort) {
    const direction = query.sort === sort ? (query.direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[sort];
    update({ sort, direction, page: undefined });
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ search: searchText.trim(), page: undefined });
  }

  const data = state.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  const noneAtAll = state.status === 'ready' && data?.total === 0 && !query.search;

  return (
    <div className="organiser-page">
      <div className="organiser-page__head">
        <h1>{t('organiser.dashboard.heading')}</h1>
        <div className="organiser-page__actions">
          <BuyPackLink />
          {noneAtAll ? null : <ButtonLink to="/dashboard/collections/new">{t('organiser.dashboard.create')}</ButtonLink>}
        </div>
      </div>

      {noneAtAll ? (
        <section className="card-panel empty-state" aria-labelledby="empty-title">
          <h2 id="empty-title">{t('organiser.dashboard.emptyTitle')}</h2>
          <p className="muted">{t('organiser.dashboard.emptyBody')}</p>
          <ButtonLink to="/dashboard/collections/new">{t('organiser.dashboard.create')}</ButtonLink>
        </section>
      ) : (
        <section className="card-panel dashboard" aria-busy={state.status === 'loading' || undefined}>
          <div className="dashboard__tools">
            <form role="search" className="dashboard__search" onSubmit={onSearch}>
              <label htmlFor="collection-search" className="visually-hidden">
                {t('organiser.dashboard.searchLabel')}
              </label>
              <input
                id="collection-search"
                className="ui-input"
                type="search"
                value={searchText}
                maxLength={100}
                placeholder={t('organiser.dashboard.searchPlaceholder')}
                onChange={(event) => setSearchText(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                {t('organiser.dashboard.search')}
              </Button>
              {query.search ? (
                <Button variant="ghost" onClick={() => update({ search: undefined, page: undefined })}>
                  {t('organiser.dashboard.clearSearch')}
                </Button>
              ) : null}
            </form>
            {/* Phones see cards, not column headers, so they sort with this instead. */}
            <div className="dashboard__sort">
              <label htmlFor="collection-sort">{t('organiser.dashboard.sortLabel')}</label>
              <select
                id="collection-sort"
                className="ui-input"
                value={`${query.sort}:${query.direction}`}
                onChange={(event) => {
                  const [sort, direction] = event.target.value.split(':');
                  update({ sort, direction, page: undefined });
                }}
              >
                {COLLECTION_SORTS.flatMap((sort) =>
                  (['asc', 'desc'] as const).map((direction) => (
                    <option key={`${sort}:${direction}`} value={`${sort}:${direction}`}>
                      {t(`organiser.dashboard.columns.${sort}`)} ({t(`organiser.dashboard.sort${direction === 'asc' ? 'Asc' : 'Desc'}`)})
                    </option>
                  )),
                )}
              </select>
            </div>
          </div>

          {state.status === 'failed' ? (
            <div className="notice notice--error" role="alert">
              <p>{t('organiser.dashboard.loadFailed')}</p>
              <Button variant="secondary" onClick={reload}>
                {t('organiser.dashboard.retry')}
              </Button>
            </div>
          ) : null}

          {state.status === 'loading' && !data ? (
            <div className="dashboard__loading">
              <Spinner label={t('organiser.dashboard.loading')} />
            </div>
          ) : null}

          {data && data.total === 0 && query.search ? <p role="status">{t('organiser.dashboard.noMatches', { search: query.search })}</p> : null}

          {data && data.items.length > 0 ? (
            <>
              <CollectionsTable items={data.items} total={data.total} sort={query} onSort={onSort} />
              <nav className="pager" aria-label={t('organiser.dashboard.pagination')}>
                <p className="pager__summary" role="status">
                  {t('organiser.dashboard.showing', { from: first, to: last, total: data.total })}
                </p>
                <div className="pager__buttons">
                  <Button variant="secondary" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 })}>
                    {t('organiser.dashboard.previous')}
                  </Button>
                  <span>{t('organiser.dashboard.pageOf', { page: query.page, pages })}</span>
                  <Button variant="secondary" disabled={query.page >= pages} onClick={() => update({ page: query.page + 1 })}>
                    {t('organiser.dashboard.next')}
                  </Button>
                </div>
              </nav>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** The pack page (SPEC §2 /payment?packpayment=true&userid=) names the buyer by the organiser's guid. */
function BuyPackLink() {
  const { t } = useTranslation();
  const { organiser } = useOrganiserSession();
  if (!organiser) return null;
  return (
    <ButtonLink variant="secondary" to={packPaymentPath(organiser.guid)}>
      {t('organiser.dashboard.buyPack')}
    </ButtonLink>
  );
}

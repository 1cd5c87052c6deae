import { useCallback, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@groupgift/domain';
import { useResource, type ResourceOptions } from '../../../../lib/use-resource';

/** One answer of a paged list endpoint, whatever its rows are called. */
export interface ListPage<Row, Summary> {
  rows: Row[];
  nextCursor: string | null;
  /** Counts over the whole list: on the first page only (decision 122). */
  summary: Summary | null;
}

export type LoadListPage<Row, Summary> = (
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
) => Promise<ListPage<Row, Summary>>;

interface Held<Row, Summary> {
  rows: Row[];
  nextCursor: string | null;
  summary: Summary | null;
}

/** Later pages never repeat a row already shown, even after the list changed between reads. */
function appendNew<Row extends { guid: string }>(shown: Row[], more: Row[]): Row[] {
  const seen = new Set(shown.map((row) => row.guid));
  return [...shown, ...more.filter((row) => !seen.has(row.guid))];
}

/**
 * A list read a page at a time: the first page on load, the next on `loadMore` ("Show more").
 * `reload` (after a refund, an invitation, a reminder) reads again as many rows as are shown, so the
 * organiser keeps their place and every row is fresh; `update` applies a write's answer in place.
 */
export function usePagedList<Row extends { guid: string }, Summary>(
  load: LoadListPage<Row, Summary>,
  deps: readonly unknown[],
  options?: ResourceOptions,
) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const shownRef = useRef(0);

  const resource = useResource<Held<Row, Summary>>(async (signal) => {
    const wanted = Math.max(shownRef.current, PAGE_SIZE_DEFAULT);
    let held: Held<Row, Summary> = { rows: [], nextCursor: null, summary: null };
    for (let cursor: string | undefined; ; ) {
      const limit = Math.min(wanted - held.rows.length, PAGE_SIZE_MAX);
      const page = await loadRef.current({ cursor, limit }, signal);
      const rows = appendNew(held.rows, page.rows);
      const added = rows.length - held.rows.length;
      held = { rows, nextCursor: page.nextCursor, summary: cursor ? held.summary : page.summary };
      // A short page is the last one; a page of nothing new would only repeat itself.
      if (!page.nextCursor || rows.length >= wanted || page.rows.length < limit || added === 0) return held;
      cursor = page.nextCursor;
    }
  }, deps, options);

  const latest = useRef(resource.data);
  latest.current = resource.data;
  shownRef.current = resource.data?.rows.length ?? 0;
  const { setData } = resource;
  const [loadingMore, setLoadingMore] = useState(false);

  /** Reads the next page; a failure is thrown to the caller, which says so on the page. */
  const loadMore = useCallback(async () => {
    const cursor = latest.current?.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await loadRef.current({ cursor, limit: PAGE_SIZE_DEFAULT });
      // Merged into what is shown now: a row hidden or deleted meanwhile keeps that change.
      const now = latest.current;
      if (now) setData({ ...now, rows: appendNew(now.rows, page.rows), nextCursor: page.nextCursor });
    } finally {
      setLoadingMore(false);
    }
  }, [setData]);

  const update = useCallback(
    (rows: (shown: Row[]) => Row[], summary?: (whole: Summary) => Summary) => {
      const now = latest.current;
      if (!now) return;
      setData({ ...now, rows: rows(now.rows), summary: now.summary && summary ? summary(now.summary) : now.summary });
    },
    [setData],
  );

  return {
    status: resource.status,
    rows: resource.data?.rows ?? [],
    summary: resource.data?.summary ?? null,
    hasMore: Boolean(resource.data?.nextCursor),
    loadingMore,
    loadMore,
    reload: resource.reload,
    update,
  };
}

export type PagedList<Row extends { guid: string }, Summary> = ReturnType<typeof usePagedList<Row, Summary>>;

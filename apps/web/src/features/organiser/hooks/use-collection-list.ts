import { useCallback, useEffect, useState } from 'react';
import type { CollectionListQuery, CollectionListResponse } from '@groupgift/domain';
import { listCollections } from '../api/list-collections';

export type ListState =
  | { status: 'loading'; data: CollectionListResponse | null }
  | { status: 'ready'; data: CollectionListResponse }
  | { status: 'failed'; data: CollectionListResponse | null; message: string };

/** Loads a page of collections whenever the query changes; an older answer never overwrites a newer one. */
export function useCollectionList(query: CollectionListQuery): { state: ListState; reload: () => void } {
  const [state, setState] = useState<ListState>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const { page, pageSize, sort, direction, search } = query;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    listCollections({ page, pageSize, sort, direction, search }, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: 'failed', data: previous.data, message: error instanceof Error ? error.message : '' }));
      });
    return () => controller.abort();
  }, [page, pageSize, sort, direction, search, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

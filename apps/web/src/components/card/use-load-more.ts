import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A page of items and the cursor of the next (null on the last), as every paged API answers. */
export interface LoadedPage<Item> {
  items: readonly Item[];
  nextCursor: string | null;
}

export type FetchPage<Item> = (cursor: string, signal: AbortSignal) => Promise<LoadedPage<Item>>;

export interface LoadMore<Item> {
  /** The first page and every page loaded since, each item once, in order. */
  items: Item[];
  hasMore: boolean;
  loading: boolean;
  /** The last load failed; `loadMore` tries again. */
  failed: boolean;
  /** Loads the next page; a call while one loads is ignored, so scrolling and clicking never double up. */
  loadMore: () => Promise<void>;
  /** Loads every remaining page (before printing the whole card). */
  loadAll: () => Promise<void>;
}

/**
 * "Load more" over a keyset-paged list (decision 121). Starts from the page the screen already has;
 * a new first page (the card read again) starts over. Items are kept once by `keyOf`: a page that
 * repeats one already shown (a message that moved) does not show it twice. The cursor is the server's
 * key of the last item, so items written meanwhile come on a later page rather than being skipped.
 */
export function useLoadMore<Item>(
  first: LoadedPage<Item>,
  fetchPage: FetchPage<Item> | null,
  keyOf: (item: Item) => string,
): LoadMore<Item> {
  const [more, setMore] = useState<{ first: LoadedPage<Item>; items: Item[]; cursor: string | null }>({
    first,
    items: [],
    cursor: first.nextCursor,
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  // Read through refs so loadMore keeps one identity (observers hold it) yet sees the newest state.
  const state = useRef({ more, fetchPage });
  state.current = { more, fetchPage };

  // A fresh read of the card whose first page holds the same messages and cursor keeps what the
  // reader has loaded (only the first page's own text is refreshed): starting over would fold the
  // list back under their thumb and fetch its pages again. A first page that differs replaces
  // everything loaded from the old one, and a load still under way for it is dropped when it lands.
  let current = more;
  if (more.first.items !== first.items || more.first.nextCursor !== first.nextCursor) {
    current = samePage(more.first, first, keyOf) ? { ...more, first } : { first, items: [], cursor: first.nextCursor };
    setMore(current);
  }

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(async () => {
    const { more: from, fetchPage: fetcher } = state.current;
    if (inFlight.current || !from.cursor || !fetcher) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetcher(from.cursor, controller.signal);
      if (controller.signal.aborted) return;
      const next = { first: from.first, items: [...from.items, ...page.items], cursor: page.nextCursor };
      state.current = { ...state.current, more: next };
      setMore((now) => (now.first === from.first || (now.items === from.items && now.cursor === from.cursor) ? { ...next, first: now.first } : now));
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setLoading(false);
      }
    }
  }, []);

  const loadAll = useCallback(async () => {
    while (state.current.more.cursor && !inFlight.current) {
      const before = state.current.more;
      await loadMore();
      // Stop on a failure (nothing moved) instead of asking again forever.
      if (state.current.more === before) return;
    }
  }, [loadMore]);

  const firstItems = current.first.items;
  const moreItems = current.items;
  const items = useMemo(() => {
    const seen = new Set<string>();
    return [...firstItems, ...moreItems].filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [firstItems, moreItems, keyOf]);

  return { items, hasMore: current.cursor !== null && fetchPage !== null, loading, failed, loadMore, loadAll };
}

/** Two first pages with the same items, by key and in order, and the same next cursor. */
function samePage<Item>(a: LoadedPage<Item>, b: LoadedPage<Item>, keyOf: (item: Item) => string): boolean {
  return a.nextCursor === b.nextCursor && a.items.length === b.items.length && a.items.every((item, i) => keyOf(item) === keyOf(b.items[i]!));
}

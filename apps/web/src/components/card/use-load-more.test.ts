import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadMore, type FetchPage, type LoadedPage } from './use-load-more';

type Item = { id: string };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const keyOf = (item: Item) => item.id;
const ids = (list: Item[]) => list.map((item) => item.id);

/** A server of pages: cursor "c1" answers the second page, and so on. */
function pagesOf(pages: Record<string, LoadedPage<Item>>) {
  return vi.fn<FetchPage<Item>>(async (cursor) => {
    const page = pages[cursor];
    if (!page) throw new Error(`no page at ${cursor}`);
    return page;
  });
}

/** A server whose next page the test answers when it chooses, to act while a load is under way. */
function heldPage() {
  let resolve: (page: LoadedPage<Item>) => void = () => undefined;
  const fetchPage = vi.fn<FetchPage<Item>>(() => new Promise((r) => (resolve = r)));
  return { fetchPage, answer: (page: LoadedPage<Item>) => resolve(page) };
}

describe('useLoadMore', () => {
  it('appends each next page once, and knows the last', async () => {
    const fetchPage = pagesOf({ c1: { items: items('c', 'd'), nextCursor: 'c2' }, c2: { items: items('e'), nextCursor: null } });
    const first = { items: items('a', 'b'), nextCursor: 'c1' };
    const { result } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    expect(ids(result.current.items)).toEqual(['a', 'b']);
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd']);
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.current.hasMore).toBe(false);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('asks once when the observer and a click ask together', async () => {
    const { fetchPage, answer } = heldPage();
    const first = { items: items('a'), nextCursor: 'c1' };
    const { result } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    let both: Promise<unknown> = Promise.resolve();
    act(() => {
      both = Promise.all([result.current.loadMore(), result.current.loadMore()]);
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      answer({ items: items('b'), nextCursor: null });
      await both;
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(ids(result.current.items)).toEqual(['a', 'b']);
  });

  it('shows an item a later page repeats only once', async () => {
    const fetchPage = pagesOf({ c1: { items: items('b', 'c'), nextCursor: null } });
    const first = { items: items('a', 'b'), nextCursor: 'c1' };
    const { result } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
  });

  it('says a failed load failed, and the next try picks up where it stopped', async () => {
    const fetchPage = vi
      .fn<FetchPage<Item>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: items('b'), nextCursor: null });
    const first = { items: items('a'), nextCursor: 'c1' };
    const { result } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    await act(() => result.current.loadMore());
    expect(result.current.failed).toBe(true);
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(result.current.failed).toBe(false);
    expect(fetchPage).toHaveBeenNthCalledWith(2, 'c1', expect.any(AbortSignal));
    expect(ids(result.current.items)).toEqual(['a', 'b']);
  });

  it('starts over from a new first page (the card read again)', async () => {
    const fetchPage = pagesOf({ c1: { items: items('b'), nextCursor: null }, n1: { items: items('y'), nextCursor: null } });
    let first = { items: items('a'), nextCursor: 'c1' };
    const { result, rerender } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(['a', 'b']);
    first = { items: items('x'), nextCursor: 'n1' };
    rerender();
    expect(ids(result.current.items)).toEqual(['x']);
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(['x', 'y']);
  });

  it('keeps the loaded pages when the card is read again with the same first page', async () => {
    type Message = { id: string; text: string };
    const fetchPage = vi.fn<FetchPage<Message>>(async () => ({ items: [{ id: 'b', text: 'second' }], nextCursor: null }));
    let first: LoadedPage<Message> = { items: [{ id: 'a', text: 'first' }], nextCursor: 'c1' };
    const { result, rerender } = renderHook(() => useLoadMore(first, fetchPage, (m: Message) => m.id));
    await act(() => result.current.loadMore());
    // A fresh read: new objects, the same messages and cursor, one message's text edited.
    first = { items: [{ id: 'a', text: 'first, edited' }], nextCursor: 'c1' };
    rerender();
    expect(result.current.items.map((m) => m.text)).toEqual(['first, edited', 'second']);
    expect(result.current.hasMore).toBe(false);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that lands after the card was read again with the same first page', async () => {
    const { fetchPage, answer } = heldPage();
    let first = { items: items('a'), nextCursor: 'c1' };
    const { result, rerender } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = result.current.loadMore();
    });
    first = { items: items('a'), nextCursor: 'c1' };
    rerender();
    await act(async () => {
      answer({ items: items('b'), nextCursor: null });
      await loading;
    });
    expect(ids(result.current.items)).toEqual(['a', 'b']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('loads every remaining page for print', async () => {
    const fetchPage = pagesOf({
      c1: { items: items('b'), nextCursor: 'c2' },
      c2: { items: items('c'), nextCursor: 'c3' },
      c3: { items: items('d'), nextCursor: null },
    });
    const first = { items: items('a'), nextCursor: 'c1' };
    const { result } = renderHook(() => useLoadMore(first, fetchPage, keyOf));
    await act(() => result.current.loadAll());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd']));
    expect(result.current.hasMore).toBe(false);
  });
});

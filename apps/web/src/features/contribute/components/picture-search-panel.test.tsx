import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureSearchPanel } from './picture-search-panel';

// The panel against a stubbed network edge: the server's answers as the contract shapes them.
const COLLECTION = '10000000-0000-4000-8000-000000000002';
const mark = { provider: 'library', text: 'Pictures from our own library (OpenMoji and our animations)', url: null };
const result = (i: number) => ({
  id: `gif-${i}`,
  provider: 'library',
  kind: 'gif',
  title: `Cake ${i}`,
  width: 200,
  height: 200,
  previewUrl: `/api/picture-search/library/gifs/cake-${i}.gif`,
  previewStillUrl: `/api/picture-search/library/gifs/cake-${i}.png`,
  animated: true,
  credit: null,
  choice: `choice-${i}`,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function searchFor(word: string) {
  render(<PictureSearchPanel open collectionGuid={COLLECTION} preview={false} onClose={() => {}} onChoose={() => {}} />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search for GIFs, stickers or pictures' }), { target: { value: word } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the picture search panel', () => {
  it('shows a page of results, one tab stop, moved through with the arrow keys', async () => {
    const fetchMock = answer(() => json(200, { results: [1, 2, 3].map(result), page: 1, hasMore: false, mark }));
    await searchFor('cake');
    const grid = await screen.findByRole('list', { name: 'GIFs for “cake”' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('q=cake');
    const items = screen.getAllByRole('button', { name: /^Cake \d$/ });
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    items[0]!.focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(items[1]).toHaveFocus();
    expect(items.map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(grid, { key: 'End' });
    expect(items[2]).toHaveFocus();
    // Each result keeps its box and its still for reduced motion.
    expect(items[0]!.querySelector('img')).toHaveAttribute('width', '200');
    expect(items[0]!.querySelector('source')).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
    expect(screen.getByText(mark.text)).toBeInTheDocument();
  });

  it('says so in words when nothing is found', async () => {
    answer(() => json(200, { results: [], page: 1, hasMore: false, mark }));
    await searchFor('qwerty');
    expect(await screen.findByText('Nothing found for “qwerty”. Try another word, such as cake, thanks or party.')).toBeInTheDocument();
  });

  it('says so in words when search is not answering', async () => {
    answer(() => json(503, { error: { code: 'service_unavailable', message: 'down' } }));
    await searchFor('cake');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search isn’t working just now. Try again in a moment, or upload a picture of your own.');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionListItem, CollectionListQuery } from '@groupgift/domain';
import '../../../lib/i18n';
import { setOrganiser } from '../../../lib/organiser-session';
import { listCollections } from '../api/list-collections';
import { DashboardPage } from './dashboard-page';

vi.mock('../api/list-collections', () => ({ listCollections: vi.fn() }));

const list = vi.mocked(listCollections);

// Twelve collections: one more page than the default page size of ten.
const ALL: CollectionListItem[] = Array.from({ length: 12 }, (_, index) => {
  const n = index + 1;
  return {
    id: n,
    guid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Collection ${String(n).padStart(2, '0')}`,
    recipientName: n % 2 === 0 ? 'Sam' : 'Jo',
    setupType: 'Collection',
    market: 'US',
    status: 'open',
    closeDate: '2031-01-01T00:00:00.000Z',
    timeZone: 'America/New_York',
    createdAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    collectedCents: n * 100,
    feesCents: 0,
    recipientGetsCents: n * 100,
    targetCents: 0,
    joinedCount: n,
    signedCount: 0,
    delivery: null,
  };
});

/** Answers like the server: search, then sort by title, then the requested page. */
function fakeServer(query: CollectionListQuery) {
  const matching = ALL.filter((item) => !query.search || `${item.title} ${item.recipientName}`.includes(query.search));
  const sorted = query.sort === 'title' ? [...matching].sort((a, b) => a.title.localeCompare(b.title) * (query.direction === 'asc' ? 1 : -1)) : matching;
  const start = (query.page - 1) * query.pageSize;
  return Promise.resolve({ items: sorted.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: matching.length });
}

beforeEach(() => {
  list.mockReset();
  list.mockImplementation(fakeServer);
  // BuyPackLink reads the session; signed out, it neither shows nor asks the server.
  setOrganiser(null);
});

function renderDashboard(entry = '/dashboard') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <DashboardPage />
    </MemoryRouter>,
  );
}

const DEFAULT_QUERY = { page: 1, pageSize: 10, sort: 'created', direction: 'desc', search: '' } as const;

function lastQuery() {
  return list.mock.lastCall?.[0];
}

function shownTitles(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent ?? '');
}

const titles = (from: number, to: number) => ALL.slice(from - 1, to).map((item) => item.title);

describe('DashboardPage', () => {
  it('pages forward and back through the collections, asking the server for each page', async () => {
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual(DEFAULT_QUERY);
    expect(shownTitles()).toEqual(titles(1, 10));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, page: 2 });
    expect(shownTitles()).toEqual(titles(11, 12));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(lastQuery()).toEqual(DEFAULT_QUERY);
    expect(shownTitles()).toEqual(titles(1, 10));
    expect(list).toHaveBeenCalledTimes(3);
  });

  it("tells each collection's next step in words", async () => {
    const base = ALL[0]!;
    const rows: CollectionListItem[] = [
      { ...base, guid: `${base.guid.slice(0, -1)}a`, title: 'Nobody yet', setupType: 'Collection + Group Card', joinedCount: 0, signedCount: 0 },
      { ...base, guid: `${base.guid.slice(0, -1)}b`, title: 'Signed', setupType: 'Collection + Group Card', joinedCount: 1, signedCount: 3, closeDate: '2031-12-17T12:00:00.000Z' },
      {
        ...base,
        guid: `${base.guid.slice(0, -1)}c`,
        title: 'Done',
        setupType: 'Group Card Only',
        status: 'closed',
        signedCount: 4,
        delivery: { status: 'delivered', scheduledAt: null, deliveredAt: '2026-11-02T10:00:00.000Z', openedAt: null, bounced: false },
      },
    ];
    list.mockResolvedValue({ items: rows, page: 1, pageSize: 10, total: 3 });
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>,
    );
    const steps = await screen.findAllByTestId('next-step');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Share the link',
      expect.stringMatching(/^3 people have signed: deliver on 17 Dec/),
      expect.stringMatching(/^Delivered on 2 Nov/),
    ]);
  });

  it('starts on the page named in the link', async () => {
    renderDashboard('/dashboard?page=2');
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, page: 2 });
  });

  it('sorts by a column header, flipping the direction on a second press and going back to the first page', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard?page=2');
    await screen.findByText('Showing 11–12 of 12');

    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, sort: 'title', direction: 'asc' }));
    await waitFor(() => expect(shownTitles()).toEqual(titles(1, 10)));
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, sort: 'title', direction: 'desc' }));
    await waitFor(() => expect(shownTitles()).toEqual(titles(3, 12).reverse()));
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts with the sort menu too (what phones use)', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('Showing 1–10 of 12');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Collected (ascending)');
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, sort: 'collected', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /^Collected/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches on the server from the first page, and clears the search', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard?page=2');
    await screen.findByText('Showing 11–12 of 12');

    await user.type(screen.getByRole('searchbox', { name: 'Search collections' }), '  Sam ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...DEFAULT_QUERY, search: 'Sam' }));
    expect(await screen.findByText('Showing 1–6 of 6')).toBeInTheDocument();
    expect(shownTitles()).toEqual(ALL.filter((item) => item.recipientName === 'Sam').map((item) => item.title));

    await user.clear(screen.getByRole('searchbox', { name: 'Search collections' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search collections' }), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No collections match “nothing like it”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(lastQuery()).toEqual(DEFAULT_QUERY);
    expect(screen.getByRole('searchbox', { name: 'Search collections' })).toHaveValue('');
  });
});

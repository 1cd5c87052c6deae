// vitest-isolate: it counts the requests of a first visit; module state other files leave (their writer check among them) makes it not the first (decision 128).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { collectionStore, groupCardStore, pathwayStore } from '../../lib/journey/journey-store';
import { testCollection } from '../../lib/journey/test-collection';
import { derivePathway } from '../../features/contribute/pathway';
import { LandingScreen } from './landing-screen';

const GUID = '10000000-0000-4000-8000-000000000001';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LandingScreen', () => {
  it('starts the Magic Message Writer check while the card-making modal shows, so the sign page opens settled', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ available: true }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const collection = testCollection({
      collectionSetupType: 'Group Card Only',
      hasGroupCard: true,
      groupCard: { id: 1, messages: [], coverPage: { id: 1, title: 'Farewell, Sam', coverType: 2 } },
    });
    collectionStore.set(collection);
    groupCardStore.set(collection.groupCard);
    pathwayStore.patch({ pathway: derivePathway(collection) });
    const router = createMemoryRouter([{ path: '/contribute/:id', element: <LandingScreen /> }], { initialEntries: [`/contribute/${GUID}`] });
    render(<RouterProvider router={router} />);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Sign card' }));
    expect(screen.getByRole('alertdialog', { name: "We're creating your card" })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('check-if-magic-writer-service-available')]));
  });
});

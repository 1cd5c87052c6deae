import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import {
  collectionStore,
  groupCardStore,
  MESSAGE_DRAFT_DEFAULTS,
  messageDraftStore,
  PAYMENT_DETAILS_DEFAULTS,
  paymentDetailsStore,
} from '../../../lib/journey/journey-store';
import { testCollection } from '../../../lib/journey/test-collection';
import { PathwayCompletePage } from './pathway-complete-page';

const GUID = '10000000-0000-4000-8000-000000000001';

function groupCardResponse(messages: unknown[]) {
  return new Response(
    JSON.stringify({ id: 5, messages, coverPage: { id: 5, title: 'Happy retirement, Sam' } }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

function renderFinish() {
  const router = createMemoryRouter(
    [
      { path: '/contribute/:id/pathway-complete', element: <PathwayCompletePage /> },
      { path: '/contribute/:id/card-review', element: <h1>The whole card</h1> },
    ],
    { initialEntries: [`/contribute/${GUID}/pathway-complete`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  collectionStore.set(null);
  groupCardStore.set(null);
  messageDraftStore.set(MESSAGE_DRAFT_DEFAULTS);
  paymentDetailsStore.set(PAYMENT_DETAILS_DEFAULTS);
});

describe('PathwayCompletePage', () => {
  it("shows the card with the visitor's message on it, as the refreshed card holds it, and links to the whole card", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      groupCardResponse([
        { collectionId: 7, id: 41, name: 'Ben', comment: 'Not mine' },
        { collectionId: 7, id: 42, name: 'Alex', comment: 'Enjoy every day of it!' },
      ]),
    );
    collectionStore.set(testCollection({ collectionSetupType: 'Group Card Only', hasGroupCard: true }));
    messageDraftStore.set({
      ...MESSAGE_DRAFT_DEFAULTS,
      from: 'Alex',
      comment: 'Enjoy every day',
      savedMessageId: 42,
    });
    const router = renderFinish();

    const card = screen.getByRole('region', { name: 'Your message on the card' });
    // At once from the journey, then as stored once the card has been fetched again.
    expect(within(card).getByRole('article', { name: 'Your message, from Alex' })).toHaveTextContent(
      'Enjoy every day',
    );
    await waitFor(() => expect(within(card).getByText('Enjoy every day of it!')).toBeInTheDocument());
    expect(within(card).getByText('Your message')).toBeInTheDocument();
    expect(within(card).getByRole('figure', { name: 'Card cover' })).toBeInTheDocument();
    expect(within(card).queryByText('Not mine')).toBeNull();

    screen.getByRole('link', { name: 'See the whole card' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contribute/${GUID}/card-review`));
  });

  it('says how much a chip-in gave, and shows no message card without a message', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    collectionStore.set(testCollection());
    paymentDetailsStore.set({ ...PAYMENT_DETAILS_DEFAULTS, contribution: 2000, paymentSuccessful: true });
    renderFinish();
    expect(screen.getByText('You chipped in $20.00.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your message on the card' })).toBeNull();
    // A collection without a group card has no card to see.
    expect(screen.queryByRole('link', { name: 'See the whole card' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says nothing about money when nothing was paid', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => groupCardResponse([]));
    collectionStore.set(testCollection({ hasGroupCard: true }));
    messageDraftStore.set({ ...MESSAGE_DRAFT_DEFAULTS, from: 'Alex', comment: 'Hello', savedMessageId: 42 });
    renderFinish();
    expect(screen.queryByText(/You chipped in/)).toBeNull();
    expect(screen.getByRole('article', { name: 'Your message, from Alex' })).toBeInTheDocument();
  });
});

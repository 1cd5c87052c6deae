import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import {
  collectionStore,
  groupCardStore,
  MESSAGE_DRAFT_DEFAULTS,
  messageDraftStore,
} from '../../../lib/journey/journey-store';
import { testCollection } from '../../../lib/journey/test-collection';
import { CardReviewPage } from './card-review-page';

const GUID = '10000000-0000-4000-8000-000000000001';
const MESSAGES = Array.from({ length: 40 }, (_, i) => ({
  collectionId: 7,
  id: i + 1,
  name: `Signer ${i + 1}`,
  comment: `Message ${i + 1}`,
}));

function renderWholeCard() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ id: 5, messages: MESSAGES, coverPage: { id: 5, title: 'Farewell, Sam' } }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
  );
  collectionStore.set(testCollection({ collectionSetupType: 'Collection + Group Card', hasGroupCard: true }));
  const router = createMemoryRouter([{ path: '/contribute/:id/card-review', element: <CardReviewPage /> }], {
    initialEntries: [`/contribute/${GUID}/card-review`],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  collectionStore.set(null);
  groupCardStore.set(null);
  messageDraftStore.set(MESSAGE_DRAFT_DEFAULTS);
});

describe('CardReviewPage', () => {
  it("shows the cover, then every message, and opens at the signer's own", async () => {
    messageDraftStore.set({ ...MESSAGE_DRAFT_DEFAULTS, savedMessageId: 33 });
    renderWholeCard();
    expect(screen.getByRole('heading', { name: 'The whole card', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Card cover' })).toBeInTheDocument();
    const board = await screen.findByRole('feed', { name: 'Messages on the card (40)' });
    expect(within(board).getAllByRole('article')).toHaveLength(40);
    await waitFor(() =>
      expect(within(board).getByRole('article', { name: 'Your message, from Signer 33' })).toHaveFocus(),
    );
    expect(screen.queryByText(/^\d+ of \d+$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your message' })).toBeInTheDocument();
  });

  it('offers the way back to the invitation to someone who has not signed or paid', async () => {
    renderWholeCard();
    await screen.findByRole('feed');
    expect(screen.queryByText('Your message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit your message' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the invitation' })).toHaveAttribute(
      'href',
      `/contribute/${GUID}`,
    );
  });
});

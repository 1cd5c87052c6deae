import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getContributorCard } from '../api/get-contributor-card';
import { ContributorCardPage, editTokenOf } from './contributor-card-page';
import { CARD } from '../test/recipient-card';

vi.mock('../api/get-contributor-card', () => ({ getContributorCard: vi.fn() }));

const GUID = '66666666-6666-4666-8666-666666666666';

function show(path = `/delivered/${GUID}#t=edit-token-123`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/delivered/:id" element={<ContributorCardPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ContributorCardPage', () => {
  it('reads the edit token from the fragment and shows the card read-only', async () => {
    vi.mocked(getContributorCard).mockResolvedValue({ ...CARD, isRecipient: false });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Open your card' }));
    // The inside of the card is its own chunk: it comes just after the click.
    await screen.findByRole('group', { name: 'How to show the messages' });
    expect(getContributorCard).toHaveBeenCalledWith(GUID, 'edit-token-123', expect.anything());
    expect(screen.getAllByText('We will miss you, Robin!').length).toBeGreaterThan(0);
    expect(screen.getByText(/only Robin can send thanks/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Say thank you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download keepsake (PDF)' })).not.toBeInTheDocument();
  });

  it('says kindly that a card not delivered yet is coming', async () => {
    vi.mocked(getContributorCard).mockRejectedValue(new ApiError({ name: 'getContributorCard', status: 409, code: 'not_delivered', message: 'Not yet' }));
    show();
    expect(await screen.findByRole('heading', { name: 'The card has not been delivered yet' })).toBeInTheDocument();
  });

  it('shows a card answered without a delivery date as not delivered yet', async () => {
    vi.mocked(getContributorCard).mockResolvedValue({ ...CARD, isRecipient: false, deliveredAt: null });
    show();
    expect(await screen.findByTestId('card-not-delivered')).toHaveTextContent('Come back after Olive delivers it');
  });

  it('refuses a link without its token without asking the server', async () => {
    show(`/delivered/${GUID}`);
    expect(await screen.findByRole('heading', { name: 'This card is not available' })).toBeInTheDocument();
    expect(getContributorCard).not.toHaveBeenCalled();
  });

  it('shows a wrong token as not available', async () => {
    vi.mocked(getContributorCard).mockRejectedValue(new ApiError({ name: 'getContributorCard', status: 403, code: 'forbidden', message: 'No' }));
    show();
    expect(await screen.findByTestId('card-unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/Robin/)).not.toBeInTheDocument();
  });

  it('takes the token from a fragment with other parts', () => {
    expect(editTokenOf('#t=abc&x=1')).toBe('abc');
    expect(editTokenOf('')).toBe('');
  });
});

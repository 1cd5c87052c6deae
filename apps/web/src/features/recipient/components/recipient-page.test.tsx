import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getRecipientCard } from '../api/get-recipient-card';
import { markOpened } from '../api/mark-opened';
import { sendThanks } from '../api/send-thanks';
import { RecipientPage } from './recipient-page';
import { BO, CARD } from '../test/recipient-card';

vi.mock('../api/get-recipient-card', () => ({ getRecipientCard: vi.fn() }));
vi.mock('../api/mark-opened', () => ({ markOpened: vi.fn() }));
vi.mock('../api/send-thanks', () => ({ sendThanks: vi.fn() }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
function reducedMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function show(token = TOKEN, redeem?: ComponentProps<typeof RecipientPage>['redeem']) {
  return render(
    <MemoryRouter initialEntries={[`/card/${token}`]}>
      <Routes>
        <Route path="/card/:token" element={<RecipientPage redeem={redeem} />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open your card' }));
  // The inside of the card is its own chunk (decision 110): it comes just after the click.
  await screen.findByRole('group', { name: 'How to show the messages' });
}

beforeEach(() => {
  vi.mocked(getRecipientCard).mockResolvedValue(CARD);
  vi.mocked(markOpened).mockResolvedValue();
  reducedMotion(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('RecipientPage', () => {
  it('brings the card in its envelope, then opens it on request and tells the server once', async () => {
    reducedMotion(false);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'A card for Robin' })).toBeInTheDocument();
    const envelope = screen.getByTestId('envelope');
    expect(envelope).toHaveAttribute('data-card-inside', 'false');
    expect(screen.queryByRole('button', { name: 'Open your card' })).not.toBeInTheDocument();
    // SPEC §2: the card is in the envelope after 2400 ms; then it can be opened.
    await waitFor(() => expect(envelope).toHaveAttribute('data-card-inside', 'true'), { timeout: 3500 });
    expect(markOpened).not.toHaveBeenCalled();
    await openCard();
    expect(markOpened).toHaveBeenCalledTimes(1);
    expect(markOpened).toHaveBeenCalledWith(TOKEN);
    expect(screen.queryByTestId('envelope')).not.toBeInTheDocument();
  });

  it('with reduced motion the envelope is still and the card can be opened at once', async () => {
    show();
    expect(await screen.findByTestId('envelope')).toHaveAttribute('data-card-inside', 'true');
    expect(await screen.findByRole('button', { name: 'Open your card' })).toBeInTheDocument();
  });

  it('shows every message as pages to turn and all at once, and the group gift without individual amounts', async () => {
    show();
    await openCard();
    const pages = screen.getByRole('region', { name: 'The card' });
    expect(within(pages).getByText('We will miss you, Robin!')).toBeInTheDocument();
    expect(within(pages).getByText('All the best in the new job')).toBeInTheDocument();
    // Hidden on screen by its stylesheet (kept in the page for print), which jsdom does not apply.
    expect(screen.getByTestId('message-board')).toHaveClass('recipient-board--screen-hidden');
    await userEvent.click(screen.getByRole('button', { name: 'All messages' }));
    const board = screen.getByTestId('message-board');
    expect(board).not.toHaveClass('recipient-board--screen-hidden');
    expect(within(board).getAllByRole('article')).toHaveLength(2);
    expect(within(board).getByText('Bo')).toBeInTheDocument();
    // The board in the theme the organiser chose (decision 147), as CSS custom properties.
    const paper = board.querySelector('.board-theme') as HTMLElement;
    expect(paper).toHaveAttribute('data-board-theme', 'meadow');
    expect(paper.style.getPropertyValue('--board-background')).toBe('#e9f2e6');
    // The server's fee breakdown in words (decision 143): what came off the total and what is theirs.
    expect(screen.getByTestId('gift-total')).toHaveTextContent(
      'Together they gave $123.45 · card fees $3.90 · $12.34 to Red Cross · yours $107.21',
    );
  });

  it('says the card holds no more messages only on its last page, or on the board (decision 152)', async () => {
    show();
    await openCard();
    const allShown = 'That’s every message on the card.';
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(allShown)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText(allShown)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText(allShown)).toBeInTheDocument();
    // Back a page, the note goes; the board shows every message at once, so it says so.
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText(allShown)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All messages' }));
    expect(screen.getByText(allShown)).toBeInTheDocument();
  });

  it('gives the recipient what another feature offers on the gift, under the gift, once open', async () => {
    show(TOKEN, ({ token }) => <p data-testid="redeem">Redeem with {token}</p>);
    expect(await screen.findByRole('button', { name: 'Open your card' })).toBeInTheDocument();
    expect(screen.queryByTestId('redeem')).not.toBeInTheDocument();
    await openCard();
    const redeem = screen.getByTestId('redeem');
    expect(redeem).toHaveTextContent(`Redeem with ${TOKEN}`);
    expect(screen.getByTestId('gift-total').compareDocumentPosition(redeem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the keepsake at the recipient link', async () => {
    show();
    await openCard();
    expect(screen.getByRole('link', { name: 'Download keepsake (PDF)' })).toHaveAttribute('href', `/api/recipient/${TOKEN}/keepsake.pdf`);
  });

  it('shows a card with no money without a gift section', async () => {
    vi.mocked(getRecipientCard).mockResolvedValue({ ...CARD, gift: null });
    show();
    await openCard();
    expect(screen.queryByRole('heading', { name: "The group's gift" })).not.toBeInTheDocument();
  });

  it('shows no gift when nobody gave anything', async () => {
    vi.mocked(getRecipientCard).mockResolvedValue({ ...CARD, gift: { total: 0, fees: 0, charityShare: 0, charityName: null, disputed: 0, yours: 0 } });
    show();
    await openCard();
    expect(screen.queryByTestId('gift-total')).not.toBeInTheDocument();
  });

  it('says kindly that a revoked or wrong link is not available, with no detail of the card', async () => {
    vi.mocked(getRecipientCard).mockRejectedValue(new ApiError({ name: 'getRecipientCard', status: 404, code: 'not_found', message: 'Not found' }));
    show();
    expect(await screen.findByRole('heading', { name: 'This card is not available' })).toBeInTheDocument();
    expect(screen.queryByText(/Robin/)).not.toBeInTheDocument();
  });

  it('does not even ask the server about a link that cannot be a token', async () => {
    show('short');
    expect(await screen.findByRole('heading', { name: 'This card is not available' })).toBeInTheDocument();
    expect(getRecipientCard).not.toHaveBeenCalled();
  });

  it('offers to try again when the server could not answer', async () => {
    vi.mocked(getRecipientCard).mockRejectedValueOnce(new ApiError({ name: 'getRecipientCard', status: 503, code: 'error', message: 'Down' }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'A card for Robin' })).toBeInTheDocument();
  });
});

describe('Thanks', () => {
  it('thanks everyone and confirms how many it reached', async () => {
    vi.mocked(sendThanks).mockResolvedValue({ guid: '99999999-9999-4999-8999-000000000001', text: 'Thank you all!', imageUrl: null, to: 'everyone', mailed: 2, sentAt: '2026-11-25T11:00:00.000Z' });
    show();
    await openCard();
    await userEvent.type(screen.getByLabelText('Your message'), 'Thank you all!');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(sendThanks).toHaveBeenCalledWith(TOKEN, { text: 'Thank you all!', imageUrl: null, to: 'everyone', messageGuids: [] });
    expect(await screen.findByTestId('thanks-sent')).toHaveTextContent('Your thanks is on its way to 2 people.');
    expect(screen.getByText('Thank you all!')).toBeInTheDocument();
  });

  it('thanks chosen people picked by the names on their messages', async () => {
    vi.mocked(sendThanks).mockResolvedValue({ guid: '99999999-9999-4999-8999-000000000002', text: 'Thanks Bo', imageUrl: null, to: 'chosen', mailed: 1, sentAt: '2026-11-25T11:00:00.000Z' });
    show();
    await openCard();
    await userEvent.click(screen.getByRole('radio', { name: 'Chosen people' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bo' }));
    await userEvent.type(screen.getByLabelText('Your message'), 'Thanks Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(sendThanks).toHaveBeenCalledWith(TOKEN, { text: 'Thanks Bo', imageUrl: null, to: 'chosen', messageGuids: [BO] });
    expect(await screen.findByTestId('thanks-sent')).toHaveTextContent('Your thanks is on its way to 1 person.');
  });

  it('refuses an empty note and a choice of nobody without sending', async () => {
    show();
    await openCard();
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Chosen people' }));
    await userEvent.type(screen.getByLabelText('Your message'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(screen.getByText('Choose at least one person.')).toBeInTheDocument();
    expect(sendThanks).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field on that field", async () => {
    vi.mocked(sendThanks).mockRejectedValue(
      new ApiError({ name: 'sendThanks', status: 400, code: 'validation', message: 'Invalid', fieldErrors: { text: ['Max 2000 characters'] } }),
    );
    show();
    await openCard();
    await userEvent.type(screen.getByLabelText('Your message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(await screen.findByText('Max 2000 characters')).toBeInTheDocument();
    expect(screen.queryByTestId('thanks-sent')).not.toBeInTheDocument();
  });

  it('is not offered to anyone but the recipient', async () => {
    vi.mocked(getRecipientCard).mockResolvedValue({ ...CARD, isRecipient: false });
    show();
    await openCard();
    expect(screen.queryByRole('heading', { name: 'Say thank you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download keepsake (PDF)' })).not.toBeInTheDocument();
  });
});

// Keep act() warnings from a pending timer out of the next test.
afterEach(async () => {
  await act(async () => {});
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipientRedeem as RecipientRedeemState } from '@groupgift/domain';
import { getRecipientRedeem } from '../api/get-recipient-redeem';
import { RecipientRedeem } from './recipient-redeem';

vi.mock('../api/get-recipient-redeem', () => ({ getRecipientRedeem: vi.fn() }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const OPEN: RecipientRedeemState = { currency: 'AUD', market: 'AU', available: 6150, notRedeemableReason: null, methods: ['bank', 'paypal', 'gift_card'], redemptions: [] };

function show() {
  return render(
    <MemoryRouter>
      <RecipientRedeem token={TOKEN} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('RecipientRedeem', () => {
  it('offers the whole gift and opens the steps with the BSB for an Australian bank', async () => {
    vi.mocked(getRecipientRedeem).mockResolvedValue(OPEN);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem $61.50' }));
    expect(screen.getByRole('heading', { name: 'Where should it go?' })).toHaveFocus();
    expect(screen.getByLabelText(/^BSB/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Routing number/)).not.toBeInTheDocument();
  });

  it('says nothing at all when the organiser withdraws the money', async () => {
    vi.mocked(getRecipientRedeem).mockResolvedValue({ ...OPEN, notRedeemableReason: 'other_redeemer' });
    const { container } = show();
    await vi.waitFor(() => expect(getRecipientRedeem).toHaveBeenCalled());
    // The loading spinner goes once the answer is in; on a busy machine that can take more than a tick.
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("says why the gift cannot be redeemed again, in the contract's words", async () => {
    const redeemed = {
      guid: '77777777-7777-4777-8777-777777777777',
      method: 'gift_card' as const,
      redeemer: 'recipient' as const,
      amount: 6150,
      fee: 0,
      net: 6150,
      status: 'paid' as const,
      destination: 'Gift card',
      failureReason: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      settledAt: '2026-11-26T10:00:01.000Z',
      giftCard: { code: 'GIFT-1234', pin: '4321', balance: 6150, currency: 'AUD' as const },
      brand: null,
    };
    vi.mocked(getRecipientRedeem).mockResolvedValue({ ...OPEN, available: 0, notRedeemableReason: 'nothing_to_redeem', redemptions: [redeemed] });
    show();
    expect(await screen.findByTestId('money-why')).toHaveTextContent('There is nothing left to redeem.');
    expect(screen.queryByRole('button', { name: /^Redeem/ })).not.toBeInTheDocument();
    // The gift card stays there to copy.
    expect(screen.getByTestId('gift-card-code')).toHaveValue('GIFT-1234');
  });

  it('says nothing when nobody gave money', async () => {
    vi.mocked(getRecipientRedeem).mockResolvedValue({ ...OPEN, available: 0, notRedeemableReason: 'nothing_to_redeem' });
    const { container } = show();
    await vi.waitFor(() => expect(getRecipientRedeem).toHaveBeenCalled());
    // The loading spinner goes once the answer is in; on a busy machine that can take more than a tick.
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

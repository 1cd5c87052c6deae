import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Redemption } from '@groupgift/domain';
import { ApiError } from '../../../lib/api-client';
import { redeem } from '../api/redeem';
import { RedeemFlow } from './redeem-flow';

vi.mock('../api/redeem', () => ({ redeem: vi.fn(), getRedemption: vi.fn() }));
vi.mock('../api/get-gift-card-brands', () => ({
  logoSrc: (url: string) => url,
  getGiftCardBrands: vi.fn(async () => [
    {
      id: 'b-books',
      name: 'Wattle Books',
      logoUrl: '/logo-books.svg',
      categories: ['books'],
      currency: 'AUD',
      value: { kind: 'range', min: 500, max: 50_000 },
      whereToSpend: 'In 60 bookshops.',
      howToUse: 'Show the code at the counter.',
      terms: 'Valid for 3 years.',
    },
    {
      id: 'b-food',
      name: 'Harbour Kitchen',
      logoUrl: '/logo-food.svg',
      categories: ['food'],
      currency: 'AUD',
      value: { kind: 'fixed', denominations: [2_500, 5_000] },
      whereToSpend: 'At Harbour Kitchen.',
      howToUse: 'Show the code to your server.',
      terms: 'Valid for 3 years.',
    },
  ]),
}));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const GIFT_CARD: Redemption = {
  guid: '77777777-7777-4777-8777-777777777777',
  method: 'gift_card',
  redeemer: 'recipient',
  amount: 4250,
  fee: 0,
  net: 4250,
  status: 'paid',
  destination: 'Gift card',
  failureReason: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  settledAt: '2026-11-26T10:00:01.000Z',
  giftCard: { code: 'GIFT-1234-5678', pin: '4321', balance: 4250, currency: 'AUD' },
  brand: null,
};
const onFinished = vi.fn();

function show() {
  return render(
    <MemoryRouter>
      <RedeemFlow who={{ kind: 'recipient', token: TOKEN }} market="AU" available={4250} methods={['bank', 'paypal', 'gift_card']} title="Where should it go?" onFinished={onFinished} />
    </MemoryRouter>,
  );
}

async function toConfirm() {
  await userEvent.click(screen.getByRole('radio', { name: /Gift card/ }));
  await userEvent.click(await screen.findByRole('button', { name: /Wattle Books/ }));
  await userEvent.type(screen.getByLabelText(/Email for the gift card/), 'robin@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Review' }));
  await screen.findByRole('heading', { name: 'Check and confirm' });
}

afterEach(() => vi.clearAllMocks());

describe('RedeemFlow', () => {
  it('shows the fee and what arrives, then the gift card code and PIN to copy, moving focus at each step', async () => {
    vi.mocked(redeem).mockResolvedValue({ redemption: GIFT_CARD, available: 0 });
    show();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('42.50');
    await toConfirm();
    expect(screen.getByRole('heading', { name: 'Check and confirm' })).toHaveFocus();
    expect(screen.getByTestId('redeem-fee')).toHaveTextContent('No fee');
    expect(screen.getByTestId('redeem-net')).toHaveTextContent('$42.50');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: redeem $42.50' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toHaveFocus();
    expect(screen.getByTestId('gift-card-code')).toHaveValue('GIFT-1234-5678');
    expect(screen.getByTestId('gift-card-pin')).toHaveValue('4321');
    expect(screen.getByRole('button', { name: 'Copy the code' })).toBeInTheDocument();
    expect(screen.getByText('We also emailed it to you.')).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith({ kind: 'recipient', token: TOKEN }, { method: 'gift_card', amount: 4250, fee: 0, email: 'robin@example.test', brandId: 'b-books' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(onFinished).toHaveBeenCalledWith(GIFT_CARD);
  });

  it('filters the catalogue by words and category; a fixed brand says which amounts it takes and offers them', async () => {
    show();
    await userEvent.click(screen.getByRole('radio', { name: /Gift card/ }));
    await screen.findByRole('button', { name: /Wattle Books/ });
    await userEvent.click(screen.getByRole('button', { name: 'Food & drink' }));
    expect(screen.queryByRole('button', { name: /Wattle Books/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.type(screen.getByTestId('gift-card-search'), 'harb');
    expect(screen.getAllByTestId('gift-card-tile')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Harbour Kitchen/ }));
    expect(screen.getByTestId('gift-card-detail')).toHaveTextContent('Show the code to your server.');
    expect(screen.getByTestId('gift-card-amount-problem')).toHaveTextContent('This card comes in $25.00, $50.00: choose $25.00');
    await userEvent.click(screen.getByRole('button', { name: 'Use $25.00' }));
    expect(screen.getByLabelText(/Amount/)).toHaveValue('25.00');
    expect(screen.queryByTestId('gift-card-amount-problem')).toBeNull();
  });

  it("PayPal's fee is shown before confirming", async () => {
    show();
    await userEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    await userEvent.type(screen.getByLabelText(/PayPal email/), 'robin@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByTestId('redeem-fee')).toHaveTextContent('−$0.85');
    expect(screen.getByTestId('redeem-net')).toHaveTextContent('$41.65');
  });

  it('retries a dropped connection with the same key, so the gift is never redeemed twice', async () => {
    vi.mocked(redeem)
      .mockRejectedValueOnce(new ApiError({ name: 'redeem', status: 0, code: 'network', message: 'x' }))
      .mockResolvedValueOnce({ redemption: GIFT_CARD, available: 0 });
    show();
    await toConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: redeem $42.50' }));
    expect(await screen.findByText(/Trying again is safe/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Done' });
    const keys = vi.mocked(redeem).mock.calls.map((call) => call[2]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends one request for a double click', async () => {
    let answer: (value: { redemption: Redemption; available: number }) => void = () => undefined;
    vi.mocked(redeem).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    await toConfirm();
    const button = screen.getByRole('button', { name: 'Confirm: redeem $42.50' });
    await userEvent.dblClick(button);
    answer({ redemption: GIFT_CARD, available: 0 });
    await screen.findByRole('heading', { name: 'Done' });
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it("says a refusal in the contract's words and makes a new key after the details change", async () => {
    const refused = new ApiError({
      name: 'redeem',
      status: 409,
      code: 'not_redeemable',
      message: 'There is nothing left to redeem.',
      data: { error: { code: 'not_redeemable', message: 'There is nothing left to redeem.', details: { reason: 'nothing_to_redeem' } } },
    });
    vi.mocked(redeem).mockRejectedValueOnce(refused).mockRejectedValueOnce(
      new ApiError({ name: 'redeem', status: 400, code: 'validation_failed', message: 'x', fieldErrors: { email: ['Enter a valid email'] } }),
    );
    show();
    await toConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: redeem $42.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is nothing left to redeem.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: redeem $42.50' }));
    // A field error from the server goes back to the form, on its field.
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    const keys = vi.mocked(redeem).mock.calls.map((call) => call[2]);
    await waitFor(() => expect(keys[0]).not.toBe(keys[1]));
  });
});

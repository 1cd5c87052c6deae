import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FEE_TOTALS, type BalanceSummary, type Redemption, type StatementResponse } from '@groupgift/domain';
import { getBalance } from '../api/get-balance';
import { getStatement } from '../api/get-statement';
import { setRedeemer } from '../api/set-redeemer';
import { MoneyPanel } from './money-panel';

vi.mock('../api/get-balance', () => ({ getBalance: vi.fn() }));
vi.mock('../api/get-statement', async (original) => ({ ...(await original()), getStatement: vi.fn() }));
vi.mock('../api/set-redeemer', () => ({ setRedeemer: vi.fn() }));

const GUID = '66666666-6666-4666-8666-666666666666';
const BALANCE: BalanceSummary = {
  currency: 'USD',
  collected: 9000,
  fees: 150,
  charityShare: 700,
  charityName: 'Red Cross',
  refunded: 2000,
  redeemed: 0,
  disputed: 0,
  available: 6150,
  redeemer: 'organiser',
  redeemableAfter: 'close',
  notRedeemableReason: null,
  redemptions: [],
  audit: [{ at: '2026-11-26T10:00:00.000Z', event: 'Redeemer set to organiser', actor: 'organiser', ip: '203.0.113.9', redemptionGuid: null }],
  disputes: [],
  breakdown: { ...EMPTY_FEE_TOTALS, paid: 11_150, feeOnTop: 150, refunded: 2000, given: 9000, charity: 700, recipientGets: 8300 },
};
const STATEMENT: StatementResponse = {
  currency: 'USD',
  timeZone: 'America/New_York',
  closingBalance: 6150,
  breakdown: BALANCE.breakdown,
  entries: [
    { id: 1, at: '2026-11-26T10:00:00.000Z', kind: 'contribution', description: 'Contribution from Ana Lima', amount: 9000, balance: 9000, providerReference: 'ch_1', paymentGuid: null, redemptionGuid: null },
    { id: 2, at: '2026-11-26T10:00:00.000Z', kind: 'charity_share', description: 'Owed to Red Cross', amount: -2850, balance: 6150, providerReference: null, paymentGuid: null, redemptionGuid: null },
  ],
};
const PAID: Redemption = {
  guid: '77777777-7777-4777-8777-777777777777',
  method: 'bank',
  redeemer: 'organiser',
  amount: 6150,
  fee: 0,
  net: 6150,
  status: 'failed',
  destination: 'Bank ••••6789',
  failureReason: 'The account is closed.',
  createdAt: '2026-11-26T10:00:00.000Z',
  settledAt: null,
  giftCard: null,
  brand: null,
};

function show() {
  return render(
    <MemoryRouter>
      <MoneyPanel collectionGuid={GUID} market="US" status="closed" onNotice={vi.fn()} onError={vi.fn()} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(getBalance).mockResolvedValue(BALANCE);
  vi.mocked(getStatement).mockResolvedValue(STATEMENT);
});
afterEach(() => vi.clearAllMocks());

describe('MoneyPanel', () => {
  it("shows the ledger's figures, the statement to the closing balance, the CSV link and the audit", async () => {
    show();
    expect(await screen.findByTestId('money-available')).toHaveTextContent('$61.50');
    expect(screen.getByText('Owed to Red Cross', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByTestId('money-charity')).toHaveTextContent('−$7.00');
    const table = await screen.findByRole('table', { name: 'Statement' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('−$28.50')).toBeInTheDocument();
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('$61.50');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/organiser/collections/${GUID}/statement.csv`);
    expect(screen.getByTestId('money-audit')).toHaveTextContent('Redeemer set to organiser');
    expect(screen.getByTestId('money-audit')).toHaveTextContent('from 203.0.113.9');
    expect(screen.getByRole('button', { name: 'Withdraw $61.50' })).toBeInTheDocument();
  });

  it('saves who redeems when chosen, then says the organiser no longer withdraws', async () => {
    vi.mocked(setRedeemer).mockResolvedValue();
    show();
    const radio = await screen.findByRole('radio', { name: /The recipient redeems it/ });
    vi.mocked(getBalance).mockResolvedValue({ ...BALANCE, redeemer: 'recipient', notRedeemableReason: 'other_redeemer' });
    await userEvent.click(radio);
    expect(setRedeemer).toHaveBeenCalledWith(GUID, 'recipient');
    expect(await screen.findByTestId('money-why')).toHaveTextContent('The recipient redeems this gift from the delivered card.');
  });

  it('fixes who redeems once a redemption exists, and shows why a payout failed', async () => {
    vi.mocked(getBalance).mockResolvedValue({ ...BALANCE, redemptions: [PAID] });
    show();
    expect(await screen.findByRole('radio', { name: /I withdraw it/ })).toBeDisabled();
    expect(screen.getByText('This can no longer change: money has already been redeemed.')).toBeInTheDocument();
    expect(screen.getByTestId('redemption')).toHaveTextContent('Failed');
    expect(screen.getByTestId('redemption')).toHaveTextContent('The account is closed.');
  });

  it("says why the organiser cannot withdraw yet, in the contract's words", async () => {
    vi.mocked(getBalance).mockResolvedValue({ ...BALANCE, notRedeemableReason: 'not_closed' });
    show();
    expect(await screen.findByTestId('money-why')).toHaveTextContent('The money can be withdrawn once the collection closes.');
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('says calmly that a contributor disputed a payment and payouts wait, with the held money in the figures', async () => {
    vi.mocked(getBalance).mockResolvedValue({
      ...BALANCE,
      disputed: 4000,
      available: 2150,
      notRedeemableReason: 'dispute_open',
      disputes: [
        {
          status: 'open',
          amount: 2500,
          fee: 1500,
          held: 4000,
          receivable: 0,
          reason: 'fraudulent',
          openedAt: '2026-11-27T10:00:00.000Z',
          resolvedAt: null,
          paymentGuid: '88888888-8888-4888-8888-888888888888',
        },
        { status: 'won', amount: 900, fee: 0, held: 900, receivable: 0, reason: null, openedAt: '2026-11-20T10:00:00.000Z', resolvedAt: '2026-11-21T10:00:00.000Z', paymentGuid: '99999999-9999-4999-8999-999999999999' },
      ],
    });
    show();
    const notice = await screen.findByTestId('money-dispute');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('A contributor disputed a payment of $25.00: payouts wait until it is resolved.');
    expect(notice).not.toHaveTextContent('$9.00');
    expect(screen.getByTestId('money-disputed')).toHaveTextContent('−$40.00');
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    // The notice says it; the same words are not repeated under the figures.
    expect(screen.queryByTestId('money-why')).not.toBeInTheDocument();
  });

  it('shows no dispute notice when none is open', async () => {
    show();
    await screen.findByTestId('money-available');
    expect(screen.queryByTestId('money-dispute')).not.toBeInTheDocument();
    expect(screen.queryByTestId('money-disputed')).not.toBeInTheDocument();
  });
});

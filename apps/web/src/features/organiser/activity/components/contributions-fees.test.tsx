import { render, screen, within } from '@testing-library/react';
import { EMPTY_FEE_TOTALS, type OrganiserContribution } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import { ContributionsSection } from './contributions-section';

// The table shows the server's fee breakdown (decision 143): each row's card fee and who paid it, the
// net after it, and the whole list's totals under the rows.

const ABSORBED: OrganiserContribution = {
  guid: '11111111-1111-4111-8111-111111111111',
  name: 'Ben Lee',
  email: 'ben@example.test',
  amount: 2500,
  fee: 103,
  feePaidBy: 'organiser',
  net: 2147,
  charityShare: 250,
  status: 'succeeded',
  date: '2026-11-20T10:00:00.000Z',
  invoiceNumber: 'INV-00000002',
};
const ON_TOP: OrganiserContribution = {
  ...ABSORBED,
  guid: '22222222-2222-4222-8222-222222222222',
  name: 'Ana Lima',
  amount: 4146,
  fee: 146,
  feePaidBy: 'contributor',
  net: 3600,
  charityShare: 400,
  invoiceNumber: 'INV-00000001',
};

describe('the contributions table and the fee breakdown', () => {
  it('shows each card fee with who paid it, the net after it, and the totals', () => {
    const totals = { ...EMPTY_FEE_TOTALS, paid: 6646, feeOnTop: 146, feeAbsorbed: 103, fee: 249, given: 6500, charity: 650, recipientGets: 5747 };
    render(<ContributionsSection market="US" contributions={[ABSORBED, ON_TOP]} totals={totals} />);
    const ben = screen.getByRole('row', { name: /Ben Lee/ });
    expect(within(ben).getByTestId('contribution-fee')).toHaveTextContent('$1.03absorbed by you');
    expect(within(ben).getByTestId('contribution-net')).toHaveTextContent('$21.47');
    const ana = screen.getByRole('row', { name: /Ana Lima/ });
    expect(within(ana).getByTestId('contribution-fee')).toHaveTextContent('$1.46paid by them');
    expect(screen.getByTestId('contributions-totals')).toHaveTextContent('All contributions');
    expect(screen.getByTestId('contributions-total-fee')).toHaveTextContent('$2.49');
    expect(screen.getByTestId('contributions-total-net')).toHaveTextContent('$57.47');
  });

  it('has no totals row until the server sends them', () => {
    render(<ContributionsSection market="US" contributions={[ABSORBED]} />);
    expect(screen.queryByTestId('contributions-totals')).not.toBeInTheDocument();
  });
});

describe('an empty contributions list', () => {
  it('asks to share the link only while people can still join', () => {
    const { unmount } = render(<ContributionsSection market="US" contributions={[]} />);
    expect(screen.getByText('No contributions yet. Share the invitation link to get started.')).toBeInTheDocument();
    unmount();
    render(<ContributionsSection market="US" contributions={[]} canJoin={false} />);
    expect(screen.getByText('Nobody contributed.')).toBeInTheDocument();
    expect(screen.queryByText(/Share the invitation link/)).not.toBeInTheDocument();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganiserContribution, RefundResponse } from '@groupgift/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import { ContributionsSection } from './contributions-section';

afterEach(() => vi.restoreAllMocks());

const PAID: OrganiserContribution = {
  guid: '11111111-1111-4111-8111-111111111111',
  name: 'Ann Lee',
  email: 'ann@example.test',
  amount: 2150,
  fee: 150,
  feePaidBy: 'contributor',
  net: 2000,
  charityShare: 0,
  status: 'succeeded',
  date: '2026-11-20T10:00:00.000Z',
  invoiceNumber: 'INV-000123',
};
const FAILED: OrganiserContribution = {
  ...PAID,
  guid: '22222222-2222-4222-8222-222222222222',
  name: 'Bo',
  status: 'failed',
};

function answer(status: RefundResponse['status']): RefundResponse {
  return {
    paymentGuid: PAID.guid,
    status,
    amount: 2150,
    collection: {
      guid: '33333333-3333-4333-8333-333333333333',
      soFarCollected: 0,
      joinedSofar: 0,
      charityShare: 0,
    },
  };
}

function respond(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

async function openDialog() {
  const user = userEvent.setup();
  const onRefunded = vi.fn();
  render(<ContributionsSection market="US" contributions={[PAID, FAILED]} onRefunded={onRefunded} />);
  // Only a paid contribution can be refunded; the button names whose and how much.
  expect(screen.getAllByRole('button', { name: /^Refund / })).toHaveLength(1);
  const button = screen.getByRole('button', { name: "Refund Ann Lee's contribution of $21.50" });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Refund this contribution?' });
  return { user, onRefunded, button, dialog };
}

describe('refunding a contribution', () => {
  it('asks first, naming the contributor and amount, then shows the row as refunded', async () => {
    const { user, onRefunded, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Ann Lee will get $21.50 back');
    // Cancel is the safe default.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const fetchSpy = respond(200, answer('refunded'));
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Refund $21.50' }));
    });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain(`/api/organiser/contributions/${PAID.guid}/refund`);
    expect(init?.method).toBe('POST');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Ann Lee/ });
    expect(within(row).getByTestId('contribution-status')).toHaveTextContent('Refunded');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(onRefunded).toHaveBeenCalledWith(answer('refunded'), 'Refunded $21.50 to Ann Lee.');
  });

  it('says "Refund pending" when the provider confirms later', async () => {
    const { user, dialog } = await openDialog();
    respond(200, answer('pending'));
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Refund $21.50' }));
    });
    expect(
      within(screen.getByRole('row', { name: /Ann Lee/ })).getByTestId('contribution-status'),
    ).toHaveTextContent('Refund pending');
  });

  it('still says "Refund pending" when the tab is shown again (the page remembers the answer)', () => {
    render(
      <ContributionsSection market="US" contributions={[PAID]} refundStates={{ [PAID.guid]: 'pending' }} />,
    );
    expect(screen.getByTestId('contribution-status')).toHaveTextContent('Refund pending');
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message on an error, and Escape closes it", async () => {
    const { user, onRefunded, dialog, button } = await openDialog();
    respond(409, { error: { code: 'conflict', message: 'Only a completed payment can be refunded.' } });
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Refund $21.50' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only a completed payment can be refunded.');
    expect(
      within(screen.getByRole('row', { name: /Ann Lee/ })).getByTestId('contribution-status'),
    ).toHaveTextContent('Paid');
    expect(onRefunded).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows the general wording when the network fails', async () => {
    const { user, dialog } = await openDialog();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await act(async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Refund $21.50' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/\S/);
  });
});

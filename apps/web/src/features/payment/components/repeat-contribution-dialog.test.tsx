import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { classifyPaymentFailure } from '../payment-errors';
import { RepeatContributionDialog, repeatTime } from './repeat-contribution-dialog';

const EARLIER = { earlierAmountCents: 2000, earlierAt: '2030-01-15T14:03:00.000Z', windowMinutes: 30 };

function renderDialog(overrides: Partial<Parameters<typeof RepeatContributionDialog>[0]> = {}) {
  const props = { earlier: EARLIER, market: 'US' as const, busy: false, onAgain: vi.fn(), onDone: vi.fn(), onClose: vi.fn(), ...overrides };
  render(<RepeatContributionDialog {...props} />);
  return props;
}

describe('RepeatContributionDialog', () => {
  it('asks with the earlier amount and time, and starts on the choice that cannot charge', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: `You chipped in $20.00 at ${repeatTime(EARLIER.earlierAt, 'US')}. Chip in again?` });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "No, I'm done" })).toHaveFocus();
  });

  it('writes the time the market’s way in the browser’s time zone', () => {
    const expected = new Intl.DateTimeFormat('en-AU', { timeStyle: 'short' }).format(new Date(EARLIER.earlierAt));
    expect(repeatTime(EARLIER.earlierAt, 'AU')).toBe(expected);
    expect(repeatTime(EARLIER.earlierAt, 'US')).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('answers by keyboard: Tab then Enter chips in again, Escape closes without paying', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props.onAgain).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Chip in again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onAgain).toHaveBeenCalledTimes(1);
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it('shows nothing without an earlier contribution', () => {
    renderDialog({ earlier: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('classifyPaymentFailure and the repeat question', () => {
  const refusal = (details: unknown) =>
    new ApiError({
      name: 'processCheckout',
      status: 409,
      code: 'repeat_contribution',
      message: 'You chipped in $20.00 to this collection a few minutes ago. Chip in again?',
      data: { error: { code: 'repeat_contribution', message: 'x', details } },
    });

  it('reads the earlier contribution from the refusal', () => {
    expect(classifyPaymentFailure(refusal(EARLIER))).toMatchObject({ kind: 'repeat', earlier: EARLIER });
  });

  it('treats a refusal without usable details as a plain failure', () => {
    expect(classifyPaymentFailure(refusal({ earlierAmountCents: 'lots' }))).toMatchObject({ kind: 'failed' });
  });
});

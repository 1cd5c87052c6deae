import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { emptyForm, toRequest, validateForm, type CollectionFormValues } from '../form-values';
import { useCollectionForm, type CollectionFormState } from '../hooks/use-collection-form';
import { SuggestedAmountsField } from './suggested-amounts-field';

let latest: CollectionFormState | null = null;

function Harness({ initial }: { initial: CollectionFormValues }) {
  const form = useCollectionForm(initial);
  latest = form;
  return <SuggestedAmountsField form={form} />;
}

const base = (overrides: Partial<CollectionFormValues> = {}): CollectionFormValues => ({
  ...emptyForm('AU'),
  recipientName: 'Sam Lee',
  title: 'Farewell Sam',
  minimumContribution: '5.00',
  ...overrides,
});

describe('SuggestedAmountsField', () => {
  it("names the market's defaults, fitted to the limits, as what an empty field offers", () => {
    render(<Harness initial={base({ maximumContribution: '40.00' })} />);
    expect(screen.getByRole('group', { name: 'Suggested amounts' })).toHaveAccessibleDescription(
      'Up to three amounts contributors can pick with one tap. Leave them empty to offer $20.00, $30.00, $40.00.',
    );
  });

  it('sends the amounts typed, in cents and in order, skipping empty ones', async () => {
    const user = userEvent.setup();
    render(<Harness initial={base()} />);
    await user.type(screen.getByLabelText('Suggested amount 1'), '15');
    await user.type(screen.getByLabelText('Suggested amount 3'), '45.50');
    expect(toRequest(latest!.values).request.suggestedAmountsCents).toEqual([1500, 4550]);
  });

  it('refuses a repeat or an amount under the minimum, in the same words as the server', async () => {
    const user = userEvent.setup();
    render(<Harness initial={base()} />);
    await user.type(screen.getByLabelText('Suggested amount 1'), '4');
    await user.tab();
    expect(screen.getByText('Must be greater than or equal to $5.00')).toBeVisible();
    expect(validateForm({ ...base(), suggestedAmounts: ['10', '10', ''] }).suggestedAmounts).toBe('Each suggested amount must be different');
    expect(validateForm({ ...base(), suggestedAmounts: ['ten', '', ''] }).suggestedAmounts).toBeTruthy();
  });

  it('speaks up before the rest of the form is complete', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...emptyForm('US'), minimumContribution: '5.00' }} />);
    await user.type(screen.getByLabelText('Suggested amount 1'), '15');
    await user.type(screen.getByLabelText('Suggested amount 2'), '15');
    await user.tab();
    expect(screen.getByText('Each suggested amount must be different')).toBeVisible();
  });

  it('is not shown where every contribution is one exact amount', () => {
    render(<Harness initial={base({ hasExactAmount: true, exactAmount: '25.00' })} />);
    expect(screen.queryByRole('group', { name: 'Suggested amounts' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Market } from '@groupgift/domain';
import { offeredChoices, type Availability } from '../payment-methods';
import { MethodPicker } from './method-picker';

// What client-config answers for wallets: with Stripe (US) or Checkout.com (AU) on, the server offers
// none (no wallet sheet runs them yet); the sandbox offers those switched on.
const REAL_PROVIDER: Availability = { paypal: true, wallets: { applePay: false, googlePay: false } };
const SANDBOX: Availability = { paypal: true, wallets: { applePay: true, googlePay: true } };

function renderPicker(market: Market, availability: Availability) {
  return render(<MethodPicker variant={market} options={offeredChoices(availability)} value="card" onChange={vi.fn()} />);
}

describe('MethodPicker with the wallets client-config offers', () => {
  it('US tabs: hides Apple Pay and Google Pay when the provider offers no wallet', () => {
    const view = renderPicker('US', REAL_PROVIDER);
    const tabs = within(screen.getByRole('radiogroup', { name: 'Pay with' }));
    expect(tabs.queryByRole('radio', { name: /Apple Pay/ })).not.toBeInTheDocument();
    expect(tabs.queryByRole('radio', { name: /Google Pay/ })).not.toBeInTheDocument();
    expect(tabs.getByRole('radio', { name: /PayPal/ })).toBeInTheDocument();
    view.unmount();

    renderPicker('US', SANDBOX);
    const sandboxTabs = within(screen.getByRole('radiogroup', { name: 'Pay with' }));
    expect(sandboxTabs.getByRole('radio', { name: /Apple Pay/ })).toBeInTheDocument();
    expect(sandboxTabs.getByRole('radio', { name: /Google Pay/ })).toBeInTheDocument();
  });

  it('AU dropdown: lists no wallet when the provider offers none', async () => {
    const user = userEvent.setup();
    renderPicker('AU', REAL_PROVIDER);
    await user.click(screen.getByRole('combobox', { name: 'Pay with' }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.querySelector('.ui-payment-select__text')?.textContent);
    expect(names).toEqual(['American Express', 'Credit or Debit Card', 'PayPal']);
  });
});

describe('MethodPicker: each method named once, American Express in both markets', () => {
  it('US tabs: card first, then American Express as its own tab; every tab’s accessible name is its words alone', () => {
    renderPicker('US', SANDBOX);
    const group = within(screen.getByRole('radiogroup', { name: 'Pay with' }));
    const expected = ['Card', 'American Express', 'PayPal', 'Google Pay', 'Apple Pay'];
    // A string name matches the whole accessible name: "PayPal PayPal" would not be found.
    const radios = expected.map((name) => group.getByRole('radio', { name }));
    expect(group.getAllByRole('radio')).toEqual(radios);
    for (const radio of radios) expect(expected).toContain(radio.textContent);
  });

  it('AU dropdown: every option’s accessible name is its words alone (the logo is not read)', async () => {
    const user = userEvent.setup();
    renderPicker('AU', SANDBOX);
    await user.click(screen.getByRole('combobox', { name: 'Pay with' }));
    const list = within(screen.getByRole('listbox'));
    const expected = ['American Express', 'Credit or Debit Card', 'PayPal', 'Google Pay', 'Apple Pay'];
    const options = expected.map((name) => list.getByRole('option', { name }));
    expect(list.getAllByRole('option')).toEqual(options);
    // The logos carry no text of their own, so neither an option nor the chosen value repeats a name.
    for (const option of options) expect(expected).toContain(option.textContent);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentIcon, PaymentSelect } from './payment-select';

const options = [
  { value: 'card', label: 'Credit or Debit Card', icon: <PaymentIcon kind="card" /> },
  { value: 'amex', label: 'American Express', icon: <PaymentIcon kind="amex" /> },
  { value: 'paypal', label: 'PayPal', icon: '/icons/paypal.svg' },
];

function Select() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <PaymentSelect label="Payment method" options={options} value={value} onChange={setValue} />
      <output data-testid="chosen">{value ?? ''}</output>
    </>
  );
}

describe('PaymentSelect', () => {
  it('says "Please select" until a method is chosen and has no search box', () => {
    render(<Select />);
    const combo = screen.getByRole('combobox', { name: 'Payment method' });
    expect(combo).toHaveTextContent('Please select');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('lists every option with its icon and text, and picks one with the mouse', async () => {
    const user = userEvent.setup();
    render(<Select />);
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    const list = screen.getByRole('listbox', { name: 'Payment method' });
    const items = screen.getAllByRole('option');
    expect(items).toHaveLength(3);
    ['Credit or Debit Card', 'American Express', 'PayPal'].forEach((name, i) => {
      expect(screen.getByRole('option', { name })).toBe(items[i]);
    });
    expect(items[0]?.querySelector('img[data-kind="card"]')).toHaveAttribute('alt', '');
    expect(items[2]?.querySelector('img')).toHaveAttribute('src', '/icons/paypal.svg');
    await user.click(screen.getByRole('option', { name: 'PayPal' }));
    expect(list).not.toBeVisible();
    expect(screen.getByTestId('chosen')).toHaveTextContent('paypal');
    expect(screen.getByRole('combobox')).toHaveTextContent('PayPal');
    // The badge's lettering is not text: the chosen value reads once.
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'American Express' }));
    expect(screen.getByRole('combobox').textContent).toBe('American Express');
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<Select />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const combo = screen.getByRole('combobox');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combo.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'American Express' }).id,
    );
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('amex');
    expect(combo).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}p');
    expect(combo.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'PayPal' }).id,
    );
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('chosen')).toHaveTextContent('amex');
  });

  it('marks the chosen option as selected', async () => {
    const user = userEvent.setup();
    render(<PaymentSelect label="Payment method" options={options} value="amex" onChange={() => {}} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('option', { name: 'American Express' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'false');
  });
});

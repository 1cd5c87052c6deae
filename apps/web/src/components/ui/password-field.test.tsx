import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the text until the toggle is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps two fields independent', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PasswordField label="New password" />
        <PasswordField label="Confirm password" />
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Show password' });
    if (!first) throw new Error('toggle missing');
    await user.click(first);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it('links an error message to the field', () => {
    render(<PasswordField label="Confirm password" error="Password confirmation should match password" />);
    const input = screen.getByLabelText('Confirm password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password confirmation should match password');
  });
});

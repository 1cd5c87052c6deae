import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { forgetOrganiserSession } from '../../../lib/organiser-session';
import { LogInPage } from './log-in-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignUpPage } from './sign-up-page';

const organiser = { id: 1, guid: '30000000-0000-4000-8000-000000000042', email: 'ada@example.test', firstName: 'Ada', lastName: 'L', market: 'US', pictureUrl: null };

function respondWith(status: number, body: unknown) {
  return vi.fn().mockImplementation(async () => new Response(body === null ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderAt(start: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LogInPage /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/dashboard/collections/9', element: <h1>Collection 9</h1> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => forgetOrganiserSession());
afterEach(() => vi.unstubAllGlobals());

describe('log in', () => {
  it('shows the catalogue wording for a wrong password and keeps what was typed', async () => {
    vi.stubGlobal('fetch', respondWith(401, { error: { code: 'unauthorized', message: 'Email and password do not match our records' } }));
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email and password do not match our records')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong password');
  });

  it('goes on to next after logging in, and says why the user is here', async () => {
    vi.stubGlobal('fetch', respondWith(200, { organiser, csrfToken: 'c' }));
    const user = userEvent.setup();
    const router = renderAt('/login?next=%2Fdashboard%2Fcollections%2F9&reason=expired');
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Collection 9' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/collections/9');
  });
});

describe('sign up', () => {
  it('checks the fields with the catalogue wording before sending anything', async () => {
    const fetchMock = respondWith(201, { organiser, csrfToken: 'c' });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/signup');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Min 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation should match password')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a taken email under the field and keeps the form filled', async () => {
    vi.stubGlobal(
      'fetch',
      respondWith(409, { error: { code: 'conflict', message: 'x', details: { fieldErrors: { email: ['An account with this email already exists. Log in or reset your password.'] } } } }),
    );
    const user = userEvent.setup();
    renderAt('/signup');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long enough password');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/already exists/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });
});

describe('reset password', () => {
  it('explains a used or expired link and offers a new one', async () => {
    const message = 'This password reset link has expired or has already been used. Please ask for a new one.';
    vi.stubGlobal('fetch', respondWith(400, { error: { code: 'validation_failed', message, details: { fieldErrors: { token: [message] } } } }));
    const user = userEvent.setup();
    renderAt('/reset-password?token=used');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'a new password');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

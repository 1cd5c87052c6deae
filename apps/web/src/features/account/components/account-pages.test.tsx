import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { forgetOrganiserSession } from '../../../lib/organiser-session';
import { ConfirmSignUpPage } from './confirm-sign-up-page';
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
      { path: '/signup/confirm', element: <ConfirmSignUpPage /> },
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
    const fetchMock = respondWith(202, { accepted: true });
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

  async function fillSignUp(user: ReturnType<typeof userEvent.setup>, password: string) {
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), password);
  }

  it('says to check the email, in words true whether or not the address has an account', async () => {
    const fetchMock = respondWith(202, { accepted: true });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/signup');
    await fillSignUp(user, 'kettle orbit lantern 42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('We have emailed ada@example.test a link to finish creating your account. The link works once.')).toBeInTheDocument();
    expect(screen.getByText(/already has an account, the email says so/)).toBeInTheDocument();
    // Nobody is signed in by the answer: the page stays.
    expect(router.state.location.pathname).toBe('/signup');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows how guessable the password is while it is typed, by the rule the server applies', async () => {
    vi.stubGlobal('fetch', respondWith(202, { accepted: true }));
    const user = userEvent.setup();
    renderAt('/signup');
    await user.type(screen.getByLabelText('Email address'), 'ada.lovelace@example.test');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'password');
    const weak = 'This password is too easy to guess. Add a few words or use a longer phrase. This is a heavily used password.';
    expect(await screen.findByText(weak, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('This password is too easy to guess.'));

    // The person's own email is as weak as a common password.
    await user.clear(password);
    await user.type(password, 'ada.lovelace@example.test');
    expect(await screen.findByText(/^This password is too easy to guess\./)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'kettle orbit lantern 42');
    expect(await screen.findByText('Hard to guess: a good password.')).toBeInTheDocument();
    expect(screen.queryByText(/too easy to guess/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a weak password under the field and keeps the form filled", async () => {
    const message = 'This password is too easy to guess. Add a few words or use a longer phrase.';
    vi.stubGlobal('fetch', respondWith(400, { error: { code: 'validation_failed', message, details: { fieldErrors: { password: [message] } } } }));
    const user = userEvent.setup();
    renderAt('/signup');
    await fillSignUp(user, 'Tr0ub4dor&3x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = screen.getByLabelText('Password', { selector: 'input' });
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});

describe('confirm sign-up', () => {
  it('creates the account with a press of the button and lands on the dashboard', async () => {
    const fetchMock = respondWith(201, { organiser, csrfToken: 'c' });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const router = renderAt('/signup/confirm?token=abc');
    // Opening the page alone spends nothing (mail scanners open links too).
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ token: 'abc' });
  });

  it('explains a used or expired link and offers to sign up again', async () => {
    const message = 'This sign-up link has expired or has already been used. If you finished signing up, log in; otherwise, please sign up again.';
    vi.stubGlobal('fetch', respondWith(400, { error: { code: 'validation_failed', message, details: { fieldErrors: { token: [message] } } } }));
    const user = userEvent.setup();
    renderAt('/signup/confirm?token=used');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    renderAt('/signup/confirm');
    expect(screen.getByText('This sign-up link is incomplete. Please sign up again.')).toBeInTheDocument();
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

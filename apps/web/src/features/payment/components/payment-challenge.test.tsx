import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS, fakeHostedFields, fillUsZip, mockApi, payButton, renderPayment, setupJourney } from './payment-test-kit';

// Decision 132: after suspicious signals the server asks for the "are you a person?" check; the page
// shows it, and passing it pays again with the check's token.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHALLENGE = {
  status: 429,
  body: {
    error: {
      code: 'challenge_required',
      message: 'Please confirm you are a person to finish paying.',
      details: { challenge: { provider: 'sandbox', siteKey: 'sandbox' } },
    },
  },
};

async function payOnce(user: ReturnType<typeof userEvent.setup>) {
  renderPayment();
  await fakeHostedFields();
  await fillUsZip(user);
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
  await user.click(await payButton());
}

describe('PaymentDetailsPage: the payment challenge', () => {
  it('shows the sandbox check when asked, and ticking it pays again with its token under a new key', async () => {
    const user = userEvent.setup();
    const api = mockApi([CHALLENGE, { status: 200, body: { token: 'sbxch.n.1.sig' } }, SUCCESS]);
    setupJourney();
    await payOnce(user);
    const check = await screen.findByTestId('payment-challenge');
    expect(check).toHaveTextContent('Please confirm you are a person to finish paying.');
    expect(screen.queryByTestId('payment-error')).not.toBeInTheDocument();
    expect(api.payments[0]!.body).not.toHaveProperty('challengeToken');
    await user.click(screen.getByLabelText("I'm not a robot"));
    await screen.findByRole('heading', { name: 'Payment successful' });
    const [first, solve, second] = api.payments;
    expect(solve!.url).toMatch(/\/checkout\/sandbox-challenge$/);
    expect(second!.body).toMatchObject({ challengeToken: 'sbxch.n.1.sig' });
    expect(second!.key).not.toBe(first!.key);
  });

  it('brings the whole check into view when it appears: on a phone it opens below the fold', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      mockApi([CHALLENGE]);
      setupJourney();
      await payOnce(user);
      const check = await screen.findByTestId('payment-challenge');
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scrolled.mock.contexts).toContain(check);
    } finally {
      // jsdom has no scrollIntoView of its own.
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('draws a real provider\'s widget (Turnstile here) with the site key, and pays with the token it hands back', async () => {
    const user = userEvent.setup();
    const render = vi.fn((element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
      element.textContent = `widget for ${options.sitekey}`;
      setTimeout(() => options.callback('cf-token-1'), 0);
    });
    vi.stubGlobal('turnstile', { render });
    const turnstile = { ...CHALLENGE, body: { error: { ...CHALLENGE.body.error, details: { challenge: { provider: 'turnstile', siteKey: '0x4AAAA' } } } } };
    const api = mockApi([turnstile, SUCCESS]);
    setupJourney();
    await payOnce(user);
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: '0x4AAAA' }));
    expect(api.payments[1]!.body).toMatchObject({ challengeToken: 'cf-token-1' });
  });

  it('shows a refusal after too many declines as the calm message it is, with no check', async () => {
    const user = userEvent.setup();
    const message =
      'Card payments from here are paused for a few minutes after several unsuccessful tries. Please wait a little and try again, or choose another way to pay.';
    mockApi([{ status: 429, body: { error: { code: 'payment_attempts_limited', message, details: { retryAfterSeconds: 600 } } } }]);
    setupJourney();
    await payOnce(user);
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('payment-challenge')).not.toBeInTheDocument();
  });
});

describe('PaymentDetailsPage: the card minimum per market', () => {
  it('refuses a card total under $2.00 before anything is sent, with the shared message', async () => {
    const user = userEvent.setup();
    const api = mockApi([SUCCESS]);
    // $1.00 plus the US card fee (30c + 2.9 %) is $1.33.
    setupJourney({}, { contribution: 100 });
    await payOnce(user);
    expect(
      await screen.findByText('Card payments must be at least $2.00. Please enter a larger amount or choose another way to pay.'),
    ).toBeInTheDocument();
    expect(api.payments).toHaveLength(0);
  });
});

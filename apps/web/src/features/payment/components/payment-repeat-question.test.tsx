import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentDetailsPage } from './payment-details-page';
import { GUID, SUCCESS, fakeHostedFields, fillUsZip, mockApi, payButton, setupJourney } from './payment-test-kit';

// Decision 102: the server asks before a second contribution from the same email; the payment step
// puts the question to the payer and acts on the answer.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EARLIER_AT = '2030-01-15T14:03:00.000Z';
const REPEAT = {
  status: 409,
  body: {
    error: {
      code: 'repeat_contribution',
      message: 'You chipped in $21.00 to this collection a few minutes ago. Chip in again?',
      details: { earlierAmountCents: 2100, earlierAt: EARLIER_AT, windowMinutes: 30 },
    },
  },
};
const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(EARLIER_AT));

/** The payment step with the pages its answers lead to, the collection's landing page among them. */
function renderPayment() {
  const router = createMemoryRouter(
    [
      { path: '/contribute/:id/payment-details', element: <PaymentDetailsPage /> },
      { path: '/contribute/:id/payment-successful', element: <h1>Payment successful</h1> },
      { path: '/contribute/:id', element: <h1>Landing</h1> },
    ],
    { initialEntries: [`/contribute/${GUID}/payment-details`] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

async function payOnce(user: ReturnType<typeof userEvent.setup>) {
  const page = renderPayment();
  await fakeHostedFields();
  await fillUsZip(user);
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
  await user.click(await payButton());
  return page;
}

describe('PaymentDetailsPage: a second contribution within minutes', () => {
  it('asks first; "Chip in again" pays with confirmRepeat under a new key', async () => {
    const user = userEvent.setup();
    const api = mockApi([REPEAT, SUCCESS]);
    setupJourney();
    await payOnce(user);
    const question = await screen.findByRole('dialog', { name: `You chipped in $21.00 at ${TIME}. Chip in again?` });
    expect(question).toBeInTheDocument();
    expect(api.payments[0]!.body).not.toHaveProperty('confirmRepeat');
    // Nothing was paid: the page stays, with no error.
    expect(screen.queryByTestId('payment-error')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chip in again' }));
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments).toHaveLength(2);
    expect(api.payments[1]!.body).toMatchObject({ confirmRepeat: true });
    expect(api.payments[1]!.key).not.toBe(api.payments[0]!.key);
  });

  it('"No, I\'m done" pays nothing and goes back to the collection', async () => {
    const user = userEvent.setup();
    const api = mockApi([REPEAT]);
    setupJourney();
    const { router } = await payOnce(user);
    await user.click(await screen.findByRole('button', { name: "No, I'm done" }));
    await screen.findByRole('heading', { name: 'Landing' });
    expect(router.state.location.pathname).toMatch(new RegExp(`^/contribute/${GUID}/?$`));
    expect(api.payments).toHaveLength(1);
  });

  it('Escape closes the question and leaves the form as it was', async () => {
    const user = userEvent.setup();
    const api = mockApi([REPEAT]);
    setupJourney();
    const { router } = await payOnce(user);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/contribute/${GUID}/payment-details`);
    expect(await payButton()).toBeEnabled();
    expect(api.payments).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCachedValues } from '../../../lib/storage';
import { paymentDetailsStore } from '../../../lib/journey/journey-store';
import { GUID, SUCCESS, fakeHostedFields, fillUsZip, mockApi, payButton, renderPayment, setupJourney } from './payment-test-kit';

// A payment whose answer never arrived (a lost response, a reload mid-request) may have charged. Its
// idempotency key covers a retry of the same method and total; anything else first asks the server.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOST = { status: 503, body: { error: { code: 'service_unavailable', message: 'We could not confirm the payment yet.' } } };
const statusOf = (status: string) => ({
  status: 200,
  body: {
    paymentId: '20000000-0000-4000-8000-000000000002',
    collectionGuid: GUID,
    paymentSuccessful: status === 'succeeded',
    status,
    invoiceNumber: status === 'succeeded' ? 'INV-00000042' : null,
    paymentDate: status === 'succeeded' ? '2026-11-24T10:00:00.000Z' : null,
  },
});

async function readyUsCard(user: ReturnType<typeof userEvent.setup>) {
  await fakeHostedFields();
  await fillUsZip(user);
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

/** Pays by card in the US variant and loses the answer; the attempt stays open. */
async function payAndLoseTheAnswer(user: ReturnType<typeof userEvent.setup>) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = mockApi([LOST]);
  setupJourney();
  const first = renderPayment();
  await readyUsCard(user);
  await user.click(await payButton());
  await screen.findByTestId('payment-error');
  first.view.unmount();
  forgetCachedValues();
  return api;
}

describe('PaymentDetailsPage: an attempt whose answer was lost', () => {
  it('after a reload, when the first request never reached the server, pays again with the same key', async () => {
    const user = userEvent.setup();
    const lost = await payAndLoseTheAnswer(user);
    const second = mockApi([SUCCESS]);
    renderPayment();
    await waitFor(() => expect(second.statusChecks).toEqual([lost.payments[0]!.key]));
    // The address and terms were kept across the reload; the card never is.
    await fakeHostedFields();
    await user.click(await payButton());
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(second.payments[0]!.key).toBe(lost.payments[0]!.key);
  });

  it('after a reload, waits while the first payment is being confirmed and moves on when it succeeds, charging once', async () => {
    const user = userEvent.setup();
    await payAndLoseTheAnswer(user);
    const second = mockApi([], { priorAttempt: [statusOf('created'), statusOf('succeeded')] });
    renderPayment();
    expect(await screen.findByText(/Your last payment is still being confirmed/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 });
    expect(second.payments).toEqual([]);
    expect(paymentDetailsStore.get()).toMatchObject({ paymentSuccessful: true, invoiceNumber: 'INV-00000042' });
  });

  it('on the same page, paying by another method first asks whether the lost one charged, and never charges twice', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi([LOST], { priorAttempt: [statusOf('requires_action'), statusOf('succeeded')] }, 'AU');
    setupJourney({ countryCode: 'AU' });
    renderPayment();
    await user.click(await screen.findByRole('combobox', { name: 'Pay with' }));
    await user.click(screen.getByRole('option', { name: 'Credit or Debit Card' }));
    await fakeHostedFields();
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    await screen.findByTestId('payment-error');

    await user.click(screen.getByRole('combobox', { name: 'Pay with' }));
    await user.click(screen.getByRole('option', { name: 'PayPal' }));
    await user.click(await payButton());
    expect(await screen.findByText(/Your last payment is still being confirmed/)).toBeInTheDocument();
    await user.click(await payButton());
    // The card payment went through: its own success page, not PayPal's.
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.payments).toHaveLength(1);
    expect(api.statusChecks.length).toBeGreaterThanOrEqual(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import { setOrganiser } from '../../../../lib/organiser-session';
import { PackPaymentReceivedPage, PaymentReceivedPage } from './received-pages';

const GUID = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';

const DETAILS = {
  firstName: 'Olive',
  lastName: 'Organiser',
  email: 'olive@example.test',
  market: 'US',
  collectionTitle: 'Farewell Sam',
  isPaid: false,
  pack: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** getuserdetails answers these in turn; the last one repeats. */
function answerDetails(...answers: (() => Response)[]) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
    answers[Math.min(call++, answers.length - 1)]!(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment/packpayment-received', element: <PackPaymentReceivedPage /> },
      { path: '/payment/:id/payment-received', element: <PaymentReceivedPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  // Pending answers are asked again after a pause; the tests move the clock instead of waiting.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOrganiser(null);
});

describe('PaymentReceivedPage (paid group card)', () => {
  it('says received, with the reference, only once the server has the card as paid', async () => {
    const fetchMock = answerDetails(() => json(200, { ...DETAILS, isPaid: true }));
    renderAt(`/payment/${GUID}/payment-received?invoice=INV-7`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('Reference: INV-7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the collection' })).toHaveAttribute(
      'href',
      `/dashboard/collections/${GUID}`,
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`collectionGuid=${GUID}`);
  });

  it('asks again while the card is not paid, then says the payment is being processed', async () => {
    const fetchMock = answerDetails(() => json(200, DETAILS));
    renderAt(`/payment/${GUID}/payment-received?invoice=INV-7`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checking your payment' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    expect(screen.queryByText('Reference: INV-7')).not.toBeInTheDocument();
    // The first answer and three more.
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('turns to received when a later check finds the card paid', async () => {
    answerDetails(
      () => json(200, DETAILS),
      () => json(200, { ...DETAILS, isPaid: true }),
    );
    renderAt(`/payment/${GUID}/payment-received`);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
  });

  it('says the payment did not go through when the return says so and the card is not paid', async () => {
    const fetchMock = answerDetails(() => json(200, DETAILS));
    renderAt(`/payment/${GUID}/payment-received?payment=failed`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the payment again' })).toHaveAttribute(
      'href',
      `/payment/${GUID}`,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never says received when the server cannot be asked, and checks again on request', async () => {
    answerDetails(
      () => json(500, { error: { code: 'internal', message: 'The server could not process the request.' } }),
      () => json(200, { ...DETAILS, isPaid: true }),
    );
    renderAt(`/payment/${GUID}/payment-received`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' }),
    ).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
  });
});

describe('PackPaymentReceivedPage', () => {
  const signIn = () =>
    setOrganiser({
      id: 1,
      guid: USER,
      email: 'olive@example.test',
      firstName: 'Olive',
      lastName: 'Organiser',
      market: 'US',
      pictureUrl: null,
    });

  it("says received once the organiser's pack has cards", async () => {
    signIn();
    const fetchMock = answerDetails(() =>
      json(200, {
        ...DETAILS,
        collectionTitle: null,
        pack: { id: 3, name: '5-card pack', price: 1999, cardsRemaining: 5 },
      }),
    );
    renderAt('/payment/packpayment-received');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pack payment received' }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`userid=${USER}`);
  });

  it('is pending while the organiser has no pack cards', async () => {
    signIn();
    answerDetails(() => json(200, { ...DETAILS, collectionTitle: null }));
    renderAt('/payment/packpayment-received');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});

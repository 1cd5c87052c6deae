import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import { PgcPaymentPage } from './pgc-payment-page';

const GUID = '11111111-1111-4111-8111-111111111111';

const DETAILS = {
  firstName: 'Olive',
  lastName: 'Organiser',
  email: 'olive@example.test',
  plans: [],
  pack: null,
  gatewayInformation: [],
  isPackAvailable: false,
  anyCardAmount: 0,
  promoWasApplied: false,
  discountPercentage: 0,
  discountedAmount: 499,
  promoCode: null,
  market: 'US',
  collectionTitle: 'Farewell Sam',
  cardPrice: 499,
  anyCardFee: 0,
  discount: 0,
  totalPgcAmount: 499,
  isPaid: false,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch answering the organiser payment calls; other calls (client config) get a sandbox config. */
function mockFetch(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const match = Object.keys(routes).find((part) => url.includes(part));
    if (match) return routes[match]!();
    if (url.includes('client-config'))
      return json(200, {
        market: 'US',
        provider: 'sandbox',
        wallets: { applePay: false, googlePay: false },
        paypal: true,
      });
    return json(404, { error: { code: 'not_found', message: 'nothing here' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/payment/:id', element: <PgcPaymentPage collectionGuid={GUID} /> },
      { path: '/payment/:id/payment-received', element: <h1>Payment received</h1> },
    ],
    { initialEntries: [`/payment/${GUID}${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PgcPaymentPage', () => {
  it('refuses an any card amount that is not a multiple of 5, keeping what was typed, without a call', async () => {
    const fetchMock = mockFetch({ getuserdetails: () => json(200, DETAILS) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('pgc-total')).toHaveTextContent('$4.99');
    await user.type(screen.getByLabelText('Any card amount'), '12');
    await user.click(screen.getByRole('button', { name: 'Update amount' }));
    expect(screen.getByText('Please enter amount multiple of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Any card amount')).toHaveValue('12');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('updateanycarddetails'))).toBe(false);
  });

  it("shows the server's reason when a promo code is refused", async () => {
    mockFetch({
      getuserdetails: () => json(200, DETAILS),
      'promo-code': () =>
        json(422, {
          error: {
            code: 'unprocessable',
            message: 'This promo code has expired.',
            details: { fieldErrors: { promoCode: ['This promo code has expired.'] } },
          },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'oldcode');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('oldcode');
  });

  it('offers the free completion when the promo covers everything, then shows the received page', async () => {
    const free = {
      ...DETAILS,
      promoWasApplied: true,
      promoCode: 'FREE',
      discountPercentage: 100,
      discount: 499,
      totalPgcAmount: 0,
    };
    mockFetch({
      getuserdetails: () => json(200, free),
      ProcessFullPgcDiscount: () =>
        json(200, { successCode: 10000, success: true, message: 'guid', invoiceNumber: 'INV-00000001' }),
    });
    const user = userEvent.setup();
    const router = renderPage();
    expect(await screen.findByTestId('pgc-total')).toHaveTextContent('$0.00');
    expect(screen.queryByTestId('pay-button')).toBeNull();
    await user.click(screen.getByTestId('full-discount-button'));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?invoice=INV-00000001');
  });

  it('offers the pack when one has cards left', async () => {
    mockFetch({
      getuserdetails: () =>
        json(200, {
          ...DETAILS,
          isPackAvailable: true,
          pack: { id: 1, name: '5-card pack', price: 1999, cardsRemaining: 3, priceMode: 1 },
        }),
    });
    renderPage();
    expect(await screen.findByText(/You have 3 cards left in “5-card pack”/)).toBeInTheDocument();
    expect(screen.getByTestId('pay-from-pack-button')).toBeInTheDocument();
  });

  it('says a duplicate payment was refunded when the card was already paid (decision 085)', async () => {
    mockFetch({ getuserdetails: () => json(200, { ...DETAILS, isPaid: true }) });
    renderPage('?payment=refunded');
    expect(await screen.findByText('This group card is paid')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('your last payment has been refunded to you');
  });
});

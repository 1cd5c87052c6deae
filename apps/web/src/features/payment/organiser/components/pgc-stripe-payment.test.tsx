// Stripe.js client fields on the organiser payment screens.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import { forgetOrganiserSession, setOrganiser } from '../../../../lib/organiser-session';
import { paymentDetailsStore } from '../../../../lib/journey/journey-store';
import { providerCardStore } from '../../state/provider-card-state';
import { PgcPaymentPage } from './pgc-payment-page';

// Stripe.js is replaced at its module edge (the `pure` entry the app imports), as in
// components/real-provider-fields.test.tsx.
type Handler = (event: unknown) => void;
interface FakeElement {
  type: string;
  options: Record<string, unknown>;
  handlers: Record<string, Handler>;
  mounted: HTMLElement | null;
}

const stripeDouble = vi.hoisted(() => ({
  created: [] as FakeElement[],
  elementsOptions: null as unknown,
  submit: vi.fn(),
  createConfirmationToken: vi.fn(),
  loadStripe: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeDouble.loadStripe }));

function fakeStripe() {
  return {
    elements(options: unknown) {
      stripeDouble.elementsOptions = options;
      return {
        create(type: string, options: Record<string, unknown>) {
          const element: FakeElement = { type, options, handlers: {}, mounted: null };
          stripeDouble.created.push(element);
          return {
            mount(el: HTMLElement) {
              element.mounted = el;
              el.append(Object.assign(document.createElement('iframe'), { title: `Stripe ${type}` }));
            },
            on(event: string, handler: Handler) {
              element.handlers[event] = handler;
            },
            destroy() {
              element.mounted = null;
            },
          };
        },
        update: vi.fn(),
        submit: stripeDouble.submit,
      };
    },
    createConfirmationToken: stripeDouble.createConfirmationToken,
  };
}

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

const STRIPE_CONFIG = {
  market: 'US',
  provider: 'stripe',
  publishableKey: 'pk_test_organiser',
  // What the server answers with Stripe on: no wallet it cannot run.
  wallets: { applePay: false, googlePay: false },
  paypal: true,
  feeTable: null,
  whoPaysFeeOption: 1,
};

interface Sent {
  url: string;
  body: Record<string, unknown>;
  headers: Headers;
}

function mockServer() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const reply = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.includes('client-config')) return reply(200, STRIPE_CONFIG);
      if (url.includes('getuserdetails')) return reply(200, DETAILS);
      if (url.includes('/organiser-checkout/')) {
        sent.push({ url, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>, headers: new Headers(init?.headers) });
        return reply(200, { successCode: 10000, success: true, message: 'pay-guid-1', invoiceNumber: 'INV-2001' });
      }
      return reply(404, { error: { code: 'not_found', message: 'nothing here' } });
    }),
  );
  return sent;
}

function element(type: string): FakeElement {
  const found = stripeDouble.created.find((e) => e.type === type && e.mounted);
  if (!found) throw new Error(`no mounted ${type} element`);
  return found;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/payment/:id', element: <PgcPaymentPage collectionGuid={GUID} /> },
      { path: '/payment/:id/payment-received', element: <h1>Payment received</h1> },
    ],
    { initialEntries: [`/payment/${GUID}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  stripeDouble.created.length = 0;
  stripeDouble.submit.mockReset().mockResolvedValue({});
  stripeDouble.createConfirmationToken.mockReset().mockResolvedValue({
    confirmationToken: {
      id: 'ctoken_organiser1',
      payment_method_preview: {
        type: 'card',
        billing_details: {},
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, country: 'US', funding: 'credit', display_brand: 'visa' },
      },
    },
  });
  stripeDouble.loadStripe.mockReset().mockImplementation(async () => fakeStripe());
  paymentDetailsStore.reset();
  providerCardStore.reset();
  setOrganiser({
    id: 7,
    guid: '30000000-0000-4000-8000-000000000007',
    email: 'olive@example.test',
    firstName: 'Olive',
    lastName: 'Organiser',
    market: 'US',
    pictureUrl: null,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOrganiserSession();
});

describe('Organiser PGC payment with Stripe on', () => {
  it('tokenises through Stripe and posts the ctoken to the organiser checkout, leaving the contributor stores alone', async () => {
    const sent = mockServer();
    const user = userEvent.setup();
    const router = renderPage();
    expect(await screen.findByTestId('pgc-total')).toHaveTextContent('$4.99');

    // Stripe's Payment Element replaces the sandbox fields; no config-failed alert; no wallet tabs.
    await waitFor(() => element('payment'));
    expect(stripeDouble.loadStripe).toHaveBeenCalledWith('pk_test_organiser');
    expect(stripeDouble.elementsOptions).toMatchObject({ mode: 'payment', amount: 499, currency: 'usd' });
    expect(screen.queryByText('The secure payment form could not be loaded.')).not.toBeInTheDocument();
    expect(document.querySelector('iframe[title="Secure card details"]')).toBeNull();
    const tabs = within(screen.getByRole('radiogroup', { name: 'Pay with' }));
    expect(tabs.queryByRole('radio', { name: /Apple Pay|Google Pay/ })).not.toBeInTheDocument();

    act(() => element('payment').handlers.change?.({ complete: true, empty: false, value: { type: 'card' } }));
    await user.click(screen.getByTestId('pay-button'));

    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(stripeDouble.submit).toHaveBeenCalledTimes(1);
    // The organiser's own email goes to Stripe with the card, not a contributor's.
    expect(stripeDouble.createConfirmationToken).toHaveBeenCalledWith(
      expect.objectContaining({ params: { payment_method_data: { billing_details: { email: 'olive@example.test' } } } }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/api/organiser-checkout/ProcessCheckout');
    expect(sent[0]!.body).toMatchObject({
      purchase: { kind: 'paid_group_card', collectionGuid: GUID },
      amount: 499,
      checkOutToken: 'ctoken_organiser1',
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(router.state.location.search).toBe('?invoice=INV-2001');

    // Nothing of the organiser's payment landed in the contributor journey's stores.
    expect(paymentDetailsStore.get().emailAddress).toBe('');
    expect(providerCardStore.get().stripe.paymentElement).toBeNull();
  });
});

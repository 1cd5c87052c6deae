// Stripe.js / Checkout Frames client fields (payments issue).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAMES_SCRIPT_URL, type FramesApi } from '../checkout-frames-loader';
import { providerCardStore } from '../state/provider-card-state';
import { FEES, SUCCESS, payButton, renderPayment, setupJourney } from './payment-test-kit';

// Stripe.js is replaced at its module edge (the `pure` entry the app imports); Frames by a fake
// `window.Frames` that the injected script's load event reveals.

type Handler = (event: unknown) => void;
interface FakeElement {
  type: string;
  options: Record<string, unknown>;
  handlers: Record<string, Handler>;
  mounted: HTMLElement | null;
}

const stripeDouble = vi.hoisted(() => {
  const state = {
    created: [] as FakeElement[],
    elementsOptions: null as unknown,
    submit: vi.fn(async () => ({}) as { error?: { message: string } }),
    createConfirmationToken: vi.fn(),
    loadStripe: vi.fn(),
  };
  return state;
});

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

const CONFIRMATION_TOKEN = {
  confirmationToken: {
    id: 'ctoken_1abc',
    payment_method_preview: { type: 'card', billing_details: {}, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, country: 'US', funding: 'credit', display_brand: 'visa' } },
  },
};

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

function mockServer(config: Record<string, unknown>, answers: { status: number; body: unknown }[] = []) {
  const sent: Sent[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.includes('/checkout/client-config')) {
        return reply(200, { wallets: { applePay: false, googlePay: false }, paypal: true, feeTable: FEES, whoPaysFeeOption: 2, ...config });
      }
      sent.push({ url, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      const next = queue.shift() ?? { status: 500, body: { error: { code: 'internal_error', message: 'no answer queued' } } };
      return reply(next.status, next.body);
    }),
  );
  return sent;
}

function element(type: string): FakeElement {
  const found = stripeDouble.created.find((e) => e.type === type && e.mounted);
  if (!found) throw new Error(`no mounted ${type} element`);
  return found;
}

beforeEach(() => {
  stripeDouble.created.length = 0;
  stripeDouble.submit.mockReset().mockResolvedValue({});
  stripeDouble.createConfirmationToken.mockReset().mockResolvedValue(CONFIRMATION_TOKEN);
  stripeDouble.loadStripe.mockReset().mockImplementation(async () => fakeStripe());
  providerCardStore.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.Frames;
  document.querySelectorAll(`script[src="${FRAMES_SCRIPT_URL}"]`).forEach((s) => s.remove());
});

/** The US payer fills the Payment Element (its change event) and accepts the terms. */
async function fillStripeForm(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => element('payment'));
  act(() => {
    element('payment').handlers.change?.({ complete: true, empty: false, value: { type: 'card' } });
  });
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

describe('US with Stripe: the Payment Element alone', () => {
  it('loads Stripe.js with the publishable key, mounts the Payment Element only and sends the confirmation token with the name and email', async () => {
    const sent = mockServer({ market: 'US', provider: 'stripe', publishableKey: 'pk_test_double' }, [SUCCESS]);
    setupJourney();
    const user = userEvent.setup();
    renderPayment();
    await fillStripeForm(user);
    expect(stripeDouble.loadStripe).toHaveBeenCalledWith('pk_test_double');
    expect(stripeDouble.elementsOptions).toMatchObject({ mode: 'payment', currency: 'usd' });
    // The name and email were given on the amount screen (decision 101): the element asks only for the
    // card and what its country needs (a US card: the ZIP code), so there is no Link or Address Element.
    expect(element('payment').options).toMatchObject({ fields: { billingDetails: { name: 'never', email: 'never' } } });
    expect(stripeDouble.created.map((created) => created.type)).toEqual(['payment']);
    // No sandbox iframe and none of our own address inputs: Stripe's element replaces them.
    expect(document.querySelector('iframe[title="Secure card details"]')).toBeNull();
    for (const label of ['Street address', 'ZIP code', 'First name', 'Email address']) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();

    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(stripeDouble.submit).toHaveBeenCalledTimes(1);
    expect(stripeDouble.createConfirmationToken).toHaveBeenCalledWith(
      expect.objectContaining({ params: { payment_method_data: { billing_details: { name: 'Alex Smith', email: 'alex@example.test' } } } }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/checkout/ProcessCheckout');
    expect(sent[0]!.body).toMatchObject({ checkOutToken: 'ctoken_1abc', email: 'alex@example.test', fName: 'Alex', lName: 'Smith' });
    // SPEC §3's stripe state holds element states, never card data.
    expect(providerCardStore.get().stripe.paymentElement).toEqual({ complete: true, empty: false, type: 'card' });
    expect(JSON.stringify(localStorage)).not.toContain('4242');
  });

  it('shows an SDK error clearly, sends nothing, and pays on the next press', async () => {
    const sent = mockServer({ market: 'US', provider: 'stripe', publishableKey: 'pk_test_double' }, [SUCCESS]);
    stripeDouble.createConfirmationToken.mockResolvedValueOnce({ error: { type: 'api_connection_error', message: 'Network down' } });
    setupJourney();
    const user = userEvent.setup();
    renderPayment();
    await fillStripeForm(user);
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card could not be checked: Network down');
    expect(sent).toHaveLength(0);
    const button = await payButton();
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(sent[0]!.body.checkOutToken).toBe('ctoken_1abc');
  });

  it('stops at Stripe’s own validation (elements.submit) without asking for a token', async () => {
    mockServer({ market: 'US', provider: 'stripe', publishableKey: 'pk_test_double' });
    stripeDouble.submit.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } });
    setupJourney();
    const user = userEvent.setup();
    renderPayment();
    await fillStripeForm(user);
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card number is incomplete.');
    expect(stripeDouble.createConfirmationToken).not.toHaveBeenCalled();
    expect(await payButton()).toBeEnabled();
  });

  it('falls back to the plain fields with a retry when Stripe.js cannot load', async () => {
    mockServer({ market: 'US', provider: 'stripe', publishableKey: 'pk_test_double' });
    stripeDouble.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    setupJourney();
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPayment();
    expect(await screen.findByTestId('card-fields-failed')).toHaveTextContent('The secure card form could not be loaded');
    // The details given so far stay on the summary (and PayPal stays possible).
    expect(screen.getByText(/Alex Smith · alex@example\.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => element('payment'));
    expect(stripeDouble.loadStripe).toHaveBeenCalledTimes(2);
  });

  it('never loads Stripe.js or Frames while the sandbox is the provider', async () => {
    mockServer({ market: 'US', provider: 'sandbox', hostedFieldsUrl: '/sandbox-provider/hosted-fields' });
    setupJourney();
    renderPayment();
    await waitFor(() => expect(document.querySelector('iframe[title="Secure card details"]')).not.toBeNull());
    expect(stripeDouble.loadStripe).not.toHaveBeenCalled();
    expect(document.querySelector(`script[src="${FRAMES_SCRIPT_URL}"]`)).toBeNull();
  });
});

/** A stand-in for Checkout.com's `window.Frames`, answering submitCard with a cardTokenized event. */
function fakeFrames(options: { fail?: Error | undefined } = {}) {
  const handlers: Record<string, Handler[]> = {};
  const emit = (event: string, data: unknown) => handlers[event]?.forEach((h) => h(data));
  const frames = {
    Events: { READY: 'ready', FRAME_VALIDATION_CHANGED: 'frameValidationChanged', CARD_TOKENIZED: 'cardTokenized', CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed' },
    init: vi.fn(),
    addEventHandler: (event: string, handler: Handler) => void (handlers[event] ??= []).push(handler),
    removeAllEventHandlers: (event: string) => void delete handlers[event],
    isCardValid: vi.fn(() => true),
    enableSubmitForm: vi.fn(),
    submitCard: vi.fn(async () => {
      if (options.fail) throw options.fail;
      const card = { type: 'card', token: 'tok_frames_1', bin: '424242', last4: '4242', expiry_month: 6, expiry_year: 2031, expires_on: '2026-11-29T00:00:00Z', scheme: 'VISA', card_type: 'CREDIT', card_category: 'CONSUMER', issuer_country: 'AU', product_id: 'F', product_type: 'Visa Classic' };
      setTimeout(() => emit('cardTokenized', card), 0);
      return card;
    }),
    emit,
  };
  return frames;
}

async function loadFrames(frames: ReturnType<typeof fakeFrames> | null) {
  const script = await waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>(`script[src="${FRAMES_SCRIPT_URL}"]`);
    if (!found) throw new Error('Frames script not injected yet');
    return found;
  });
  act(() => {
    if (frames) {
      window.Frames = frames as unknown as FramesApi;
      script.dispatchEvent(new Event('load'));
    } else script.dispatchEvent(new Event('error'));
  });
}

async function chooseCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Pay with' }));
  await user.click(screen.getByRole('option', { name: 'Credit or Debit Card' }));
}

describe('AU with Checkout.com: Frames', () => {
  it('injects the Frames script, initialises it with the public key, and sends the tok_ token', async () => {
    const sent = mockServer({ market: 'AU', provider: 'checkout', publishableKey: 'pk_sbox_double' }, [SUCCESS]);
    setupJourney({ countryCode: 'AU' });
    const user = userEvent.setup();
    renderPayment();
    await chooseCard(user);
    const frames = fakeFrames();
    await loadFrames(frames);
    expect(frames.init).toHaveBeenCalledWith(expect.objectContaining({ publicKey: 'pk_sbox_double' }));
    act(() => frames.emit('ready', {}));
    expect(document.querySelector('iframe[title="Secure card details"]')).toBeNull();
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(sent[0]!.url).toContain('/checkout/ProcessCheckout');
    expect(sent[0]!.body.checkOutToken).toBe('tok_frames_1');
    // SPEC §3's tokenizedCard, from the cardTokenized event; in memory, never in storage.
    expect(providerCardStore.get().tokenizedCard).toMatchObject({ token: 'tok_frames_1', bin: '424242', last4: '4242', expiry_month: 6, expiry_year: 2031, scheme: 'VISA', issuer_country: 'AU' });
    expect(JSON.stringify(localStorage)).not.toContain('tok_frames_1');
    expect(frames.enableSubmitForm).toHaveBeenCalled();
  });

  it('shows what Frames refused and keeps the form usable', async () => {
    const sent = mockServer({ market: 'AU', provider: 'checkout', publishableKey: 'pk_sbox_double' }, [SUCCESS]);
    setupJourney({ countryCode: 'AU' });
    const user = userEvent.setup();
    renderPayment();
    await chooseCard(user);
    const failing: { fail?: Error | undefined } = { fail: new Error('Request failed') };
    const frames = fakeFrames(failing);
    await loadFrames(frames);
    act(() => frames.emit('ready', {}));
    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Your card could not be checked: Request failed');
    expect(sent).toHaveLength(0);
    // An incomplete card is named before anything is sent.
    frames.isCardValid.mockReturnValue(false);
    act(() => frames.emit('frameValidationChanged', { element: 'expiry-date', isValid: false, isEmpty: false }));
    await user.click(await payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Please check the card’s expiry date.');
    expect(await payButton()).toBeEnabled();
    // Once the card is right, the next press pays.
    frames.isCardValid.mockReturnValue(true);
    failing.fail = undefined;
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(sent[0]!.body.checkOutToken).toBe('tok_frames_1');
  });

  it('offers a retry when the Frames script cannot load', async () => {
    mockServer({ market: 'AU', provider: 'checkout', publishableKey: 'pk_sbox_double' });
    setupJourney({ countryCode: 'AU' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPayment();
    await chooseCard(user);
    await loadFrames(null);
    expect(await screen.findByTestId('card-fields-failed')).toHaveTextContent('The secure card form could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const frames = fakeFrames();
    await loadFrames(frames);
    expect(frames.init).toHaveBeenCalledTimes(1);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PATHWAY } from '@groupgift/domain';
import '../../../lib/i18n';
import { collectionStore, pathwayStore, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { testCollection } from '../../../lib/journey/test-collection';
import { PaymentDetailsPage } from './payment-details-page';

// Test helpers for the payment step: a router around the page, a fetch that answers as the
// payments contract says, and a stand-in for the provider's hosted-fields iframe.

export const GUID = '10000000-0000-4000-8000-000000000001';
export const FEES = {
  amexFeeAmount: 50,
  amexFeePercentage: 3.5,
  ccFeeAmount: 30,
  ccFeePercentage: 2,
  paypalFeeAmount: 40,
  paypalFeePercentage: 3,
  stripeFeeAmount: 30,
  stripeFeePercentage: 2.9,
  bulkGiftsFee: 0,
};

export interface ConfigOverrides {
  wallets?: { applePay: boolean; googlePay: boolean };
  paypal?: boolean;
  whoPaysFeeOption?: 1 | 2;
  /** Answers to `payment-status?attempt=` in turn; the last one repeats. Without them: 404. */
  priorAttempt?: Answer[];
}

export type Answer = { status: number; body: unknown } | (() => Promise<{ status: number; body: unknown }>);

export interface Calls {
  fetch: ReturnType<typeof vi.fn>;
  payments: { url: string; key: string | null; body: Record<string, unknown> }[];
  /** The attempt keys the page asked about. */
  statusChecks: string[];
}

export function mockApi(answers: Answer[], config: ConfigOverrides = {}, market = 'US'): Calls {
  const queue = [...answers];
  const calls: Calls = { fetch: vi.fn(), payments: [], statusChecks: [] };
  const statuses = [...(config.priorAttempt ?? [])];
  calls.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/checkout/client-config')) {
      return json(200, {
        market,
        provider: 'sandbox',
        hostedFieldsUrl: '/sandbox-provider/hosted-fields',
        wallets: config.wallets ?? { applePay: false, googlePay: true },
        paypal: config.paypal ?? true,
        feeTable: FEES,
        whoPaysFeeOption: config.whoPaysFeeOption ?? 2,
      });
    }
    if (url.includes('/checkout/payment-status')) {
      calls.statusChecks.push(new URL(url, 'http://localhost').searchParams.get('attempt') ?? '');
      const next = statuses.length > 1 ? statuses.shift()! : statuses[0];
      if (!next) return json(404, { error: { code: 'not_found', message: 'The payment was not found.' } });
      const answer = typeof next === 'function' ? await next() : next;
      return json(answer.status, answer.body);
    }
    const headers = new Headers(init?.headers);
    calls.payments.push({ url, key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const next = queue.shift();
    if (!next) return json(500, { error: { code: 'internal_error', message: 'no answer queued' } });
    const answer = typeof next === 'function' ? await next() : next;
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', calls.fetch);
  return calls;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const SUCCESS = { status: 200, body: { successCode: 10000, success: true, message: 'pay-guid-1', invoiceNumber: 'INV-1001' } };

export function setupJourney(overrides: Record<string, unknown> = {}, payment: Partial<ReturnType<typeof paymentDetailsStore.get>> = {}) {
  collectionStore.set(testCollection({ whoPaysFeeOption: 2, pricingDto: FEES, ...overrides }));
  pathwayStore.patch({ pathway: PATHWAY.CHIP_IN });
  paymentDetailsStore.patch({ contribution: 2000, firstName: 'Alex', lastName: 'Smith', emailAddress: 'alex@example.test', ...payment });
}

export function renderPayment() {
  const router = createMemoryRouter(
    [
      { path: '/contribute/:id/payment-details', element: <PaymentDetailsPage /> },
      { path: '/contribute/:id/payment-successful', element: <h1>Payment successful</h1> },
      { path: '/contribute/:id/pathway-complete', element: <h1>Thank you!</h1> },
      { path: '/contribute/:id/collection-suspended', element: <h1>Collection suspended</h1> },
      { path: '/contribute/:id/how-much', element: <h1>How much</h1> },
    ],
    { initialEntries: [`/contribute/${GUID}/payment-details`] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

export async function payButton(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: /^(Pay |Continue with)/ });
}

/** Stands in for the provider's iframe: answers `sandbox:submit` with a token (or field errors). */
export async function fakeHostedFields(card: { scheme?: string; token?: string; errors?: Record<string, string[]> } = {}) {
  const frame = await waitFor(() => {
    const found = document.querySelector<HTMLIFrameElement>('iframe[title="Secure card details"]');
    if (!found?.contentWindow) throw new Error('no hosted fields yet');
    return found;
  });
  const target = frame.contentWindow!;
  const submits = vi.fn();
  let serial = 0;
  target.postMessage = ((message: unknown, targetOrigin: string) => {
    submits(message, targetOrigin);
    serial += 1;
    const data = card.errors
      ? { type: 'sandbox:error', errors: card.errors }
      : {
          type: 'sandbox:tokenized',
          tokenizedCard: {
            bin: '424242',
            expiry_month: 12,
            expiry_year: 2030,
            last4: '4242',
            scheme: card.scheme ?? 'visa',
            token: card.token ?? `tok_sandbox_${serial}`,
          },
        };
    setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: target })), 0);
  }) as typeof target.postMessage;
  return { frame, submits };
}

/** The one billing field a US card asks for on this page (decision 101). */
export async function fillUsZip(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('ZIP code'), '62701');
}

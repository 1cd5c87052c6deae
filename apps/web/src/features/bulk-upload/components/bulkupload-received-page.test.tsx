import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { BulkUploadReceivedPage } from './bulkupload-received-page';

const GUID = '33333333-3333-4333-8333-333333333333';

function page(status: 'awaiting_payment' | 'paid' | 'failed') {
  return {
    collection: { guid: GUID, title: 'Team thank-you gifts', market: 'AU', bulkGiftsFee: 5 },
    upload: {
      guid: '44444444-4444-4444-8444-444444444444',
      status,
      document: null,
      rows: [],
      validCount: 3,
      errorCount: 0,
      subtotalCents: 6735,
      feeCents: 337,
      totalCents: 7072,
    },
  };
}

function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(search: string) {
  const router = createMemoryRouter(
    [{ path: '/payment/bulkupload-received', element: <BulkUploadReceivedPage /> }],
    {
      initialEntries: [`/payment/bulkupload-received${search}`],
    },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BulkUploadReceivedPage', () => {
  it('says received, with what was paid, once the upload is paid on the server', async () => {
    const fetchMock = answer(page('paid'));
    renderAt(`?id=${GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your payment has been received' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$70.72')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/bulk-upload/${GUID}`);
  });

  it('is pending while the upload still awaits payment, after asking again', async () => {
    const fetchMock = answer(page('awaiting_payment'));
    renderAt(`?id=${GUID}`);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/payment has been received/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });

  it('says the payment failed and offers to pay again', async () => {
    answer(page('failed'));
    renderAt(`?id=${GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the payment again' })).toHaveAttribute(
      'href',
      `/payment/${GUID}?bulkpayment=true`,
    );
  });

  it('cannot confirm anything without the collection, and never says received', async () => {
    const fetchMock = answer(page('paid'));
    renderAt('');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

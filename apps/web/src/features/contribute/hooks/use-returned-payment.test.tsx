import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DETAILS_DEFAULTS, paymentDetailsStore } from '../../../lib/journey/journey-store';
import { useReturnedPayment } from './use-returned-payment';

const COLLECTION = '10000000-0000-4000-8000-000000000001';
const PAYMENT = '5b1f3c7e-2f4d-4c3a-9d8e-1a2b3c4d5e6f';

function Probe({ search }: { search: string }) {
  useReturnedPayment(new URLSearchParams(search), COLLECTION);
  return null;
}

function answer(body: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({ paymentId: PAYMENT, collectionGuid: COLLECTION, paymentSuccessful: true, status: 'succeeded', invoiceNumber: 'INV-00000042', paymentDate: '2026-11-22T07:00:00.000Z', ...body }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  paymentDetailsStore.patch(PAYMENT_DETAILS_DEFAULTS);
});

describe('useReturnedPayment', () => {
  it('records the success, the invoice number, the payment id and the date after a redirect return', async () => {
    const fetchSpy = answer({});
    render(<Probe search={`channel=card&payment=${PAYMENT}`} />);
    await waitFor(() => expect(paymentDetailsStore.get().paymentSuccessful).toBe(true));
    expect(String(fetchSpy.mock.calls[0]![0])).toContain(`/checkout/payment-status?payment=${PAYMENT}`);
    expect(paymentDetailsStore.get()).toMatchObject({ paymentId: PAYMENT, invoiceNumber: 'INV-00000042', paymentDate: '2026-11-22T07:00:00.000Z' });
  });

  it('records nothing for a payment that did not succeed or belongs to another collection', async () => {
    const fetchSpy = answer({ paymentSuccessful: false, status: 'failed', invoiceNumber: null, paymentDate: null });
    const { unmount } = render(<Probe search={`payment=${PAYMENT}`} />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    unmount();
    fetchSpy.mockRestore();
    const other = answer({ collectionGuid: '20000000-0000-4000-8000-000000000001' });
    render(<Probe search={`payment=${PAYMENT}`} />);
    await waitFor(() => expect(other).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(paymentDetailsStore.get().paymentSuccessful).toBe(false);
  });

  it('asks nothing without a payment in the address', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Probe search="channel=card" />);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

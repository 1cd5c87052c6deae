import { useEffect } from 'react';
import { getPaymentStatus } from '../../../lib/journey/get-payment-status';
import { paymentDetailsStore } from '../../../lib/journey/journey-store';

/**
 * After a 3-D Secure or PayPal redirect the payer lands here with `?payment=<guid>`: the page that
 * started the payment is gone, so this records what SPEC §4 records on success (paymentSuccessful,
 * the invoice number or payment id, the payment date) in the persisted payment state.
 */
export function useReturnedPayment(search: URLSearchParams, collectionGuid: string | undefined): void {
  const paymentGuid = search.get('payment');
  useEffect(() => {
    if (!paymentGuid) return;
    const controller = new AbortController();
    getPaymentStatus({ payment: paymentGuid }, controller.signal)
      .then((outcome) => {
        // Only a payment on this collection, and only once it has succeeded.
        if (!outcome.paymentSuccessful || outcome.collectionGuid !== collectionGuid) return;
        paymentDetailsStore.patch({
          paymentSuccessful: true,
          paymentId: outcome.paymentId,
          invoiceNumber: outcome.invoiceNumber ?? outcome.paymentId,
          paymentReference: outcome.invoiceNumber ?? outcome.paymentId,
          paymentDate: outcome.paymentDate ?? new Date().toISOString(),
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [paymentGuid, collectionGuid]);
}

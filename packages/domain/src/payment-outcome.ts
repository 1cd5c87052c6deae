// A payment answer's outcome, free of zod so the browser's contributor routes read it without loading
// the schemas (decision 175).
import { PAYMENT_SUCCESS_CODE } from './constants';
import type { PaymentResponse } from './contract/payment';

export type PaymentOutcome = 'success' | 'three-ds' | 'failure';

/** SPEC §4 payment attempt outcome of a checkout call. */
export function paymentOutcome(response: PaymentResponse): PaymentOutcome {
  if (response.successCode === PAYMENT_SUCCESS_CODE && response.success) return 'success';
  if (response.threeDsRequired && response.threeDsredirectUrl) return 'three-ds';
  return 'failure';
}

/** SPEC §4: PayPal direct succeeds when the response carries a non-empty invoiceNumber. */
export function payPalDirectSucceeded(response: Pick<PaymentResponse, 'invoiceNumber'>): boolean {
  return (response.invoiceNumber ?? '').trim().length > 0;
}

// Free of zod, so the browser's contributor routes read it without loading the schemas (decision 175).

/*
 * After a 3-D Secure or PayPal redirect the browser lands on payment-successful (decision 139)
 * with `?payment=<guid>` and reads the outcome here to record it in its payment state (SPEC §3/§4:
 * paymentSuccessful, the invoice number or payment id, the payment date). The guid is unguessable
 * and the answer holds nothing personal.
 */
export const PAYMENT_RETURN_PATHS = {
  status: '/api/checkout/payment-status',
} as const;

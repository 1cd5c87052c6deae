/**
 * SPEC §2 helper path shapes of the web app. Shared because the server builds the same links (receipt
 * emails, payment redirect URLs, the demo page). The preview's shape, with its token, is
 * previewWebPath in preview.ts. Two of the spec's shapes are not built because no route serves them:
 * /contribute/{id}?pgc=true (the paid group card is paid at /payment/{id}) and
 * /payment/{id}/bulkupload=true&amount={amount} (a bulk upload is paid at /payment/{id}?bulkpayment=true,
 * for the amount the server holds).
 */

export const CONTRIBUTE_STEPS = [
  'card-review',
  'collection-closed',
  'collection-suspended',
  'how-many',
  'how-much',
  'pathway-complete',
  'payment-details',
  'payment-failed',
  'payment-successful',
  'receipt',
  'sign',
  'your-details',
  'no-thanks',
  'stripe-complete',
  'contact-customer-support',
] as const;
export type ContributeStep = (typeof CONTRIBUTE_STEPS)[number];

const seg = (value: string | number) => encodeURIComponent(String(value));

/** /contribute/{id} or /contribute/{id}/{step}. */
export function contributePath(id: string, step?: ContributeStep): string {
  return step ? `/contribute/${seg(id)}/${step}` : `/contribute/${seg(id)}`;
}

/** /payment/{id} or /payment/{id}/{step}. */
export function paymentPath(id: string, step?: string): string {
  return step ? `/payment/${seg(id)}/${seg(step)}` : `/payment/${seg(id)}`;
}

/** /payment?packpayment=true&userid={id} */
export function packPaymentPath(userId: string): string {
  return `/payment?packpayment=true&userid=${seg(userId)}`;
}

/** /payment/{id}?bulkpayment=true */
export function bulkPaymentPath(id: string): string {
  return `/payment/${seg(id)}?bulkpayment=true`;
}

/** /errors/{status} */
export function errorPath(status: number): string {
  return `/errors/${status}`;
}

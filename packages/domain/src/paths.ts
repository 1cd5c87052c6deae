/**
 * SPEC §2 helper path shapes of the web app. Shared because the server builds the same links (receipt
 * emails, payment redirect URLs, the demo page).
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

export const PREVIEW_STEPS = ['sign', 'your-details', 'how-much', 'payment-details'] as const;
export type PreviewStep = (typeof PREVIEW_STEPS)[number];

const seg = (value: string | number) => encodeURIComponent(String(value));

/** /contribute/{id} or /contribute/{id}/{step}. */
export function contributePath(id: string, step?: ContributeStep): string {
  return step ? `/contribute/${seg(id)}/${step}` : `/contribute/${seg(id)}`;
}

/** /contribute/{id}?pgc=true: the organiser's paid-group-card view of the landing page. */
export function paidGroupCardContributePath(id: string): string {
  return `/contribute/${seg(id)}?pgc=true`;
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

/** /payment/{id}/bulkupload=true&amount={amount}, verbatim from the spec (amount in cents here). */
export function bulkUploadPaymentPath(id: string, amountCents: number): string {
  return `/payment/${seg(id)}/bulkupload=true&amount=${seg(amountCents)}`;
}

/** /preview/{id} or /preview/{id}/{step}. */
export function previewPath(id: string, step?: PreviewStep): string {
  return step ? `/preview/${seg(id)}/${step}` : `/preview/${seg(id)}`;
}

/** /errors/{status} */
export function errorPath(status: number): string {
  return `/errors/${status}`;
}

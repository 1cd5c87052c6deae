/** The contributor step slugs under /contribute/:id (SPEC §2). */
export const STEP = {
  landing: '',
  sign: 'sign',
  yourDetails: 'your-details',
  howMany: 'how-many',
  howMuch: 'how-much',
  paymentDetails: 'payment-details',
  cardReview: 'card-review',
  pathwayComplete: 'pathway-complete',
  paymentSuccessful: 'payment-successful',
  paymentFailed: 'payment-failed',
  receipt: 'receipt',
  noThanks: 'no-thanks',
  collectionClosed: 'collection-closed',
  collectionSuspended: 'collection-suspended',
  stripeComplete: 'stripe-complete',
} as const;

export type StepSlug = (typeof STEP)[keyof typeof STEP];

/** Route names used in route meta, page views and guards. */
export const ROUTE_NAME = {
  landing: 'contribute-landing',
  sign: 'contribute-sign',
  yourDetails: 'contribute-your-details',
  howMany: 'contribute-how-many',
  howMuch: 'contribute-how-much',
  paymentDetails: 'contribute-payment-details',
  cardReview: 'contribute-card-review',
  pathwayComplete: 'contribute-pathway-complete',
  paymentSuccessful: 'contribute-payment-successful',
  paymentFailed: 'contribute-payment-failed',
  receipt: 'contribute-receipt',
  noThanks: 'contribute-no-thanks',
  collectionClosed: 'contribute-collection-closed',
  collectionSuspended: 'contribute-collection-suspended',
  stripeComplete: 'contribute-stripe-complete',
} as const;

export function stepPath(collectionGuid: string, step: StepSlug | string, search?: string): string {
  const base = `/contribute/${collectionGuid}${step ? `/${step}` : ''}`;
  return search ? `${base}${search.startsWith('?') ? search : `?${search}`}` : base;
}

/** The step slug of a /contribute/:id/... path, '' for the landing page, undefined elsewhere. */
export function stepOfPath(pathname: string): string | undefined {
  const match = /^\/contribute\/[^/]+\/?([^/?#]*)/.exec(pathname);
  return match ? (match[1] ?? '') : undefined;
}

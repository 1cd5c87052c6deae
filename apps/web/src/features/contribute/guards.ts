import { STEP, stepOfPath } from '../../lib/journey/steps';

// The amount screens carry SPEC's your-details fields now (decision 101), so they are guarded too.
const GUARDED: readonly string[] = [STEP.paymentDetails, STEP.yourDetails, STEP.howMuch, STEP.howMany];
// Payment-successful and the receipt come after a payment as surely as pathway-complete does: back
// from them led to a filled payment form that charged again (issue 13, decision 098).
const REFUSED_FROM: readonly string[] = [STEP.pathwayComplete, STEP.cardReview, STEP.paymentSuccessful, STEP.receipt];

/**
 * SPEC §2: payment-details and your-details refuse navigation when the previous page was
 * pathway-complete or card-review, and we extend it to the pages after a payment. This stops the
 * back button from taking a person who has already finished back into a payment.
 */
export function isNavigationRefused(fromPathname: string, toPathname: string): boolean {
  const from = stepOfPath(fromPathname);
  const to = stepOfPath(toPathname);
  if (from === undefined || to === undefined) return false;
  return REFUSED_FROM.includes(from) && GUARDED.includes(to);
}

import { STEP, stepOfPath } from './steps';

const GUARDED: readonly string[] = [STEP.paymentDetails, STEP.yourDetails];
const REFUSED_FROM: readonly string[] = [STEP.pathwayComplete, STEP.cardReview];

/**
 * SPEC §2: payment-details and your-details refuse navigation when the previous page was
 * pathway-complete or card-review. This stops the back button from taking a person who has already
 * finished back into a payment.
 */
export function isNavigationRefused(fromPathname: string, toPathname: string): boolean {
  const from = stepOfPath(fromPathname);
  const to = stepOfPath(toPathname);
  if (from === undefined || to === undefined) return false;
  return REFUSED_FROM.includes(from) && GUARDED.includes(to);
}

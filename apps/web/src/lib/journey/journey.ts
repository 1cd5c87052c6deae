import { PATHWAY, isPaymentPathway, type Pathway } from '@groupgift/domain';
import { STEP, type StepSlug } from './steps';

export interface JourneyInput {
  pathway: Pathway | null;
  signOnly: boolean;
  hasExactAmount: boolean;
}

/**
 * Whether the person is on a pathway that writes a message only: the domain's rule (FGC + Gift and Paid
 * Group Card sign without paying too); a journey with no pathway yet counts as chip in.
 */
export function isSignPathway({ pathway, signOnly }: Pick<JourneyInput, 'pathway' | 'signOnly'>): boolean {
  return !isPaymentPathway({ pathway: pathway ?? PATHWAY.CHIP_IN, signOnly });
}

/**
 * The ordered screens between the landing page and the finish (decision 101):
 * - sign / sign only: sign → (pathway complete)
 * - chip in: how many (exact amount) or how much, with the name and email on the same screen → payment
 * - sign and chip in: sign → how many or how much (with the name and email) → payment
 * The finish (pathway complete or payment successful) is the last step of SPEC §2's progress bar, so
 * these lists are one shorter than its count: 2 for sign, 3 for chip in, 4 for sign and chip in.
 */
export function journeySteps(input: JourneyInput): StepSlug[] {
  const amountStep = input.hasExactAmount ? STEP.howMany : STEP.howMuch;
  if (isSignPathway(input)) return [STEP.sign];
  if (input.pathway === PATHWAY.SIGN_AND_CHIP_IN) return [STEP.sign, amountStep, STEP.paymentDetails];
  return [amountStep, STEP.paymentDetails];
}

/** Progress position of a step: 0 on the landing page, n on the nth step, undefined off the journey. */
export function progressOf(input: JourneyInput, step: string): number | undefined {
  if (step === STEP.landing) return 0;
  const index = journeySteps(input).indexOf(step as StepSlug);
  return index === -1 ? undefined : index + 1;
}

/** The step after `step`; after the last sign step comes pathway complete. */
export function nextStepAfter(input: JourneyInput, step: string): StepSlug {
  const steps = journeySteps(input);
  if (step === STEP.landing) return steps[0] ?? STEP.sign;
  const index = steps.indexOf(step as StepSlug);
  if (index === -1) return steps[0] ?? STEP.sign;
  return steps[index + 1] ?? STEP.pathwayComplete;
}

/** The step before `step` (the landing page before the first step). */
export function previousStepBefore(input: JourneyInput, step: string): StepSlug {
  const steps = journeySteps(input);
  const index = steps.indexOf(step as StepSlug);
  return index > 0 ? (steps[index - 1] ?? STEP.landing) : STEP.landing;
}

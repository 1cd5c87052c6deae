import { progressSteps } from '@groupgift/domain';
import type { JourneyInput } from './journey';

/**
 * SPEC §2 progress step count (2 sign or sign only, 3 chip in, 4 sign and chip in, otherwise 3): the
 * screens of journeySteps plus the finish, which is the last step (decision 101).
 */
export function progressStepCount(input: JourneyInput): number {
  return progressSteps({ pathway: input.pathway ?? 0, signOnly: input.signOnly });
}

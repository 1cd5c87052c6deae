import { PATHWAY } from './constants';

/** SPEC §2: 2 steps for sign or sign-only, 3 for chip in, 4 for sign and chip in, otherwise 3. */
export function progressSteps(state: { pathway: number; signOnly?: boolean }): 2 | 3 | 4 {
  if (state.signOnly || state.pathway === PATHWAY.SIGN) return 2;
  if (state.pathway === PATHWAY.CHIP_IN) return 3;
  if (state.pathway === PATHWAY.SIGN_AND_CHIP_IN) return 4;
  return 3;
}

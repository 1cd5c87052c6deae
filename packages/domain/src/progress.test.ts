import { describe, expect, it } from 'vitest';
import { PATHWAY } from './constants';
import { progressSteps, showBackButton } from './progress';

describe('progressSteps', () => {
  it('2 for sign or sign-only, 3 for chip in, 4 for sign and chip in, otherwise 3', () => {
    expect(progressSteps({ pathway: PATHWAY.SIGN })).toBe(2);
    expect(progressSteps({ pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true })).toBe(2);
    expect(progressSteps({ pathway: PATHWAY.CHIP_IN })).toBe(3);
    expect(progressSteps({ pathway: PATHWAY.SIGN_AND_CHIP_IN })).toBe(4);
    expect(progressSteps({ pathway: PATHWAY.FGC_Gift })).toBe(3);
    expect(progressSteps({ pathway: PATHWAY.PAID_GROUP_CARD })).toBe(3);
  });

  it('shows the back button once progress is above 0', () => {
    expect(showBackButton(0)).toBe(false);
    expect(showBackButton(1)).toBe(true);
  });
});

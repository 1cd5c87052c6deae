import { describe, expect, it } from 'vitest';
import { PATHWAY } from './constants';
import { progressSteps } from './progress';

describe('progressSteps', () => {
  it('2 for sign or sign-only, 3 for chip in, 4 for sign and chip in, otherwise 3', () => {
    expect(progressSteps({ pathway: PATHWAY.SIGN })).toBe(2);
    expect(progressSteps({ pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true })).toBe(2);
    expect(progressSteps({ pathway: PATHWAY.CHIP_IN })).toBe(3);
    expect(progressSteps({ pathway: PATHWAY.SIGN_AND_CHIP_IN })).toBe(4);
    expect(progressSteps({ pathway: PATHWAY.FGC_Gift })).toBe(3);
    expect(progressSteps({ pathway: PATHWAY.PAID_GROUP_CARD })).toBe(3);
  });
});

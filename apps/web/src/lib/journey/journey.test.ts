import { describe, expect, it } from 'vitest';
import { PATHWAY } from '@groupgift/domain';
import { journeySteps, nextStepAfter, previousStepBefore, progressOf } from './journey';
import { progressStepCount } from './progress';

describe('journey steps', () => {
  it('has 3 steps for chip in, 4 for sign and chip in, 2 for sign and sign only, matching the progress rule', () => {
    const chipIn = { pathway: PATHWAY.CHIP_IN, signOnly: false, hasExactAmount: false };
    const both = { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: false, hasExactAmount: false };
    const sign = { pathway: PATHWAY.SIGN, signOnly: true, hasExactAmount: false };
    const signOnly = { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true, hasExactAmount: false };
    expect(journeySteps(chipIn)).toEqual(['your-details', 'how-much', 'payment-details']);
    expect(journeySteps(both)).toEqual(['sign', 'your-details', 'how-much', 'payment-details']);
    expect(journeySteps(sign)).toEqual(['sign', 'card-review']);
    expect(journeySteps(signOnly)).toEqual(['sign', 'card-review']);
    for (const input of [chipIn, both, sign, signOnly]) expect(journeySteps(input)).toHaveLength(progressStepCount(input));
  });

  it('uses how-many when the collection has an exact amount', () => {
    expect(journeySteps({ pathway: PATHWAY.CHIP_IN, signOnly: false, hasExactAmount: true })[1]).toBe('how-many');
  });

  it('counts progress from 0 on the landing page and moves forwards and back', () => {
    const both = { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: false, hasExactAmount: false };
    expect(progressOf(both, '')).toBe(0);
    expect(progressOf(both, 'how-much')).toBe(3);
    expect(progressOf(both, 'receipt')).toBeUndefined();
    expect(nextStepAfter(both, '')).toBe('sign');
    expect(nextStepAfter(both, 'sign')).toBe('your-details');
    expect(previousStepBefore(both, 'sign')).toBe('');
    expect(nextStepAfter({ ...both, signOnly: true }, 'card-review')).toBe('pathway-complete');
  });
});

import { describe, expect, it } from 'vitest';
import { PATHWAY } from '@groupgift/domain';
import { journeySteps, nextStepAfter, previousStepBefore, progressOf, type JourneyInput } from './journey';
import { progressStepCount } from './progress';

const chipIn: JourneyInput = { pathway: PATHWAY.CHIP_IN, signOnly: false, hasExactAmount: false };
const both: JourneyInput = { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: false, hasExactAmount: false };
const sign: JourneyInput = { pathway: PATHWAY.SIGN, signOnly: true, hasExactAmount: false };
const signOnly: JourneyInput = { pathway: PATHWAY.SIGN_AND_CHIP_IN, signOnly: true, hasExactAmount: false };

describe('journey steps (decision 101)', () => {
  it('goes sign → finish, amount → payment → finish, sign → amount → payment → finish', () => {
    expect(journeySteps(sign)).toEqual(['sign']);
    expect(journeySteps(signOnly)).toEqual(['sign']);
    expect(journeySteps(chipIn)).toEqual(['how-much', 'payment-details']);
    expect(journeySteps(both)).toEqual(['sign', 'how-much', 'payment-details']);
  });

  it('never routes through card review or a separate your-details screen', () => {
    for (const input of [chipIn, both, sign, signOnly, { ...both, hasExactAmount: true }]) {
      expect(journeySteps(input)).not.toContain('card-review');
      expect(journeySteps(input)).not.toContain('your-details');
    }
  });

  it('counts screens from landing to finish: 3 to sign, 4 to chip in, 5 to sign and chip in', () => {
    const screens = (input: JourneyInput) => 1 + journeySteps(input).length + 1;
    expect(screens(sign)).toBe(3);
    expect(screens(signOnly)).toBe(3);
    expect(screens(chipIn)).toBe(4);
    expect(screens(both)).toBe(5);
  });

  it("keeps SPEC §2's progress count (2, 3, 4) with the finish as the last step", () => {
    expect(progressStepCount(sign)).toBe(2);
    expect(progressStepCount(chipIn)).toBe(3);
    expect(progressStepCount(both)).toBe(4);
    for (const input of [chipIn, both, sign, signOnly]) expect(journeySteps(input).length + 1).toBe(progressStepCount(input));
  });

  it('uses how-many when the collection has an exact amount', () => {
    expect(journeySteps({ ...chipIn, hasExactAmount: true })).toEqual(['how-many', 'payment-details']);
    expect(journeySteps({ ...both, hasExactAmount: true })).toEqual(['sign', 'how-many', 'payment-details']);
  });
});

describe('moving along the journey', () => {
  it('counts progress from 0 on the landing page, one step per screen', () => {
    expect(progressOf(both, '')).toBe(0);
    expect(progressOf(both, 'sign')).toBe(1);
    expect(progressOf(both, 'how-much')).toBe(2);
    expect(progressOf(both, 'payment-details')).toBe(3);
    expect(progressOf(chipIn, 'how-much')).toBe(1);
    expect(progressOf(sign, 'sign')).toBe(1);
    expect(progressOf(both, 'receipt')).toBeUndefined();
    expect(progressOf(both, 'your-details')).toBeUndefined();
    expect(progressOf(sign, 'card-review')).toBeUndefined();
  });

  it('goes from the landing page to the first screen and from the last one to the finish', () => {
    expect(nextStepAfter(chipIn, '')).toBe('how-much');
    expect(nextStepAfter({ ...chipIn, hasExactAmount: true }, '')).toBe('how-many');
    expect(nextStepAfter(both, '')).toBe('sign');
    expect(nextStepAfter(both, 'sign')).toBe('how-much');
    expect(nextStepAfter(both, 'how-much')).toBe('payment-details');
    expect(nextStepAfter(sign, 'sign')).toBe('pathway-complete');
    expect(nextStepAfter(signOnly, 'sign')).toBe('pathway-complete');
  });

  it('goes back one screen at a time to the landing page', () => {
    expect(previousStepBefore(both, 'payment-details')).toBe('how-much');
    expect(previousStepBefore(both, 'how-much')).toBe('sign');
    expect(previousStepBefore(both, 'sign')).toBe('');
    expect(previousStepBefore(chipIn, 'how-much')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { checkContribution } from './limits';
import { renderMessage } from './messages';

const limits = {
  minimumContributionAmount: 500,
  maxIndividualContributionLimit: 10_000,
  zeroContributionAllowed: false,
};

describe('checkContribution', () => {
  it('accepts amounts between the minimum and maximum', () => {
    expect(checkContribution(500, limits)).toBeNull();
    expect(checkContribution(10_000, limits)).toBeNull();
  });

  it('refuses below the minimum with the formatted minimum', () => {
    const ref = checkContribution(499, limits);
    expect(ref && renderMessage(ref)).toBe('Must be greater than or equal to $5.00');
  });

  it('refuses above the maximum with the formatted maximum', () => {
    const ref = checkContribution(10_001, limits, 'AU');
    expect(ref && renderMessage(ref)).toBe('Must be less than or equal to $100.00');
  });

  it('treats a maximum of 0 as no maximum', () => {
    expect(checkContribution(10 ** 9, { ...limits, maxIndividualContributionLimit: 0 })).toBeNull();
  });

  it('allows zero only when the collection allows zero contribution', () => {
    expect(checkContribution(0, { ...limits, zeroContributionAllowed: true })).toBeNull();
    expect(checkContribution(0, limits)?.key).toBe('validation.greaterThanOrEqual');
    const ref = checkContribution(0, { ...limits, minimumContributionAmount: 0 });
    expect(ref && renderMessage(ref)).toBe('Must be greater than $0.00');
  });

  it('refuses fractional or negative cents', () => {
    expect(checkContribution(5.5, limits)?.key).toBe('validation.number');
    expect(checkContribution(-100, limits)?.key).toBe('validation.number');
  });
});

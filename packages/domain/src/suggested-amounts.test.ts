import { describe, expect, it } from 'vitest';
import { defaultSuggestedAmounts, suggestedAmountsFor, suggestedAmountsIssue } from './suggested-amounts';

const open = { minimumContributionAmount: 500, maxIndividualContributionLimit: 0 };

describe('defaultSuggestedAmounts', () => {
  it('offers $20, $30, $50 in AU and $20, $25, $50 in the US', () => {
    expect(defaultSuggestedAmounts('AU', open)).toEqual([2000, 3000, 5000]);
    expect(defaultSuggestedAmounts('US', open)).toEqual([2000, 2500, 5000]);
  });

  it('lifts amounts below the minimum to the minimum, never offering less', () => {
    expect(defaultSuggestedAmounts('AU', { ...open, minimumContributionAmount: 2500 })).toEqual([2500, 3000, 5000]);
    expect(defaultSuggestedAmounts('US', { ...open, minimumContributionAmount: 3000 })).toEqual([3000, 5000]);
    expect(defaultSuggestedAmounts('US', { ...open, minimumContributionAmount: 10_000 })).toEqual([10_000]);
  });

  it('brings amounts above the maximum down to the maximum', () => {
    expect(defaultSuggestedAmounts('AU', { ...open, maxIndividualContributionLimit: 4000 })).toEqual([2000, 3000, 4000]);
    expect(defaultSuggestedAmounts('US', { ...open, maxIndividualContributionLimit: 1000 })).toEqual([1000]);
  });

  it('never suggests $0, even with a $0 minimum', () => {
    expect(defaultSuggestedAmounts('US', { minimumContributionAmount: 0, maxIndividualContributionLimit: 0 })).toEqual([2000, 2500, 5000]);
    expect(Math.min(...defaultSuggestedAmounts('US', { minimumContributionAmount: 0, maxIndividualContributionLimit: 1 }))).toBe(1);
  });
});

describe('suggestedAmountsFor', () => {
  it("uses the organiser's amounts in their order, else the market's defaults", () => {
    expect(suggestedAmountsFor({ market: 'AU', limits: open, organiserAmounts: [1500, 1000] })).toEqual([1500, 1000]);
    expect(suggestedAmountsFor({ market: 'AU', limits: open, organiserAmounts: [] })).toEqual([2000, 3000, 5000]);
  });

  it('drops organiser amounts the limits no longer accept, and offers none for an exact amount', () => {
    expect(suggestedAmountsFor({ market: 'US', limits: { ...open, minimumContributionAmount: 1200 }, organiserAmounts: [1000, 1500] })).toEqual([1500]);
    expect(suggestedAmountsFor({ market: 'US', limits: open, organiserAmounts: [1500], hasExactAmount: true })).toEqual([]);
  });
});

describe('suggestedAmountsIssue', () => {
  it('accepts up to three distinct whole-cent amounts within the limits', () => {
    expect(suggestedAmountsIssue([], open)).toBeNull();
    expect(suggestedAmountsIssue([500, 1000, 2000], { ...open, maxIndividualContributionLimit: 2000 })).toBeNull();
  });

  it('refuses a fourth amount', () => {
    expect(suggestedAmountsIssue([500, 1000, 1500, 2000], open)).toEqual({ index: null, message: 'Up to 3 suggested amounts' });
  });

  it('refuses an amount below the minimum or above the maximum, naming the limit', () => {
    expect(suggestedAmountsIssue([1000, 400], open, 'AU')).toEqual({ index: 1, message: 'Must be greater than or equal to $5.00' });
    expect(suggestedAmountsIssue([2001], { ...open, maxIndividualContributionLimit: 2000 })).toEqual({
      index: 0,
      message: 'Must be less than or equal to $20.00',
    });
    expect(suggestedAmountsIssue([0], { minimumContributionAmount: 0, maxIndividualContributionLimit: 0 })?.message).toBe('Must be greater than $0.00');
  });

  it('says nothing while a limit is not whole cents: the limit has its own error', () => {
    expect(suggestedAmountsIssue([2000], { minimumContributionAmount: 0.5, maxIndividualContributionLimit: 0 }, 'AU')).toBeNull();
    expect(suggestedAmountsIssue([2000], { minimumContributionAmount: 100, maxIndividualContributionLimit: Number.NaN }, 'AU')).toBeNull();
  });

  it('refuses fractions of a cent and repeats', () => {
    expect(suggestedAmountsIssue([1000.5], open)?.message).toBe('Must be a whole number');
    expect(suggestedAmountsIssue([1000, 2000, 1000], open)).toEqual({ index: 2, message: 'Each suggested amount must be different' });
  });
});

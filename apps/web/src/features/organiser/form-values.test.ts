import { describe, expect, it } from 'vitest';
import { emptyForm, fromDateInput, toDateInput, toRequest, validateForm, type CollectionFormValues } from './form-values';

const now = new Date('2030-01-10T12:00:00Z');
const filled = (patch: Partial<CollectionFormValues> = {}): CollectionFormValues => ({
  ...emptyForm('US', now),
  recipientName: 'Sam',
  title: 'Gift for Sam',
  closeDate: '2030-02-01',
  ...patch,
});

describe('collection form values', () => {
  it('turns typed amounts into cents and the date into the end of that local day', () => {
    const { request, errors } = toRequest(filled({ target: '$1,250.50', minimumContribution: '5', maximumContribution: '0' }));
    expect(errors).toEqual({});
    expect(request).toMatchObject({ targetCents: 125050, minimumContributionCents: 500, maxIndividualLimitCents: 0, cover: null });
    const close = new Date(request.closeDate);
    expect([close.getHours(), close.getMinutes()]).toEqual([23, 59]);
    expect(toDateInput(fromDateInput('2030-02-01'))).toBe('2030-02-01');
  });

  it('checks with the catalogue wording, only the fields the setup type shows', () => {
    expect(validateForm(filled(), now)).toEqual({});
    const errors = validateForm(filled({ title: ' ', closeDate: '2030-01-01', minimumContribution: '50', maximumContribution: '10', charityPercentage: '101' }), now);
    expect(errors).toMatchObject({
      title: 'This field is required',
      charityPercentage: 'Value must be between 0 and 100',
    });
    const dateAndLimits = validateForm(filled({ closeDate: '2030-01-01', minimumContribution: '50', maximumContribution: '10' }), now);
    expect(dateAndLimits).toEqual({
      closeDate: 'This date must be in the future',
      minimumContribution: 'Must be less than or equal to 10.00',
    });
    // A group card only collection has no money fields to complain about.
    expect(validateForm(filled({ setupType: 'Group Card Only', minimumContribution: 'abc' }), now)).toEqual({});
    expect(validateForm(filled({ minimumContribution: '1.234' }), now)).toEqual({ minimumContribution: 'Must be rounded to 2 decimal places' });
  });

  it('lets an edit keep a close date that has passed, but not choose another past one', () => {
    const saved = '2029-12-01T12:00:00.000Z';
    const editing = filled({ savedCloseDate: saved, closeDate: toDateInput(saved) });
    expect(validateForm(editing, now)).toEqual({});
    expect(toRequest(editing).request.closeDate).toBe(saved);
    expect(validateForm({ ...editing, closeDate: '2029-12-02' }, now)).toEqual({ closeDate: 'This date must be in the future' });
  });

  it('sends the cover only for card setup types', () => {
    // A cover that is not a photo is saved as the design the picker shows (decision 146).
    expect(toRequest(filled({ setupType: 'Paid Group Card' })).request.cover).toMatchObject({ className: expect.stringMatching(/^design-/), coverType: 1 });
    expect(toRequest(filled({ setupType: 'Paid Group Card', occasion: 'Retirement' })).request.cover?.className).toBe('design-retirement-sunset');
    const photo = { ...emptyForm().cover, coverType: 3 as const };
    expect(toRequest(filled({ setupType: 'Paid Group Card', cover: photo })).request.cover?.className).toBe('classic-cream');
    expect(toRequest(filled({ setupType: 'Bulk Gifts' })).request.cover).toBeNull();
    expect(validateForm(filled({ setupType: 'Paid Group Card', cover: { ...emptyForm().cover, fontSize: 200 } }), now)).toEqual({
      'cover.fontSize': 'Value must be between 12 and 96',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { collectionTakesMoney, setupTypeHasCard, setupTypeTakesMoney } from '../setup-types';
import { collectionFormIssues, collectionListQuerySchema, COVER_TEMPLATES, organiserCollectionFieldsSchema } from './organiser-collection';

const now = new Date('2030-01-01T00:00:00Z');
const base = organiserCollectionFieldsSchema.parse({ setupType: 'Collection', recipientName: 'Sam', title: 'Gift', closeDate: '2030-02-01T00:00:00Z' });

describe('organiser collection contract', () => {
  it('knows which setup types take money and which carry a card', () => {
    expect(['Collection', 'Collection + Group Card', 'Bulk Gifts'].every(setupTypeTakesMoney)).toBe(true);
    expect(['Group Card Only', 'FGC + Gift', 'Paid Group Card', 'PGC + Gift'].some(setupTypeTakesMoney)).toBe(false);
    expect(['Group Card Only', 'Collection + Group Card', 'FGC + Gift', 'Paid Group Card', 'PGC + Gift'].every(setupTypeHasCard)).toBe(true);
    expect(setupTypeHasCard('Collection') || setupTypeHasCard('Bulk Gifts')).toBe(false);
    expect(COVER_TEMPLATES).toEqual(expect.arrayContaining(['level-achieved', 'age-green-balloon', 'age-pink-balloon']));
  });

  it('applies the rules across fields with the catalogue words', () => {
    expect(collectionFormIssues(base, now)).toEqual([]);
    expect(collectionFormIssues({ ...base, closeDate: '2029-12-31T23:59:00Z' }, now)).toEqual([{ path: 'closeDate', message: MESSAGES['validation.futureDate'] }]);
    expect(collectionFormIssues({ ...base, minimumContributionCents: 2000, maxIndividualLimitCents: 1000 }, now)).toEqual([
      { path: 'minimumContributionCents', message: 'Must be less than or equal to 10.00' },
    ]);
    // 0 means no maximum.
    expect(collectionFormIssues({ ...base, minimumContributionCents: 2000, maxIndividualLimitCents: 0 }, now)).toEqual([]);
    expect(collectionFormIssues({ ...base, hasExactAmount: true, exactAmountCents: 0 }, now)).toEqual([{ path: 'exactAmountCents', message: 'Must be greater than 0' }]);
    expect(collectionFormIssues({ ...base, charityPercentage: 5 }, now)).toEqual([{ path: 'charityName', message: MESSAGES['validation.required'] }]);
    expect(collectionFormIssues({ ...base, setupType: 'Paid Group Card' }, now)).toEqual([{ path: 'cover', message: MESSAGES['validation.required'] }]);
  });

  it('bounds the list query', () => {
    expect(collectionListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10, sort: 'created', direction: 'desc', search: '' });
    expect(collectionListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});

describe('collectionTakesMoney', () => {
  it('is true only for setup types that take money and are not flagged card-only', () => {
    expect(collectionTakesMoney({ collectionSetupType: 'Collection' })).toBe(true);
    expect(collectionTakesMoney({ collectionSetupType: 'Collection + Group Card' })).toBe(true);
    expect(collectionTakesMoney({ collectionSetupType: 'Collection + Group Card', gcOnly: true })).toBe(false);
    for (const type of ['Group Card Only', 'FGC + Gift', 'Paid Group Card', 'PGC + Gift']) {
      expect(collectionTakesMoney({ collectionSetupType: type }), type).toBe(false);
    }
  });
});

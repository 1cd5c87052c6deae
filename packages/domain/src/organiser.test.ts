import { describe, expect, it } from 'vitest';
import { bulkUploadName, choosePocPlan, splitBulkUploadFullName } from './organiser';

describe('bulk-upload names', () => {
  it('defaults a missing or blank last name to "."', () => {
    expect(bulkUploadName('Ada', undefined)).toEqual({ firstName: 'Ada', lastName: '.' });
    expect(bulkUploadName(' Ada ', '  ')).toEqual({ firstName: 'Ada', lastName: '.' });
    expect(bulkUploadName('Ada', ' Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('gives a single-word name the last name "."', () => {
    expect(splitBulkUploadFullName('  Cher ')).toEqual({ firstName: 'Cher', lastName: '.' });
    expect(splitBulkUploadFullName('Mary Jane  Watson')).toEqual({
      firstName: 'Mary',
      lastName: 'Jane Watson',
    });
  });
});

describe('choosePocPlan', () => {
  const plans = [{ id: 3 }, { id: 7 }];
  it('picks the plan named by planid', () => {
    expect(choosePocPlan(plans, '7')).toEqual({ id: 7 });
    expect(choosePocPlan(plans, 3)).toEqual({ id: 3 });
  });

  it('falls back to the first plan', () => {
    expect(choosePocPlan(plans, '99')).toEqual({ id: 3 });
    expect(choosePocPlan(plans, undefined)).toEqual({ id: 3 });
    expect(choosePocPlan(plans, '')).toEqual({ id: 3 });
    expect(choosePocPlan([], '1')).toBeUndefined();
  });
});

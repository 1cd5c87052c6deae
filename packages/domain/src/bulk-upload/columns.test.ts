import { describe, expect, it } from 'vitest';
import { detectColumns } from './columns';

describe('detectColumns', () => {
  it('recognises flexible header names in any order', () => {
    expect(detectColumns(['E-mail address', 'Amount ($)', 'first_name', 'Surname'])).toEqual({
      columns: { email: 0, amount: 1, firstName: 2, lastName: 3 },
      hasHeader: true,
    });
  });

  it('takes no header cell for a column by way of Object.prototype ("constructor", "toString")', () => {
    expect(detectColumns(['constructor', 'hasOwnProperty', '__proto__', 'toString'])).toEqual({
      columns: { firstName: 0, lastName: 1, email: 2, amount: 3 },
      hasHeader: false,
    });
  });

  it('reads a file without a header in the template order', () => {
    expect(detectColumns(['Ada', 'Lovelace', 'ada@example.com', '25'])).toEqual({
      columns: { firstName: 0, lastName: 1, email: 2, amount: 3 },
      hasHeader: false,
    });
  });
});

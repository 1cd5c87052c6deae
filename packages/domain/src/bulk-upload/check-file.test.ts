import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBulkUploadCsv } from './check-file';
import { BULK_UPLOAD_MAX_ROWS, BULK_UPLOAD_TEMPLATE_CSV } from './limits';

describe('checkBulkUploadCsv', () => {
  const check = (text: string) => checkBulkUploadCsv(text, { market: 'US' });

  it('accepts the template and applies the name rule', () => {
    const result = check(BULK_UPLOAD_TEMPLATE_CSV);
    expect(result.ok && result.errorCount).toBe(0);
    if (!result.ok) throw new Error('refused');
    expect(result.payees).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', amountCents: 2500 },
      { firstName: 'Cher', lastName: '.', email: 'cher@example.com', amountCents: 4000 },
    ]);
    expect(result.subtotalCents).toBe(6500);
  });

  it('splits a first name of several words when the last name is missing', () => {
    const result = check('first name,last name,email,amount\nMary Jane Watson,,mj@example.com,1');
    expect(result.ok && result.rows[0]?.values).toMatchObject({ firstName: 'Mary', lastName: 'Jane Watson' });
  });

  it('reads a single full-name column', () => {
    const result = check('Name,Email,Amount\nCher,c@example.com,5\nAda Lovelace,a@example.com,5');
    expect(result.ok && result.rows.map((r) => [r.values.firstName, r.values.lastName])).toEqual([
      ['Cher', '.'],
      ['Ada', 'Lovelace'],
    ]);
  });

  it('flags every field with the catalogue wording and stores nothing', () => {
    const text = [
      'First name,Last name,Email,Amount',
      ',Smith,not-an-email,abc',
      'Bo,Li,bo@example.com,12.345',
      'Cy,Ng,BO@example.com,0',
      'Di,Ox,,',
      'Ed,Oz,ed@example.com,$1,000.50',
    ].join('\n');
    const result = check(text);
    if (!result.ok) throw new Error('refused');
    expect(result.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, { firstName: ['This field is required'], email: ['Must be a valid email address'], amount: ['Must be a number'] }],
      [3, { amount: ['Must be rounded to 2 decimal places'] }],
      [4, { email: ['This email address appears more than once in the file'], amount: ['Must be greater than $0.00'] }],
      [5, { email: ['This field is required'], amount: ['This field is required'] }],
      // An unquoted "$1,000.50" is two cells; the amount column holds "$1".
      [6, {}],
    ]);
    expect(result.errorCount).toBe(4);
    expect(result.validCount).toBe(1);
    expect(result.payees).toBeNull();
    expect(result.subtotalCents).toBe(100);
  });

  it('flags a name holding NUL or another control character, which could not be stored', () => {
    const result = check('First name,Last name,Email,Amount\nA\u0000na,Lee,ana@example.com,10\nBo,L\u0001i,bo@example.com,10');
    if (!result.ok) throw new Error('refused');
    expect(result.rows.map((r) => r.errors)).toEqual([
      { firstName: ['Cannot contain control characters'] },
      { lastName: ['Cannot contain control characters'] },
    ]);
    expect(result.payees).toBeNull();
  });

  it('refuses an empty file, missing columns, too many rows and too many bytes', () => {
    expect(check('')).toEqual({ ok: false, error: 'The file has no payees' });
    expect(check('First name,Last name,Email,Amount\n')).toEqual({ ok: false, error: 'The file has no payees' });
    expect(check('First name,Email\nAda,a@example.com')).toEqual({
      ok: false,
      error: 'The file must have the columns first name, last name, email and amount',
    });
    const row = 'Ada,L,a@example.com,1\n';
    expect(check(`First name,Last name,Email,Amount\n${row.repeat(BULK_UPLOAD_MAX_ROWS + 1)}`)).toEqual({
      ok: false,
      error: 'The file must have at most 5,000 payees',
    });
    expect(checkBulkUploadCsv('x', { market: 'US', sizeBytes: 2 * 1048576 + 1 })).toEqual({
      ok: false,
      error: 'File size must be less than 2 MB',
    });
  });

  it('checks 5,000 rows quickly', () => {
    const lines = ['First name,Last name,Email,Amount'];
    for (let i = 0; i < BULK_UPLOAD_MAX_ROWS; i += 1) lines.push(`Name${i},Last${i},p${i}@example.com,${(i % 500) + 1}.25`);
    const started = performance.now();
    const result = check(lines.join('\r\n'));
    const elapsed = performance.now() - started;
    expect(result.ok && result.validCount).toBe(BULK_UPLOAD_MAX_ROWS);
    expect(elapsed).toBeLessThan(500);
  });

  it('sums exactly the valid amounts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 50 }), (amounts) => {
        const lines = amounts.map((c, i) => `P${i},Q,p${i}@example.com,${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
        const result = check(['first_name,last_name,email,amount', ...lines].join('\n'));
        expect(result.ok && result.subtotalCents).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

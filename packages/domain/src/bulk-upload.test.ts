import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_TEMPLATE_CSV,
  bulkUploadTotals,
  checkBulkUploadCsv,
  decodeCsvBytes,
  detectColumns,
  parseCsv,
  sanitiseFileName,
} from './bulk-upload';

/** Writes rows as RFC 4180 CSV, quoting every field that needs it. */
function toCsv(rows: string[][], eol = '\r\n'): string {
  return rows
    .map((r) => r.map((f) => (/[",\r\n]/.test(f) || f === '' ? `"${f.replaceAll('"', '""')}"` : f)).join(','))
    .join(eol);
}

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, commas and line breaks inside quotes', () => {
    const text = 'a,"b, c","say ""hi""","two\r\nlines"\r\nd,e,f,g\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['d', 'e', 'f', 'g'],
    ]);
  });

  it('strips a byte-order mark and accepts LF, CRLF and CR line ends', () => {
    expect(parseCsv('\uFEFFx,y\ny,z\r\nz,w\rq,r')).toEqual([
      ['x', 'y'],
      ['y', 'z'],
      ['z', 'w'],
      ['q', 'r'],
    ]);
  });

  it('skips blank lines but keeps empty fields', () => {
    expect(parseCsv('a,,b\n\n,\n"",x\n')).toEqual([['a', '', 'b'], ['', ''], ['', 'x']]);
  });

  it('stops after maxRows + 1 rows', () => {
    expect(parseCsv('1\n2\n3\n4\n', 2)).toHaveLength(3);
  });

  it('reads back any table it was given (property)', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r', 'é', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 20 }), (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows);
      }),
    );
  });
});

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

describe('bulkUploadTotals', () => {
  it('adds the bulk fee, half-up to the cent', () => {
    expect(bulkUploadTotals(6500, 5)).toEqual({ subtotalCents: 6500, feeCents: 325, totalCents: 6825 });
    // 5 % of 10 cents is 0.5 cent: rounds up.
    expect(bulkUploadTotals(10, 5)).toEqual({ subtotalCents: 10, feeCents: 1, totalCents: 11 });
    expect(bulkUploadTotals(1234, 0)).toEqual({ subtotalCents: 1234, feeCents: 0, totalCents: 1234 });
  });

  it('total is always subtotal plus fee and the fee never exceeds the rate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000_000 }), fc.integer({ min: 0, max: 1000 }), (sub, tenths) => {
        const rate = tenths / 10;
        const t = bulkUploadTotals(sub, rate);
        expect(t.totalCents).toBe(sub + t.feeCents);
        expect(Math.abs(t.feeCents - (sub * rate) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('sanitiseFileName', () => {
  it('keeps a plain name and removes paths, quotes and controls', () => {
    expect(sanitiseFileName('payees.csv')).toBe('payees.csv');
    expect(sanitiseFileName('C:\\Users\\me\\team "gifts".csv')).toBe('team _gifts_.csv');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('a\r\nb.csv')).toBe('a__b.csv');
    expect(sanitiseFileName('...')).toBe('payees.csv');
    expect(sanitiseFileName('')).toBe('payees.csv');
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and falls back to Windows-1252 for spreadsheet exports', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFFRené,Zoë'))).toBe('René,Zoë');
    expect(decodeCsvBytes(Uint8Array.from([0x52, 0x65, 0x6e, 0xe9, 0x2c, 0x80]))).toBe('René,€');
  });
});

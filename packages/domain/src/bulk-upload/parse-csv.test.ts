import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

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

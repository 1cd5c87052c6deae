import { describe, expect, it } from 'vitest';
import { sanitiseFileName } from './file-name';

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

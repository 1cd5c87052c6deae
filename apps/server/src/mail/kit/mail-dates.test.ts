import { describe, expect, it } from 'vitest';
import { mailDate } from './mail-dates';

describe('mailDate', () => {
  it('writes the day and time in words on the collection’s clock', () => {
    expect(mailDate('2026-12-17T06:00:00Z', 'Australia/Sydney')).toBe('Thursday 17 December 2026, 5 pm AEDT');
    expect(mailDate('2026-12-17T06:30:00Z', 'Australia/Sydney')).toBe('Thursday 17 December 2026, 5:30 pm AEDT');
    expect(mailDate('2026-12-17T17:00:00Z', 'America/New_York')).toBe('Thursday 17 December 2026, 12 pm EST');
    expect(mailDate('2026-12-17T06:00:00Z', 'Australia/Sydney', 'date')).toBe('Thursday 17 December 2026');
  });
  it('gives nothing for a date that is not one', () => {
    expect(mailDate('nope', 'Australia/Sydney')).toBe('');
  });
});

import type { StatementResponse } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { localDateTime, statementCsv, textCell } from './statement-csv';

describe('the statement CSV', () => {
  it('writes dates on the market wall clock, daylight saving included', () => {
    // Sydney is UTC+11 in November (daylight saving), New York UTC−5.
    expect(localDateTime('2026-11-26T03:05:00.000Z', 'Australia/Sydney')).toBe('2026-11-26 14:05');
    expect(localDateTime('2026-11-26T19:05:00.000Z', 'America/New_York')).toBe('2026-11-26 14:05');
    expect(localDateTime('2026-07-01T04:00:00.000Z', 'America/New_York')).toBe('2026-07-01 00:00');
    expect(localDateTime('2026-06-30T14:00:00.000Z', 'Australia/Sydney')).toBe('2026-07-01 00:00');
  });

  it('quotes as RFC 4180 says and defuses formulas in text', () => {
    expect(textCell('plain')).toBe('plain');
    expect(textCell('Lima, Ana')).toBe('"Lima, Ana"');
    expect(textCell('say "hi"')).toBe('"say ""hi"""');
    expect(textCell('two\nlines')).toBe('"two\nlines"');
    expect(textCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(textCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(textCell(null)).toBe('');
  });

  it('has a header, one row per entry with plain decimal amounts, and the closing balance', () => {
    const statement: StatementResponse = {
      currency: 'USD',
      timeZone: 'America/New_York',
      closingBalance: 750,
      breakdown: { paid: 3000, feeOnTop: 0, feeAbsorbed: 0, fee: 0, given: 2000, charity: 0, refunded: 1000, disputed: 0, recipientGets: 2000, opening: 0 },
      entries: [
        { id: 1, at: '2026-11-26T19:05:00.000Z', kind: 'contribution', description: 'Contribution from =cmd', amount: 2000, balance: 2000, providerReference: 'ch_1', paymentGuid: '10000000-0000-4000-8000-000000000001', redemptionGuid: null },
        { id: 2, at: '2026-11-26T19:06:00.000Z', kind: 'refund', description: 'Refund to =cmd', amount: -1250, balance: 750, providerReference: null, paymentGuid: null, redemptionGuid: null },
      ],
    };
    const csv = statementCsv(statement);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Date,Type,Description,Amount,Balance,Provider reference,Payment,Redemption,Time zone,Currency',
      "2026-11-26 14:05,Contribution,Contribution from =cmd,20.00,20.00,ch_1,10000000-0000-4000-8000-000000000001,,EST,USD",
      '2026-11-26 14:06,Refund,Refund to =cmd,-12.50,7.50,,,,EST,USD',
      ',Closing balance,,,7.50,,,,,USD',
      ',Summary,Contributors paid,,30.00,,,,,USD',
      ',Summary,Card fees paid by contributors on top,,0.00,,,,,USD',
      ',Summary,Refunded to contributors,,10.00,,,,,USD',
      ',Summary,Given,,20.00,,,,,USD',
      ',Summary,Card fees absorbed (taken from the gift),,0.00,,,,,USD',
      ',Summary,Charity share,,0.00,,,,,USD',
      ',Summary,Disputed,,0.00,,,,,USD',
      ',Summary,"The recipient\'s (given less absorbed card fees, charity and disputes)",,20.00,,,,,USD',
      '',
    ]);
  });
});

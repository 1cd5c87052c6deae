import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MARKET_CURRENCY, MARKET_LOCALE } from './markets';
import { centsToDecimalString, formatMoney, parseMoney, percentOfCents } from './money';

const MAX_CENTS = 10 ** 13; // $100 billion: far above any collection, well inside exact doubles
const cents = fc.integer({ min: 0, max: MAX_CENTS });

describe('centsToDecimalString', () => {
  it('writes cents with exactly two decimals', () => {
    expect([centsToDecimalString(2500), centsToDecimalString(5), centsToDecimalString(123456)]).toEqual([
      '25.00',
      '0.05',
      '1234.56',
    ]);
  });

  it('round-trips every cents value through its decimal string', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseMoney(centsToDecimalString(c))).toEqual({ ok: true, cents: c });
      }),
    );
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(TypeError);
  });
});

describe('formatMoney', () => {
  it('shows the $ symbol and always two decimals in both markets', () => {
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatMoney(2500, 'US')).toBe('$25.00');
    expect(formatMoney(2500, 'AU')).toBe('$25.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('formats huge amounts exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(10.5)).toThrow(TypeError);
  });

  it('writes what the Intl currency format writes in each market, for any whole amount of cents', () => {
    for (const market of ['AU', 'US'] as const) {
      const intl = new Intl.NumberFormat(MARKET_LOCALE[market], { style: 'currency', currency: MARKET_CURRENCY[market], currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), fc.maxSafeInteger(), fc.maxSafeNat()), (cents) => {
          expect(formatMoney(cents, market)).toBe(intl.format(centsToDecimalString(cents) as `${number}`));
        }),
        { numRuns: 2000 },
      );
    }
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    [' 12.5 ', 1250],
    ['12.05', 1205],
    ['$1,234.56', 123456],
    ['US$ 10', 1000],
    ['.5', 50],
    ['0', 0],
    ['007.10', 710],
  ])('reads %j as %i cents', (text, expected) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents: expected });
  });

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['abc', 'validation.number'],
    ['-5', 'validation.number'],
    ['1,23', 'validation.number'],
    ['1e3', 'validation.number'],
    ['.', 'validation.number'],
    ['1.2.3', 'validation.singleDecimalPoint'],
    ['1.234', 'validation.decimalPlaces'],
    ['99999999999999', 'validation.number'],
  ])('refuses %j with %s', (text, key) => {
    const result = parseMoney(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.key).toBe(key);
  });

  it('gives the decimal places count with the message', () => {
    expect(parseMoney('1.234')).toEqual({
      ok: false,
      error: { key: 'validation.decimalPlaces', params: { n: 2 } },
    });
  });

  it('reads back whatever formatMoney printed, in both markets', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('AU' as const, 'US' as const), (c, market) => {
        expect(parseMoney(formatMoney(c, market))).toEqual({ ok: true, cents: c });
      }),
    );
  });
});

describe('percentOfCents', () => {
  it('rounds half-up to the cent', () => {
    expect(percentOfCents(1000, 2.9)).toBe(29);
    expect(percentOfCents(50, 1)).toBe(1); // 0.5 cent rounds up
    expect(percentOfCents(49, 1)).toBe(0); // 0.49 cent rounds down
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(333, 3.5)).toBe(12); // 11.655
    expect(percentOfCents(0, 99)).toBe(0);
  });

  it('equals the exact rational result rounded half-up', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 10_000 }), (c, basisPoints) => {
        const percent = basisPoints / 100;
        const exactTimes10000 = BigInt(c) * BigInt(basisPoints); // cents × percent × 100 × 100
        const expected = Number((exactTimes10000 * 2n + 10_000n) / 20_000n);
        expect(percentOfCents(c, percent)).toBe(expected);
      }),
    );
  });

  it('refuses negatives', () => {
    expect(() => percentOfCents(-1, 2)).toThrow(RangeError);
    expect(() => percentOfCents(100, -2)).toThrow(RangeError);
  });
});

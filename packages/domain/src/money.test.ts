import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToAmount,
  centsToDecimalString,
  formatMoney,
  parseMoney,
  parseMoneyOrNull,
  percentOfCents,
  renderTo2Dp,
  roundTo2Dp,
  toCents,
} from './money';

const MAX_CENTS = 10 ** 13; // $100 billion: far above any collection, well inside exact doubles
const cents = fc.integer({ min: 0, max: MAX_CENTS });

describe('roundTo2Dp', () => {
  it.each([
    [1.005, 1.01],
    [1.255, 1.26],
    [2.675, 2.68],
    [0.125, 0.13],
    [1.004, 1],
    [10, 10],
    [0, 0],
    [-1.005, -1.01],
    [1e-7, 0],
    [123456.785, 123456.79],
  ])('rounds %s to %s', (input, expected) => {
    expect(roundTo2Dp(input)).toBe(expected);
  });

  it.each([['1.5'], [NaN], [undefined], [null], [Infinity], [{}]])(
    'refuses %s with the spec text',
    (input) => {
      expect(() => roundTo2Dp(input)).toThrow(new TypeError('roundTo2Dp failed as n must be a number'));
    },
  );

  it('rounds every x.yz5 half-up, whatever the float beneath', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, hundredths) => {
          const written = Number(`${whole}.${String(hundredths).padStart(2, '0')}5`);
          expect(Math.round(roundTo2Dp(written) * 100)).toBe(whole * 100 + hundredths + 1);
        },
      ),
    );
  });

  it('is idempotent and never moves a value by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const r = roundTo2Dp(n);
        expect(roundTo2Dp(r)).toBe(r);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('renderTo2Dp', () => {
  it.each([
    [2.5, '2.50'],
    [1.005, '1.01'],
    [0, '0.00'],
    [-0.001, '0.00'],
    [-3.456, '-3.46'],
    [1234567.1, '1234567.10'],
  ])('renders %s as %s', (input, expected) => {
    expect(renderTo2Dp(input)).toBe(expected);
  });

  it('refuses non-numbers with its own spec text', () => {
    expect(() => renderTo2Dp('12')).toThrow('renderTo2Dp failed as n must be a number');
    expect(() => renderTo2Dp(NaN)).toThrow('renderTo2Dp failed as n must be a number');
  });

  it('always has exactly two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        expect(renderTo2Dp(n)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe('toCents and back', () => {
  it('turns decimal amounts into whole cents without drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(() => toCents(Number.NaN)).toThrow(TypeError);
  });

  it('round-trips every cents value through its decimal string', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(Number(centsToDecimalString(c)))).toBe(c);
        expect(toCents(centsToAmount(c))).toBe(c);
      }),
    );
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(TypeError);
  });

  it('keeps the sum of many small amounts exact', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99_99 }), { maxLength: 200 }), (items) => {
        const asCents = items.reduce((a, b) => a + b, 0);
        expect(centsToDecimalString(asCents)).toBe(renderTo2Dp(asCents / 100));
      }),
    );
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
        expect(parseMoneyOrNull(formatMoney(c, market))).toBe(c);
      }),
    );
  });

  it('parseMoneyOrNull gives null for bad input', () => {
    expect(parseMoneyOrNull('twelve')).toBeNull();
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

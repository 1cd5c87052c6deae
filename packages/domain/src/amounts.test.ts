import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bulkGiftTotal,
  contributionFee,
  feeRateFor,
  methodFee,
  paymentTotals,
  showFees,
  subtotal,
  total,
} from './amounts';
import { PAYMENT_METHOD, PAYMENT_METHOD_IDS, PAYMENT_PROVIDER, SETUP_TYPE, SETUP_TYPES } from './constants';
import { feeTableSchema, type FeeTable } from './contract/fees';

const table: FeeTable = feeTableSchema.parse({
  amexFeeAmount: 50,
  amexFeePercentage: 3.5,
  ccFeeAmount: 30,
  ccFeePercentage: 2.9,
  paypalFeeAmount: 49,
  paypalFeePercentage: 3.49,
  stripeFeeAmount: 30,
  stripeFeePercentage: 2.2,
  bulkGiftsFee: 5,
});

const cents = fc.integer({ min: 0, max: 10 ** 11 });
const percent = fc.integer({ min: 0, max: 2_000 }).map((bp) => bp / 100); // 0 % to 20 %, 2 decimals
const feeTable = fc.record({
  amexFeeAmount: fc.integer({ min: 0, max: 500 }),
  amexFeePercentage: percent,
  ccFeeAmount: fc.integer({ min: 0, max: 500 }),
  ccFeePercentage: percent,
  paypalFeeAmount: fc.integer({ min: 0, max: 500 }),
  paypalFeePercentage: percent,
  stripeFeeAmount: fc.integer({ min: 0, max: 500 }),
  stripeFeePercentage: percent,
  bulkGiftsFee: percent,
});
const method = fc.constantFrom(...PAYMENT_METHOD_IDS);
const provider = fc.constantFrom(PAYMENT_PROVIDER.CHECKOUT, PAYMENT_PROVIDER.STRIPE, PAYMENT_PROVIDER.PAYPAL);

describe('subtotal', () => {
  it('is the entered contribution without an exact amount', () => {
    expect(subtotal({ contribution: 2000 })).toBe(2000);
    expect(subtotal({ contribution: 2000, hasExactAmount: false, exactAmount: 2500, contributions: 3 })).toBe(
      2000,
    );
  });

  it('is exact amount × contributions when an exact amount applies', () => {
    expect(subtotal({ contribution: 999, hasExactAmount: true, exactAmount: 2500, contributions: 3 })).toBe(
      7500,
    );
    expect(subtotal({ contribution: 999, hasExactAmount: true, exactAmount: 2500 })).toBe(2500);
  });

  it('ignores an exact amount of 0', () => {
    expect(subtotal({ contribution: 1200, hasExactAmount: true, exactAmount: 0, contributions: 4 })).toBe(
      1200,
    );
  });

  it('subtracts a positive discount and never goes below 0', () => {
    expect(subtotal({ contribution: 2000, discount: 500 })).toBe(1500);
    expect(subtotal({ contribution: 2000, discount: 0 })).toBe(2000);
    expect(subtotal({ contribution: 300, discount: 500 })).toBe(0);
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => subtotal({ contribution: 10.5 })).toThrow(RangeError);
    expect(() => subtotal({ contribution: -1 })).toThrow(RangeError);
    expect(() => subtotal({ contribution: 100, discount: -5 })).toThrow(RangeError);
    expect(() =>
      subtotal({ contribution: 100, hasExactAmount: true, exactAmount: 100, contributions: 1.5 }),
    ).toThrow(RangeError);
  });
});

describe('fees', () => {
  it('picks the fee row by payment method and provider', () => {
    expect(feeRateFor(PAYMENT_METHOD.AMERICAN_EXPRESS, table)).toEqual({ amount: 50, percentage: 3.5 });
    expect(feeRateFor(PAYMENT_METHOD.CREDIT_CARD, table)).toEqual({ amount: 30, percentage: 2.9 });
    expect(feeRateFor(PAYMENT_METHOD.APPLE_PAY, table, PAYMENT_PROVIDER.CHECKOUT)).toEqual({
      amount: 30,
      percentage: 2.9,
    });
    expect(feeRateFor(PAYMENT_METHOD.GOOGLE_PAY, table, PAYMENT_PROVIDER.STRIPE)).toEqual({
      amount: 30,
      percentage: 2.2,
    });
    expect(feeRateFor(PAYMENT_METHOD.PAYPAL, table)).toEqual({ amount: 49, percentage: 3.49 });
    expect(feeRateFor(PAYMENT_METHOD.PAYPAL_DIRECT, table)).toEqual({ amount: 49, percentage: 3.49 });
    expect(feeRateFor(PAYMENT_METHOD.DIRECT_TRANSFER, table)).toEqual({ amount: 0, percentage: 0 });
  });

  it('is the fixed amount plus the percentage of the subtotal, half-up', () => {
    // 2.9 % of $10.00 = 29 cents, + 30 fixed
    expect(methodFee(1000, { amount: 30, percentage: 2.9 })).toBe(59);
    // 2.9 % of $0.50 = 1.45 cents → 1, + 30
    expect(methodFee(50, { amount: 30, percentage: 2.9 })).toBe(31);
    // 3.5 % of $3.33 = 11.655 cents → 12, + 50
    expect(methodFee(333, { amount: 50, percentage: 3.5 })).toBe(62);
    // half a cent rounds up: 1 % of 50 cents
    expect(methodFee(50, { amount: 0, percentage: 1 })).toBe(1);
  });

  it('charges nothing on a zero subtotal', () => {
    expect(methodFee(0, { amount: 30, percentage: 2.9 })).toBe(0);
  });

  it('whoPaysFeeOption 1: the contributor pays no fee and fees are hidden', () => {
    expect(
      contributionFee({
        subtotal: 1000,
        method: PAYMENT_METHOD.CREDIT_CARD,
        pricingDto: table,
        whoPaysFeeOption: 1,
      }),
    ).toBe(0);
    expect(showFees(1)).toBe(false);
  });

  it('whoPaysFeeOption 2: fees go on top and are shown', () => {
    expect(
      contributionFee({
        subtotal: 1000,
        method: PAYMENT_METHOD.CREDIT_CARD,
        pricingDto: table,
        whoPaysFeeOption: 2,
      }),
    ).toBe(59);
    expect(showFees(2)).toBe(true);
  });

  it('without a fee table there is no fee', () => {
    expect(
      contributionFee({
        subtotal: 1000,
        method: PAYMENT_METHOD.CREDIT_CARD,
        pricingDto: null,
        whoPaysFeeOption: 2,
      }),
    ).toBe(0);
  });
});

describe('totals', () => {
  it('total = fees + subtotal', () => {
    expect(total(1000, 59)).toBe(1059);
    expect(() => total(1000, -1)).toThrow(RangeError);
  });

  it('paymentTotals gives what the payment request carries', () => {
    expect(
      paymentTotals({
        contribution: 0,
        hasExactAmount: true,
        exactAmount: 2500,
        contributions: 2,
        method: PAYMENT_METHOD.CREDIT_CARD,
        pricingDto: table,
        whoPaysFeeOption: 2,
      }),
    ).toEqual({ subtotal: 5000, fee: 30 + 145, total: 5175, showFees: true });
  });

  it('has no drift, nothing negative and total = subtotal + fee for any input', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 10 ** 6 }),
        feeTable,
        method,
        provider,
        fc.constantFrom(1, 2),
        (contribution, discount, pricingDto, m, p, option) => {
          const t = paymentTotals({
            contribution,
            discount,
            pricingDto,
            method: m,
            provider: p,
            whoPaysFeeOption: option,
          });
          for (const v of [t.subtotal, t.fee, t.total]) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(t.total).toBe(t.subtotal + t.fee);
          expect(t.subtotal).toBe(Math.max(0, contribution - discount));
          if (option === 1) expect(t.fee).toBe(0);
        },
      ),
    );
  });

  it('the percentage part of a fee is the exact product rounded half-up', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 500 }),
        (sub, bp, fixed) => {
          fc.pre(sub > 0);
          const fee = methodFee(sub, { amount: fixed, percentage: bp / 100 });
          // sub × bp / 10000 cents, half-up, in exact integers
          const exact = Number((BigInt(sub) * BigInt(bp) * 2n + 10_000n) / 20_000n);
          expect(fee).toBe(fixed + exact);
        },
      ),
    );
  });

  it('fees never fall as the subtotal grows', () => {
    fc.assert(
      fc.property(cents, cents, feeTable, method, (a, b, pricingDto, m) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        fc.pre(lo > 0);
        const fee = (s: number) =>
          contributionFee({ subtotal: s, method: m, pricingDto, whoPaysFeeOption: 2 });
        expect(fee(lo)).toBeLessThanOrEqual(fee(hi));
      }),
    );
  });
});

describe('bulk gift total', () => {
  it('adds subtotal × bulkGiftsFee % for Bulk Gifts', () => {
    expect(bulkGiftTotal({ subtotal: 10_000, setupType: SETUP_TYPE.BULK_GIFTS, bulkGiftsFee: 5 })).toEqual({
      bulkFee: 500,
      total: 10_500,
    });
    expect(bulkGiftTotal({ subtotal: 1_001, setupType: 'Bulk Gifts', bulkGiftsFee: 2.5 })).toEqual({
      bulkFee: 25, // 25.025 → 25
      total: 1_026,
    });
  });

  it('adds nothing for any other setup type', () => {
    for (const setupType of SETUP_TYPES.filter((s) => s !== SETUP_TYPE.BULK_GIFTS)) {
      expect(bulkGiftTotal({ subtotal: 10_000, setupType, bulkGiftsFee: 5 })).toEqual({
        bulkFee: 0,
        total: 10_000,
      });
    }
  });

  it('total = bulk fee + subtotal for any input', () => {
    fc.assert(
      fc.property(cents, percent, (sub, fee) => {
        const r = bulkGiftTotal({ subtotal: sub, setupType: SETUP_TYPE.BULK_GIFTS, bulkGiftsFee: fee });
        expect(r.total).toBe(sub + r.bulkFee);
        expect(r.bulkFee).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(r.bulkFee)).toBe(true);
      }),
    );
  });
});

describe('cardProviderFor', () => {
  it("names the market's card provider, whose fee row cards and wallets pay", async () => {
    const { cardProviderFor } = await import('./amounts');
    expect(cardProviderFor('US')).toBe(PAYMENT_PROVIDER.STRIPE);
    expect(cardProviderFor('AU')).toBe(PAYMENT_PROVIDER.CHECKOUT);
  });
});

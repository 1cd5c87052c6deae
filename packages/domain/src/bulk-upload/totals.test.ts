import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkUploadTotals } from './totals';

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
        // Exactly, in integers: the fee is within half a cent of subtotal × tenths / 1000. (In floating
        // point, 42.8 % of 46,557,301,375 cents is a hair under its true .5 and failed a correct fee.)
        const thousandths = BigInt(t.feeCents) * 1000n - BigInt(sub) * BigInt(tenths);
        expect(thousandths <= 500n && thousandths >= -500n).toBe(true);
      }),
    );
  });
});

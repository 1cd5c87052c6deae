import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeRateFor, methodFee } from './amounts';
import { PAYMENT_METHOD } from './constants';
import { feeTableSchema } from './contract/fees';
import { absorbedCardFee, feeBreakdown, feeRow, feeRowSchema, feeTotalsSchema, type FeePayment } from './fee-breakdown';

const table = feeTableSchema.parse({
  amexFeeAmount: 30,
  amexFeePercentage: 3.5,
  ccFeeAmount: 30,
  ccFeePercentage: 2.9,
});
const card = feeRateFor(PAYMENT_METHOD.CREDIT_CARD, table);
const amex = feeRateFor(PAYMENT_METHOD.AMERICAN_EXPRESS, table);

/** A contribution of `gift` cents whose fee the organiser absorbs (fee option 1). */
function absorbed(gift: number, rate = card, charity = 0, status = 'succeeded'): FeePayment {
  const fee = absorbedCardFee({ feeOnTopCents: 0, netCents: gift, charityCents: charity }, rate);
  return { status, amountCents: gift, netCents: gift, charityCents: charity, absorbedFeeCents: fee };
}

/** A contribution of `gift` cents whose contributor pays the fee on top (fee option 2). */
function passedOn(gift: number, rate = card, charity = 0, status = 'succeeded'): FeePayment {
  const fee = methodFee(gift, rate);
  return { status, amountCents: gift + fee, netCents: gift, charityCents: charity, absorbedFeeCents: 0 };
}

describe('feeRow', () => {
  it('absorbed: the fee comes off the gift, paid by the organiser', () => {
    // 2.9 % of $25.00 = 72.5 → 73 (half-up) + 30 = $1.03
    const row = feeRow(absorbed(2500));
    expect(row).toEqual({
      paid: 2500,
      feeOnTop: 0,
      feeAbsorbed: 103,
      fee: 103,
      feePaidBy: 'organiser',
      given: 2500,
      charity: 0,
      refunded: 0,
      disputed: 0,
      recipientGets: 2397,
    });
    expect(feeRowSchema.parse(row)).toEqual(row);
  });

  it('passed on: the contributor pays the fee on top and the gift arrives whole', () => {
    const row = feeRow(passedOn(4000));
    // 2.9 % of $40.00 = 116 + 30 = $1.46
    expect(row).toMatchObject({ paid: 4146, feeOnTop: 146, feeAbsorbed: 0, fee: 146, feePaidBy: 'contributor', given: 4000, recipientGets: 4000 });
  });

  it('American Express takes its own rate, absorbed or passed on', () => {
    // 3.5 % of $40.00 = 140 + 30 = $1.70
    expect(feeRow(absorbed(4000, amex))).toMatchObject({ fee: 170, feePaidBy: 'organiser', recipientGets: 3830 });
    expect(feeRow(passedOn(4000, amex))).toMatchObject({ paid: 4170, fee: 170, feePaidBy: 'contributor', recipientGets: 4000 });
  });

  it('rounds each fee once, half-up, so the rows never drift from the ledger', () => {
    // 2.9 % of $0.50 = 1.45 → 1 + 30 = 31; of $17.25 = 50.025 → 50 + 30 = 80
    expect(feeRow(absorbed(50)).fee).toBe(31);
    expect(feeRow(absorbed(1725)).fee).toBe(80);
    // A gift too small for its fee is charged only what it brought after its charity share.
    expect(feeRow(absorbed(20, card, 2))).toMatchObject({ feeAbsorbed: 18, charity: 2, recipientGets: 0 });
  });

  it('the charity share comes off what the recipient gets, not off the fee', () => {
    expect(feeRow(absorbed(10000, card, 500))).toMatchObject({ given: 10000, fee: 320, charity: 500, recipientGets: 9180 });
  });

  it('refunded: everything paid goes back, the kept absorbed fee still costs the collection', () => {
    expect(feeRow(absorbed(4000, card, 0, 'refunded'))).toEqual({
      paid: 4000,
      feeOnTop: 0,
      feeAbsorbed: 146,
      fee: 146,
      feePaidBy: 'organiser',
      given: 0,
      charity: 0,
      refunded: 4000,
      disputed: 0,
      recipientGets: -146,
    });
    // Passed on: the contributor's fee went back with the rest, the collection is untouched.
    expect(feeRow(passedOn(4000, card, 400, 'refunded'))).toMatchObject({ paid: 4146, refunded: 4146, fee: 0, given: 0, charity: 0, recipientGets: 0 });
    // The ledger returned the fee (the balance could not carry it): nothing left to bear.
    expect(feeRow({ ...absorbed(4000, card, 0, 'refunded'), absorbedFeeCents: 0 })).toMatchObject({ fee: 0, feePaidBy: null, recipientGets: 0 });
  });

  it('an attempt still waiting counts for nothing yet', () => {
    expect(feeRow(passedOn(4000, card, 0, 'requires_action'))).toMatchObject({ paid: 0, fee: 0, given: 0, recipientGets: 0 });
  });

  it('a dispute takes what it held from the recipient', () => {
    expect(feeRow({ ...passedOn(4000), disputedCents: 4000 + 1500 })).toMatchObject({ disputed: 5500, recipientGets: -1500 });
  });
});

describe('feeBreakdown', () => {
  it('the issue: $25.00 absorbed reads "card fees $0.74 · yours $24.26" when the rate is 1.75 % + 30', () => {
    const au = feeRateFor(PAYMENT_METHOD.CREDIT_CARD, feeTableSchema.parse({ ccFeeAmount: 30, ccFeePercentage: 1.75 }));
    const { totals } = feeBreakdown([absorbed(2500, au)]);
    expect(totals).toMatchObject({ given: 2500, feeAbsorbed: 74, fee: 74, recipientGets: 2426 });
  });

  it('an absorbed and a passed-on payment to one collection, a refund and an opening balance', () => {
    const { rows, totals } = feeBreakdown(
      [absorbed(4000), passedOn(2500, amex, 125), absorbed(1000, card, 0, 'refunded')],
      { openingCents: 12500 },
    );
    expect(rows.map((r) => r.fee)).toEqual([146, 118, 59]);
    expect(totals).toEqual({
      paid: 4000 + 2618 + 1000,
      feeOnTop: 118,
      feeAbsorbed: 146 + 59,
      fee: 146 + 118 + 59,
      given: 12500 + 4000 + 2500,
      charity: 125,
      refunded: 1000,
      disputed: 0,
      recipientGets: 12500 + 3854 + 2375 - 59,
      opening: 12500,
    });
    expect(feeTotalsSchema.parse(totals)).toEqual(totals);
  });

  const paymentArb = fc
    .record({
      gift: fc.integer({ min: 0, max: 2_000_000 }),
      onTop: fc.boolean(),
      amexCard: fc.boolean(),
      charityPercent: fc.integer({ min: 0, max: 100 }),
      status: fc.constantFrom('succeeded', 'refunded', 'requires_action'),
    })
    .map(({ gift, onTop, amexCard, charityPercent, status }) => {
      const charity = Math.round((gift * charityPercent) / 100);
      return (onTop ? passedOn : absorbed)(gift, amexCard ? amex : card, charity, status);
    });

  it('many payments: the rows sum to the totals to the cent, and the totals balance', () => {
    fc.assert(
      fc.property(fc.array(paymentArb, { maxLength: 200 }), fc.integer({ min: 0, max: 100_000 }), (payments, opening) => {
        const { rows, totals } = feeBreakdown(payments, { openingCents: opening });
        const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
        expect(totals.fee).toBe(sum((r) => r.fee));
        expect(totals.recipientGets).toBe(opening + sum((r) => r.recipientGets));
        // What contributors paid = what went back + fees paid on top + the gifts.
        expect(totals.paid).toBe(totals.refunded + totals.feeOnTop + totals.given - opening);
        // The gifts = absorbed fees + the charity + the recipient's.
        expect(totals.given).toBe(totals.feeAbsorbed + totals.charity + totals.disputed + totals.recipientGets);
        expect(totals.fee).toBe(totals.feeOnTop + totals.feeAbsorbed);
        for (const r of rows) expect(Number.isInteger(r.recipientGets)).toBe(true);
      }),
    );
  });
});

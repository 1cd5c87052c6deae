import { describe, expect, it } from 'vitest';
import { absorbedFeeCents, refundEntries, settleEntries, type LedgerPayment } from './payment-entries';

const table = { ccFeeAmount: 30, ccFeePercentage: 2.9, stripeFeeAmount: 30, stripeFeePercentage: 2.9, paypalFeeAmount: 49, paypalFeePercentage: 3.49, amexFeeAmount: 30, amexFeePercentage: 3.5 };
const collection = { id: 7, pricing: table, charityName: 'Red Cross' };
const payment = (over: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id: 3,
  collectionId: 7,
  netCents: 2000,
  feeCents: 0,
  charityCents: 0,
  paymentMethod: 1,
  provider: 2,
  providerReference: 'ch_1',
  firstName: 'Ana',
  lastName: 'Lima',
  ...over,
});

describe('the entries a contribution books', () => {
  it('charges the absorbed fee from the fee table, half-up, and none when the contributor paid it', () => {
    expect(absorbedFeeCents(payment(), collection)).toBe(30 + 58);
    // PayPal: 49 + 3.49 % of 1234 = 43.07 → 43.
    expect(absorbedFeeCents(payment({ netCents: 1234, paymentMethod: 3, provider: 3 }), collection)).toBe(49 + 43);
    expect(absorbedFeeCents(payment({ feeCents: 88 }), collection)).toBe(0);
    expect(absorbedFeeCents(payment(), { ...collection, pricing: null })).toBe(0);
    expect(absorbedFeeCents(payment({ paymentMethod: 4 }), collection)).toBe(0);
  });

  it('never charges a contribution more fee than it brought in after its charity share', () => {
    expect(absorbedFeeCents(payment({ netCents: 20, charityCents: 2 }), collection)).toBe(18);
    const entries = settleEntries(payment({ netCents: 20, charityCents: 2 }), collection);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
  });

  it('settles +net, − fee, − charity owed to the named charity, and books no zero entries', () => {
    expect(settleEntries(payment({ charityCents: 200 }), collection)).toEqual([
      expect.objectContaining({ kind: 'contribution', amountCents: 2000, cause: 'settle', paymentId: 3, description: 'Contribution from Ana Lima', providerReference: 'ch_1' }),
      expect.objectContaining({ kind: 'fee', amountCents: -88, description: 'Card fee (absorbed)' }),
      expect.objectContaining({ kind: 'charity_share', amountCents: -200, description: 'Owed to Red Cross' }),
    ]);
    expect(settleEntries(payment({ feeCents: 88, firstName: null, lastName: null }), collection)).toEqual([
      expect.objectContaining({ kind: 'contribution', amountCents: 2000, description: 'Contribution from a contributor' }),
    ]);
  });

  it('refunds − net and gives the charity share back; the fee stays unless the balance cannot carry it', () => {
    const row = payment({ charityCents: 200 });
    const plenty = refundEntries(row, collection, 10_000, 88);
    expect(plenty.map((e) => [e.kind, e.amountCents])).toEqual([
      ['refund', -2000],
      ['charity_share', 200],
    ]);
    // Only this contribution: 2000 − 88 − 200 = 1712 left, the refund takes 1800: 88 of fee comes back.
    const alone = refundEntries(row, collection, 1712, 88);
    expect(alone.map((e) => [e.kind, e.amountCents])).toEqual([
      ['refund', -2000],
      ['charity_share', 200],
      ['fee', 88],
    ]);
    expect(1712 + alone.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    // Paid out meanwhile: the fee back cannot cover it, the caller refuses.
    expect(1000 + refundEntries(row, collection, 1000, 88).reduce((sum, e) => sum + e.amountCents, 0)).toBeLessThan(0);
  });
});

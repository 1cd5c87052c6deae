import { collectionSchema } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { journeyTotals } from './amounts';

const pricingDto = {
  ccFeeAmount: 30,
  ccFeePercentage: 2,
  stripeFeeAmount: 50,
  stripeFeePercentage: 3,
};

function collection(countryCode: 'AU' | 'US') {
  return collectionSchema.parse({
    collectionGuid: '10000000-0000-4000-8000-000000000003',
    collectionId: 3,
    collectionSetupType: 'Collection + Group Card',
    countryCode,
    whoPaysFeeOption: 2,
    pricingDto,
    // The first gateway must not decide the fee row: the market's card provider does, as on the server.
    paymentGateways: [{ gateway: countryCode === 'US' ? 1 : 2 }],
  });
}

const payment = { contribution: 10_000, contributions: 1, discount: 0, topUp: false, whoPaysFeeOption: 1, paymentMethod: null };

describe('journeyTotals', () => {
  it("charges a US card the Stripe fee row, as the server's quote does", () => {
    const totals = journeyTotals(collection('US'), payment as never);
    expect(totals.fee).toBe(50 + 300);
    expect(totals.total).toBe(10_000 + 350);
  });

  it('charges an AU card the card (Checkout.com) fee row', () => {
    const totals = journeyTotals(collection('AU'), payment as never);
    expect(totals.fee).toBe(30 + 200);
  });
});

import { describe, expect, it } from 'vitest';
import { checkCardMinimum, CARD_MINIMUM_CENTS } from './card-payments';
import { PAYMENT_METHOD } from './constants';
import { paymentRequestSchema } from './contract/payment';

const body = { collectionId: 1, contributionFee: 0, email: 'a@example.test', fName: 'A', lName: 'B' };

describe('the card minimum per market', () => {
  it('is $2.00 in both markets, on card and wallet totals only, and never on nothing to charge', () => {
    expect(CARD_MINIMUM_CENTS).toEqual({ AU: 200, US: 200 });
    expect(checkCardMinimum(199, PAYMENT_METHOD.CREDIT_CARD, 'AU')).toEqual({ key: 'error.cardMinimum', params: { n: '$2.00' } });
    expect(checkCardMinimum(150, PAYMENT_METHOD.GOOGLE_PAY, 'US')).not.toBeNull();
    expect(checkCardMinimum(200, PAYMENT_METHOD.AMERICAN_EXPRESS, 'US')).toBeNull();
    expect(checkCardMinimum(0, PAYMENT_METHOD.CREDIT_CARD, 'US')).toBeNull();
    expect(checkCardMinimum(100, PAYMENT_METHOD.PAYPAL, 'US')).toBeNull();
  });

  it('is held by the shared request schema when the method is a card', () => {
    const low = paymentRequestSchema.safeParse({ ...body, netAmount: 150, contributionAmount: 150, paymentMethod: 1 });
    expect(low.success).toBe(false);
    expect(low.error?.issues[0]).toMatchObject({
      path: ['contributionAmount'],
      message: 'Card payments must be at least $2.00. Please enter a larger amount or choose another way to pay.',
    });
    expect(paymentRequestSchema.safeParse({ ...body, netAmount: 150, contributionAmount: 150, paymentMethod: 3 }).success).toBe(true);
    expect(paymentRequestSchema.safeParse({ ...body, netAmount: 200, contributionAmount: 200, paymentMethod: 1 }).success).toBe(true);
  });
});

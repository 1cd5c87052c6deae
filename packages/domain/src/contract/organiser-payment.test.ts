import { describe, expect, it } from 'vitest';
import {
  anyCardAmountSchema,
  isAnyCardAmountValid,
  packCardValue,
  paidGroupCardQuote,
  promoCodeTextSchema,
} from './organiser-payment';

describe('organiser payment rules', () => {
  it('takes any card amounts in whole multiples of $5 only', () => {
    expect(isAnyCardAmountValid(0)).toBe(true);
    expect(isAnyCardAmountValid(2500)).toBe(true);
    expect(isAnyCardAmountValid(1250)).toBe(false);
    expect(isAnyCardAmountValid(501)).toBe(false);
    const refused = anyCardAmountSchema.safeParse(1200);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please enter amount multiple of 5');
  });

  it('discounts the card price only and adds the any card with its fee', () => {
    expect(
      paidGroupCardQuote({ cardPrice: 499, discountPercentage: 50, anyCardAmount: 0, anyCardFee: 99 }),
    ).toEqual({
      subtotal: 499,
      discount: 250,
      fee: 0,
      total: 249,
    });
    expect(
      paidGroupCardQuote({ cardPrice: 499, discountPercentage: 100, anyCardAmount: 2000, anyCardFee: 88 }),
    ).toEqual({
      subtotal: 2499,
      discount: 499,
      fee: 88,
      total: 2088,
    });
  });

  it('values a pack card by its price mode', () => {
    expect(packCardValue({ priceMode: 1, priceCents: 3499, totalCards: 10 }, 499)).toBe(499);
    expect(packCardValue({ priceMode: 2, priceCents: 3499, totalCards: 10 }, 499)).toBe(350);
  });

  it('upper-cases promo codes and refuses odd characters', () => {
    expect(promoCodeTextSchema.parse(' half50 ')).toBe('HALF50');
    expect(promoCodeTextSchema.safeParse('50% off').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CARD_SCHEME,
  COLLECTION_DEFAULTS,
  ENVIRONMENT,
  FILE_SIZE_UNIT,
  PACK_PRICE_MODE,
  PATHWAY,
  PAYMENT_DEFAULTS,
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  PAYMENT_SUCCESS_CODE,
  PROMO_CARD_CAROUSEL,
  PROMO_GROUP_CARD_CAROUSEL,
  SETUP_TYPES,
  TIMINGS,
} from './constants';

// These values are part of the contract with other systems (ids stored in the database and sent by
// payment providers), so a change must be deliberate.
describe('SPEC §4 and §9 constants', () => {
  it('ids', () => {
    expect(PATHWAY).toEqual({ CHIP_IN: 1, SIGN: 2, SIGN_AND_CHIP_IN: 3, FGC_Gift: 4, PAID_GROUP_CARD: 5 });
    expect(Object.values(PAYMENT_METHOD)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(PAYMENT_PROVIDER).toEqual({ CHECKOUT: 1, STRIPE: 2, PAYPAL: 3 });
    expect(CARD_SCHEME.visa).toBe(1);
    expect(PAYMENT_SUCCESS_CODE).toBe(10000);
    expect(PACK_PRICE_MODE).toEqual({ PRICE_PGC_DEFAULT: 1, PRICE_PGC_TRANSFER: 2 });
    expect(FILE_SIZE_UNIT.MEGABYTE).toBe(1048576);
    expect(FILE_SIZE_UNIT.GIGABYTE).toBe(1073741824);
    expect(ENVIRONMENT).toEqual({ PRODUCTION: 'PRODUCTION', TEST: 'TEST' });
  });

  it('setup types include the payment-flow types', () => {
    expect(SETUP_TYPES).toEqual(expect.arrayContaining(['Collection', 'PGC + Gift', 'Bulk Gifts']));
  });

  it('defaults and timings', () => {
    expect(COLLECTION_DEFAULTS.maxIndividualContributionLimit).toBe(0);
    expect(COLLECTION_DEFAULTS.mode).toBe('Contribute');
    expect(PAYMENT_DEFAULTS).toEqual({
      contributions: 1,
      whoPaysFeeOption: 1,
      promoPercentage: '0.00',
      scheme: 'visa',
    });
    expect(TIMINGS).toEqual({
      TOAST_MS: 3000,
      SPINNER_DELAY_MS: 100,
      MODAL_DELAY_MS: 1200,
      ENVELOPE_MS: 2400,
    });
  });

  it('carousels', () => {
    expect(PROMO_CARD_CAROUSEL.responsive.map((b) => [b.breakpoint, b.slidesToShow])).toEqual([
      [1200, 5],
      [991, 6],
      [767, 6],
      [530, 5],
      [400, 4],
    ]);
    expect(PROMO_GROUP_CARD_CAROUSEL.slidesToShow).toBe(7);
    expect(PROMO_GROUP_CARD_CAROUSEL.responsive.at(-1)).toEqual({ breakpoint: 350, slidesToShow: 4 });
  });
});

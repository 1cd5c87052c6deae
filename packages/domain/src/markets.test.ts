import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKET,
  DEFAULT_PLAN_CURRENCY,
  MARKET_CURRENCY,
  marketFromCountryCode,
  paymentVariantForMarket,
} from './markets';

describe('markets', () => {
  it('defaults to the US', () => {
    expect(DEFAULT_MARKET).toBe('US');
    expect(marketFromCountryCode(undefined)).toBe('US');
    expect(marketFromCountryCode('nz')).toBe('US');
    expect(marketFromCountryCode(' au ')).toBe('AU');
    expect(DEFAULT_PLAN_CURRENCY).toBe('US$');
  });

  it('charges AUD in Australia and USD in the US', () => {
    expect(MARKET_CURRENCY).toEqual({ AU: 'AUD', US: 'USD' });
  });

  it('uses the US payment variant for the US and the AU variant for anything else', () => {
    expect(paymentVariantForMarket('US')).toBe('US');
    expect(paymentVariantForMarket('AU')).toBe('AU');
    expect(paymentVariantForMarket('GB')).toBe('AU');
    expect(paymentVariantForMarket(null)).toBe('AU');
  });
});

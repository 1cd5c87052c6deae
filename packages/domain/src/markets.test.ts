import { describe, expect, it } from 'vitest';
import {
  currencyForRegion,
  DEFAULT_MARKET,
  DEFAULT_PLAN_CURRENCY,
  marketFromCountryCode,
  paymentVariantForMarket,
  UnsupportedRegionError,
} from './markets';

describe('markets', () => {
  it('defaults to the US', () => {
    expect(DEFAULT_MARKET).toBe('US');
    expect(marketFromCountryCode(undefined)).toBe('US');
    expect(marketFromCountryCode('nz')).toBe('US');
    expect(marketFromCountryCode(' au ')).toBe('AU');
    expect(DEFAULT_PLAN_CURRENCY).toBe('US$');
  });

  it('gives AUD for Australia and USD for the US', () => {
    expect(currencyForRegion('Australia')).toBe('AUD');
    expect(currencyForRegion('AU')).toBe('AUD');
    expect(currencyForRegion('US')).toBe('USD');
    expect(currencyForRegion('united states')).toBe('USD');
  });

  it('throws for any other region', () => {
    expect(() => currencyForRegion('New Zealand')).toThrow(UnsupportedRegionError);
    expect(() => currencyForRegion('')).toThrow(/only Australia and the US/);
  });

  it('uses the US payment variant for the US and the AU variant for anything else', () => {
    expect(paymentVariantForMarket('US')).toBe('US');
    expect(paymentVariantForMarket('AU')).toBe('AU');
    expect(paymentVariantForMarket('GB')).toBe('AU');
    expect(paymentVariantForMarket(null)).toBe('AU');
  });
});

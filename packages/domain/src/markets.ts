/** SPEC §1/§9: two markets, AU and US; US is the default. Both currencies use the symbol $. */
export const MARKETS = ['AU', 'US'] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_MARKET: Market = 'US';

export const MARKET_CURRENCY = { AU: 'AUD', US: 'USD' } as const satisfies Record<Market, string>;
export type Currency = (typeof MARKET_CURRENCY)[Market];
export const DEFAULT_PLAN_CURRENCY = 'US$';

/** Intl locale per market; en-AU renders AUD with a bare "$", as the spec wants. */
export const MARKET_LOCALE = { AU: 'en-AU', US: 'en-US' } as const satisfies Record<Market, string>;

export function isMarket(value: unknown): value is Market {
  return value === 'AU' || value === 'US';
}

/** Reads a country code from the server; anything unknown means the default market. */
export function marketFromCountryCode(code: string | null | undefined): Market {
  const upper = code?.trim().toUpperCase();
  return isMarket(upper) ? upper : DEFAULT_MARKET;
}

/** SPEC §2: payment-details has an AU and a US variant; any other market falls back to AU. */
export function paymentVariantForMarket(market: string | null | undefined): Market {
  return market?.trim().toUpperCase() === 'US' ? 'US' : 'AU';
}

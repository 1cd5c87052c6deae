// Where the terms and privacy pages live (decision 138): one page per document, the market in the
// query, so a payment step, sign-up and the footer link to the same place.

export const LEGAL_MARKETS = ['AU', 'US'] as const;
export type LegalMarket = (typeof LEGAL_MARKETS)[number];
export type LegalDocument = 'terms' | 'privacy';

/** `?market=` as the page was linked; AU (the first market) when absent or unknown. */
export function legalMarketOf(value: string | null | undefined): LegalMarket {
  return (value ?? '').toUpperCase() === 'US' ? 'US' : 'AU';
}

/** `/terms?market=US`. */
export function legalHref(document: LegalDocument, market: string | null | undefined): string {
  return `/${document}?market=${legalMarketOf(market)}`;
}

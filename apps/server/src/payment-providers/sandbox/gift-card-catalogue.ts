import { GIFT_CARD_PATHS, type GiftCardBrand, type GiftCardCategory, type Market } from '@groupgift/domain';

/**
 * The sandbox's offline catalogue (issue 33): invented brands with drawn logos in both markets, so the
 * demo and the tests choose a named card without a network. Shaped like a real provider's catalogue:
 * some take any amount in a range, some come in fixed denominations.
 */

type SampleBrand = Omit<GiftCardBrand, 'logoUrl' | 'currency'> & {
  market: Market | 'both';
  logo: { colour: string; ink: string; mark: string; shape: 'circle' | 'square' | 'leaf' };
};

const dollars = (n: number) => n * 100;

/** The multi-store card, in both markets under one id: it takes any amount, as the generic card did before. */
export const SANDBOX_ANY_AMOUNT_BRAND = 'sbx-anywhere-prepaid';

const SAMPLE_BRANDS: readonly SampleBrand[] = [
  {
    id: SANDBOX_ANY_AMOUNT_BRAND,
    market: 'both',
    name: 'Anywhere Prepaid Card',
    categories: ['shopping', 'food', 'travel'],
    value: { kind: 'range', min: 1, max: dollars(10_000) },
    whereToSpend: 'Online and in any shop that takes prepaid cards.',
    howToUse: 'Pay with the card number (the code) and PIN like a debit card; the balance goes down as you spend.',
    terms: 'Valid for 12 months. No fees. Keep the code and PIN private: anyone with them can spend the card.',
    logo: { colour: '#4361ee', ink: '#ffffff', mark: 'A', shape: 'square' },
  },
  {
    id: 'sbx-au-wattle-books',
    market: 'AU',
    name: 'Wattle & Quill Books',
    categories: ['books'],
    value: { kind: 'range', min: dollars(5), max: dollars(500) },
    whereToSpend: 'Online at wattlequill.example and in 60 bookshops across Australia.',
    howToUse: 'Online: enter the code and PIN at checkout. In a shop: show the code at the counter.',
    terms: 'Valid for 3 years from issue. Not redeemable for cash. Lost codes cannot be replaced.',
    logo: { colour: '#2f6f4f', ink: '#f6e27a', mark: 'WQ', shape: 'leaf' },
  },
  {
    id: 'sbx-au-harbour-kitchen',
    market: 'AU',
    name: 'Harbour Kitchen',
    categories: ['food'],
    value: { kind: 'fixed', denominations: [dollars(25), dollars(50), dollars(100)] },
    whereToSpend: 'At any Harbour Kitchen restaurant in Sydney, Melbourne and Brisbane.',
    howToUse: 'Show the code and PIN to your server before paying; any balance stays on the card.',
    terms: 'Valid for 3 years. Not for alcohol where the law forbids it. No cash back.',
    logo: { colour: '#b5432f', ink: '#fff4e6', mark: 'HK', shape: 'circle' },
  },
  {
    id: 'sbx-au-southern-cross-outfitters',
    market: 'AU',
    name: 'Southern Cross Outfitters',
    categories: ['shopping', 'travel'],
    value: { kind: 'range', min: dollars(10), max: dollars(1000) },
    whereToSpend: 'Online and in 120 outdoor stores across Australia and New Zealand.',
    howToUse: 'Online: choose “Gift card” at checkout and enter the code and PIN. In store: scan or read out the code.',
    terms: 'Valid for 3 years. Several cards may be used on one order. Not redeemable for cash.',
    logo: { colour: '#1d3557', ink: '#f1faee', mark: 'SC', shape: 'square' },
  },
  {
    id: 'sbx-au-gumleaf-spa',
    market: 'AU',
    name: 'Gumleaf Day Spa',
    categories: ['wellbeing'],
    value: { kind: 'fixed', denominations: [dollars(50), dollars(100), dollars(150)] },
    whereToSpend: 'At Gumleaf day spas in every capital city.',
    howToUse: 'Book online or by phone and give the code when asked; bring it on the day.',
    terms: 'Valid for 2 years. Bookings subject to availability. No cash back.',
    logo: { colour: '#6a8d73', ink: '#ffffff', mark: 'G', shape: 'leaf' },
  },
  {
    id: 'sbx-au-reel-cinemas',
    market: 'AU',
    name: 'Reel Cinemas',
    categories: ['entertainment'],
    value: { kind: 'range', min: dollars(10), max: dollars(200) },
    whereToSpend: 'At Reel Cinemas, online and at the box office.',
    howToUse: 'Online: enter the code and PIN when paying for tickets. At the cinema: show the code.',
    terms: 'Valid for 3 years. Not valid for private screenings.',
    logo: { colour: '#222222', ink: '#ffcc00', mark: 'R', shape: 'circle' },
  },
  {
    id: 'sbx-us-maple-market',
    market: 'US',
    name: 'Maple Street Market',
    categories: ['food', 'home'],
    value: { kind: 'range', min: dollars(5), max: dollars(500) },
    whereToSpend: 'Online at maplestreet.example and in 400 grocery stores across the US.',
    howToUse: 'Online: add the code and PIN under “Payment”. In store: show the code at the register.',
    terms: 'Does not expire. Not redeemable for cash except where required by law.',
    logo: { colour: '#a4161a', ink: '#fff3b0', mark: 'MS', shape: 'leaf' },
  },
  {
    id: 'sbx-us-lantern-books',
    market: 'US',
    name: 'Lantern Books & Records',
    categories: ['books', 'entertainment'],
    value: { kind: 'fixed', denominations: [dollars(15), dollars(25), dollars(50), dollars(100)] },
    whereToSpend: 'Online and in 80 Lantern stores.',
    howToUse: 'Online: enter the code and PIN at checkout. In store: show the code at the register.',
    terms: 'Does not expire. No cash back except where required by law.',
    logo: { colour: '#3d348b', ink: '#f7b801', mark: 'LB', shape: 'square' },
  },
  {
    id: 'sbx-us-trailhead',
    market: 'US',
    name: 'Trailhead Outdoors',
    categories: ['shopping', 'travel'],
    value: { kind: 'range', min: dollars(10), max: dollars(1000) },
    whereToSpend: 'Online and in 150 Trailhead stores across the US.',
    howToUse: 'Online: choose “Gift card” at checkout and enter the code and PIN. In store: read out the code.',
    terms: 'Does not expire. Several cards may be used on one order.',
    logo: { colour: '#386641', ink: '#f2e8cf', mark: 'T', shape: 'circle' },
  },
  {
    id: 'sbx-us-cozy-home',
    market: 'US',
    name: 'Cozy Nest Home',
    categories: ['home', 'shopping'],
    value: { kind: 'fixed', denominations: [dollars(25), dollars(50), dollars(100), dollars(200)] },
    whereToSpend: 'Online at cozynest.example.',
    howToUse: 'Enter the code and PIN at checkout; any balance stays on the card.',
    terms: 'Does not expire. Online only.',
    logo: { colour: '#e07a5f', ink: '#ffffff', mark: 'CN', shape: 'square' },
  },
  {
    id: 'sbx-us-sunrise-yoga',
    market: 'US',
    name: 'Sunrise Yoga Studios',
    categories: ['wellbeing'],
    value: { kind: 'range', min: dollars(20), max: dollars(300) },
    whereToSpend: 'At Sunrise studios in 30 cities, and their online classes.',
    howToUse: 'Sign in at sunriseyoga.example, open “Wallet” and add the code and PIN.',
    terms: 'Does not expire. Classes subject to availability.',
    logo: { colour: '#f4a261', ink: '#264653', mark: 'SY', shape: 'circle' },
  },
];

const CURRENCY: Record<Market, GiftCardBrand['currency']> = { AU: 'AUD', US: 'USD' };

const logoUrl = (id: string) => GIFT_CARD_PATHS.logo.replace(':brandId', `${id}.svg`);

/** The sample brands of a market, as a provider's catalogue answers them. */
export function sandboxGiftCardBrands(market: Market): GiftCardBrand[] {
  return SAMPLE_BRANDS.filter((b) => b.market === market || b.market === 'both').map(({ market: _m, logo: _logo, ...brand }) => ({
    ...brand,
    categories: [...brand.categories] as GiftCardCategory[],
    currency: CURRENCY[market],
    logoUrl: logoUrl(brand.id),
  }));
}

const SHAPES = {
  circle: (c: string) => `<circle cx="60" cy="40" r="34" fill="${c}"/>`,
  square: (c: string) => `<rect x="22" y="6" width="76" height="68" rx="14" fill="${c}"/>`,
  leaf: (c: string) => `<path d="M60 4 C96 18 100 58 60 76 C20 58 24 18 60 4 Z" fill="${c}"/>`,
};

/** A sample brand's drawn logo (120×80 SVG), or undefined for an unknown id. */
export function sandboxGiftCardLogo(id: string): string | undefined {
  const brand = SAMPLE_BRANDS.find((b) => b.id === id);
  if (!brand) return undefined;
  const { colour, ink, mark, shape } = brand.logo;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80">',
    `<rect width="120" height="80" rx="10" fill="${ink}"/>`,
    SHAPES[shape](colour),
    `<text x="60" y="49" text-anchor="middle" font-family="Georgia, serif" font-size="${mark.length > 1 ? 26 : 32}" font-weight="700" fill="${ink}">${mark}</text>`,
    '</svg>',
  ].join('');
}

import type { GiftCardBrand, GiftCardCategory, GiftCardValue, Market } from '@groupgift/domain';
import { MARKET_CURRENCY } from '@groupgift/domain';
import type { TremendousProduct } from './tremendous-api';

const CATEGORY_WORDS: readonly [RegExp, GiftCardCategory][] = [
  [/food|restaurant|grocer|coffee|dining|meal/i, 'food'],
  [/book|music|audio/i, 'books'],
  [/movie|cinema|game|stream|entertain/i, 'entertainment'],
  [/travel|hotel|air|ride/i, 'travel'],
  [/home|garden|furnit|hardware/i, 'home'],
  [/spa|wellness|fitness|beauty|health/i, 'wellbeing'],
];

/** Tremendous's products carry only a broad category ("merchant_card"): our chips come from their words. */
function categoriesOf(p: TremendousProduct): GiftCardCategory[] {
  const words = `${p.name} ${p.description ?? ''}`;
  const found = CATEGORY_WORDS.filter(([re]) => re.test(words)).map(([, c]) => c);
  return found.length > 0 ? found : ['shopping'];
}

const cents = (units: number) => Math.round(units * 100);

/** Fixed denominations when every SKU is one value; otherwise the widest range the SKUs cover. */
function valueOf(p: TremendousProduct): GiftCardValue | null {
  const skus = p.skus ?? [];
  if (skus.length === 0) return null;
  if (skus.every((s) => s.min === s.max)) return { kind: 'fixed', denominations: [...new Set(skus.map((s) => cents(s.min)))].sort((a, b) => a - b) };
  return { kind: 'range', min: cents(Math.min(...skus.map((s) => s.min))), max: cents(Math.max(...skus.map((s) => s.max))) };
}

const stripTags = (html: string | undefined) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A product as a catalogue brand of a market; null when it is not a gift card of that market's currency. */
export function brandOf(p: TremendousProduct, market: Market): GiftCardBrand | null {
  const currency = MARKET_CURRENCY[market];
  if (p.currency_codes && !p.currency_codes.includes(currency)) return null;
  if (p.countries && !p.countries.some((c) => c.abbr === market)) return null;
  const value = valueOf(p);
  if (!value) return null;
  const logo = p.images?.find((i) => i.type === 'logo') ?? p.images?.[0];
  return {
    id: p.id,
    name: p.name,
    logoUrl: logo?.src ?? '',
    categories: categoriesOf(p),
    currency,
    value,
    whereToSpend: stripTags(p.description) || `Wherever ${p.name} takes gift cards.`,
    howToUse: stripTags(p.usage_instructions) || 'Open the link to see your card, then follow its instructions.',
    terms: stripTags(p.disclosure) || 'See the card’s own terms when you open it.',
  };
}

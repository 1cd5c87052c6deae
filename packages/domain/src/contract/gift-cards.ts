import { z } from 'zod';
import { centsSchema } from './common';

/**
 * The gift-card catalogue (issue 33, decision 162): the brands a redeemer may choose in the collection's
 * market, from the rewards provider (Tremendous) or the sandbox's offline sample brands. A brand either
 * takes any amount in a range or comes in fixed denominations; a fixed brand takes only an amount equal
 * to one of them (`giftCardAmountProblem` says which are possible).
 */

export const GIFT_CARD_PATHS = {
  /** GET the brands offered in a market (`AU` | `US`): public, the same for everyone. */
  brands: '/api/gift-cards/:market/brands',
  /** GET a sample brand's drawn logo (the sandbox's; a real provider's logos are its own URLs). */
  logo: '/api/gift-cards/logos/:brandId',
} as const;

export const giftCardCategorySchema = z.enum(['shopping', 'food', 'entertainment', 'travel', 'home', 'books', 'wellbeing']);
export type GiftCardCategory = z.infer<typeof giftCardCategorySchema>;

export const GIFT_CARD_CATEGORY_TEXT: Record<GiftCardCategory, string> = {
  shopping: 'Shopping',
  food: 'Food & drink',
  entertainment: 'Entertainment',
  travel: 'Travel',
  home: 'Home',
  books: 'Books & music',
  wellbeing: 'Wellbeing',
};

export const giftCardValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('range'), min: centsSchema, max: centsSchema }),
  z.object({ kind: z.literal('fixed'), denominations: z.array(centsSchema).min(1) }),
]);
export type GiftCardValue = z.infer<typeof giftCardValueSchema>;

export const giftCardBrandSchema = z.object({
  /** The provider's product id (Tremendous `products[].id`), what an order names. */
  id: z.string().min(1).max(100),
  name: z.string(),
  /** Absolute, or a path under this site (`/api/gift-cards/logos/…`). */
  logoUrl: z.string(),
  categories: z.array(giftCardCategorySchema),
  currency: z.enum(['AUD', 'USD']),
  value: giftCardValueSchema,
  /** Where it can be spent: "Online and in 300 stores across Australia". */
  whereToSpend: z.string(),
  howToUse: z.string(),
  terms: z.string(),
});
export type GiftCardBrand = z.infer<typeof giftCardBrandSchema>;

export const giftCardBrandsResponseSchema = z.object({ brands: z.array(giftCardBrandSchema) });

/** What a redemption keeps of the brand it was issued in (so the result, mail and statement still name it). */
export const chosenBrandSchema = giftCardBrandSchema.pick({ id: true, name: true, logoUrl: true, whereToSpend: true, howToUse: true, terms: true });
export type ChosenBrand = z.infer<typeof chosenBrandSchema>;

/**
 * Why a brand cannot take `amountCents` (null when it can): a range takes any amount inside it; fixed
 * denominations take an exact match, and the message names the ones possible. `format` writes money.
 */
export function giftCardAmountProblem(value: GiftCardValue, amountCents: number, format: (cents: number) => string): string | null {
  if (value.kind === 'range') {
    if (amountCents < value.min) return `This card starts at ${format(value.min)}.`;
    if (amountCents > value.max) return `This card goes up to ${format(value.max)}: choose a smaller amount.`;
    return null;
  }
  if (value.denominations.includes(amountCents)) return null;
  const fits = value.denominations.filter((d) => d <= amountCents);
  const list = value.denominations.map(format).join(', ');
  if (fits.length === 0) return `This card comes in ${list}: the amount is less than the smallest.`;
  return `This card comes in ${list}: choose ${fits.map(format).join(' or ')}, or a brand that takes any amount.`;
}

/** The words for a brand's value on its tile: "$5 – $500" or "$25, $50, $100". */
export function giftCardValueText(value: GiftCardValue, format: (cents: number) => string): string {
  return value.kind === 'range' ? `${format(value.min)} – ${format(value.max)}` : value.denominations.map(format).join(', ');
}

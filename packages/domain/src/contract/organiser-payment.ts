import { z } from 'zod';
import { PACK_PRICE_MODE, PAYMENT_METHOD_IDS, type PackPriceMode } from '../constants';
import { formatMessage, MESSAGES } from '../messages';
import { percentOfCents, type Cents } from '../money';
import { centsSchema, guidSchema, idSchema, textSchema } from './common';

/**
 * Organiser payments (decisions 071–074): a paid group card with an optional any card (gift card)
 * and promo code, a pack of cards, and a bulk upload. Paths under /api; every one needs the
 * organiser's session.
 */
export const ORGANISER_PAYMENT_PATHS = {
  updateAnyCardDetails: '/api/Details/updateanycarddetails',
  payFromPack: '/api/Details/PayFromPack',
  processFullPgcDiscount: '/api/Details/ProcessFullPgcDiscount',
  applyPromoCode: '/api/organiser-payments/promo-code',
  removePromoCode: '/api/organiser-payments/promo-code/remove',
  bulkUploadQuote: '/api/organiser-payments/bulk-upload/:collectionGuid',
  clientConfig: '/api/organiser-payments/client-config',
  processCheckout: '/api/organiser-checkout/ProcessCheckout',
  applePayCheckout: '/api/organiser-checkout/ApplePayCheckout',
  googlePayCheckout: '/api/organiser-checkout/GooglePayCheckout',
  processPayPal: '/api/organiser-checkout/ProcessPayPal',
} as const;

/** Any-card (gift card) amounts are whole multiples of $5 (SPEC §5 "Please enter amount multiple of 5"). */
const ANY_CARD_STEP_CENTS = 500;
/** The largest any card an organiser can add to a paid group card. */
const ANY_CARD_MAX_CENTS = 100_000;

export function isAnyCardAmountValid(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents % ANY_CARD_STEP_CENTS === 0;
}

export const anyCardAmountSchema = centsSchema
  .refine(isAnyCardAmountValid, { error: MESSAGES['validation.multipleOf5'] })
  .refine((cents) => cents <= ANY_CARD_MAX_CENTS, { error: formatMessage('validation.between', { min: 0, max: ANY_CARD_MAX_CENTS / 100 }) });

export const collectionPurchaseRequestSchema = z.object({ collectionGuid: guidSchema });

/** POST updateanycarddetails: the any-card amount of a paid group card, in cents (0 removes it). */
export const updateAnyCardRequestSchema = collectionPurchaseRequestSchema.extend({
  anyCardAmount: anyCardAmountSchema,
});

export const promoCodeTextSchema = textSchema({ trim: true })
  .min(1, { error: MESSAGES['validation.required'] })
  .max(40, { error: formatMessage('validation.maxLength', { n: 40 }) })
  .regex(/^[A-Za-z0-9_-]+$/, { error: MESSAGES['validation.alphanumeric'] })
  .transform((code) => code.toUpperCase());

export const applyPromoCodeRequestSchema = collectionPurchaseRequestSchema.extend({
  promoCode: promoCodeTextSchema,
});

/** The server's figures for an organiser purchase (cents). */
export const organiserQuoteSchema = z.object({
  subtotal: centsSchema,
  discount: centsSchema,
  fee: centsSchema,
  total: centsSchema,
});
export type OrganiserQuote = z.infer<typeof organiserQuoteSchema>;

/** What an organiser checkout pays for; the server prices it from its own records. */
export const organiserPurchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paid_group_card'), collectionGuid: guidSchema }),
  z.object({ kind: z.literal('pack'), planId: idSchema }),
  z.object({ kind: z.literal('bulk_upload'), collectionGuid: guidSchema }),
]);
export type OrganiserPurchase = z.infer<typeof organiserPurchaseSchema>;

/**
 * Body of the organiser checkout endpoints: the purchase, the total the page showed (refused with the
 * server's quote when it differs), the method and the provider token (card or wallet).
 */
export const organiserCheckoutRequestSchema = z.object({
  purchase: organiserPurchaseSchema,
  amount: centsSchema,
  paymentMethod: z.literal(PAYMENT_METHOD_IDS),
  checkOutToken: textSchema().min(1).max(10_000).optional(),
});
export type OrganiserCheckoutRequest = z.infer<typeof organiserCheckoutRequestSchema>;

/** The bulk upload awaiting payment on a collection, priced (SPEC §5 bulk gift total). */
export const bulkUploadQuoteSchema = z.object({
  collectionGuid: guidSchema,
  collectionTitle: z.string(),
  market: z.enum(['AU', 'US']),
  status: z.enum(['draft', 'awaiting_payment', 'paid', 'failed']),
  payeeCount: z.number().int().nonnegative(),
  quote: organiserQuoteSchema,
});
export type BulkUploadQuote = z.infer<typeof bulkUploadQuoteSchema>;

/**
 * SPEC §5 any-card total and the paid group card price: the promo's percentage comes off the card
 * price only (a gift card's value is never discounted); the any card carries its fee when above 0.
 */
export function paidGroupCardQuote(input: {
  cardPrice: Cents;
  discountPercentage: number;
  anyCardAmount: Cents;
  anyCardFee: Cents;
}): OrganiserQuote {
  const discount = Math.min(input.cardPrice, percentOfCents(input.cardPrice, input.discountPercentage));
  const fee = input.anyCardAmount > 0 ? input.anyCardFee : 0;
  const subtotal = input.cardPrice + input.anyCardAmount;
  return { subtotal, discount, fee, total: subtotal - discount + fee };
}

/** SPEC §9 pack price modes: what one card drawn from a pack is worth on the ledger. */
export function packCardValue(
  pack: { priceMode: number; priceCents: Cents; totalCards: number },
  defaultCardPrice: Cents,
): Cents {
  const mode = pack.priceMode as PackPriceMode;
  if (mode === PACK_PRICE_MODE.PRICE_PGC_TRANSFER && pack.totalCards > 0) {
    return Math.round(pack.priceCents / pack.totalCards);
  }
  return defaultCardPrice;
}

import { z } from 'zod';
import { PACK_PRICE_MODE } from '../constants';
import { DEFAULT_PLAN_CURRENCY } from '../markets';
import { centsSchema, countSchema, isoDateTimeSchema, optionalTextSchema, percentSchema } from './common';
import { environmentSchema } from './collection';

/** SPEC §3 pricing plan. price in cents; currency defaults to US$. */
export const pricingPlanSchema = z.object({
  id: z.number().int().positive(),
  productId: optionalTextSchema,
  planName: z.string(),
  description: optionalTextSchema,
  price: centsSchema,
  currency: z.string().default(DEFAULT_PLAN_CURRENCY),
  priceType: optionalTextSchema,
  isDeleted: z.boolean().default(false),
  createdDate: isoDateTimeSchema.nullable().default(null),
  /** Number of subscriptions to the plan. */
  subscriptions: countSchema.default(0),
  /** Paid group cards one purchase of the plan grants (decision 072). */
  cardCount: countSchema.default(1),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** An organiser's pack of prepaid cards (the spec names it without fields). */
const packSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: centsSchema,
  cardsRemaining: countSchema.default(0),
  priceMode: z
    .literal([PACK_PRICE_MODE.PRICE_PGC_DEFAULT, PACK_PRICE_MODE.PRICE_PGC_TRANSFER])
    .default(PACK_PRICE_MODE.PRICE_PGC_DEFAULT),
});

/** Which provider takes the organiser's payment, and its public (publishable) key. */
const gatewayInformationSchema = z.object({
  gateway: z.number().int().positive(),
  publicKey: optionalTextSchema,
  environment: environmentSchema.nullable().default(null),
});

/** SPEC §3 user details response of GET /api/Details/getuserdetails (by userid or collectionGuid). */
export const userDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  plans: z.array(pricingPlanSchema).default([]),
  pack: packSchema.nullable().default(null),
  gatewayInformation: z.array(gatewayInformationSchema).default([]),
  closeDate: isoDateTimeSchema.nullable().default(null),
  receipientEmail: optionalTextSchema,
  isPackAvailable: z.boolean().default(false),
  anyCardAmount: centsSchema.default(0),
  promoWasApplied: z.boolean().default(false),
  discountPercentage: percentSchema.default(0),
  discountedAmount: centsSchema.default(0),
  promoCode: optionalTextSchema,
  /** Organiser payments (decision 071): the market, and for a paid group card its priced figures. */
  market: z.enum(['AU', 'US']).default('US'),
  collectionTitle: optionalTextSchema,
  cardPrice: centsSchema.default(0),
  anyCardFee: centsSchema.default(0),
  discount: centsSchema.default(0),
  totalPgcAmount: centsSchema.default(0),
  isPaid: z.boolean().default(false),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

import { z } from 'zod';
import { feeTableSchema, paymentResponseSchema } from '@groupgift/domain';

// The web app's own answer schemas (answers whose shape the browser reads more leniently than the
// domain, or that only the browser reads). zod: the organiser's routes parse with them directly, the
// contributor's through validators generated from them (decision 175), so this file is never in a
// contributor route's scripts.

/**
 * What the browser needs to take a payment for one collection: the provider, where its hosted card
 * fields live, which wallets and PayPal are on, and the fee rules. Lenient on optional parts so a
 * server that adds fields (or leaves the fee table out) never breaks the payment step.
 */
export const clientConfigSchema = z.object({
  market: z.string().default('US'),
  provider: z.enum(['sandbox', 'stripe', 'checkout']).catch('sandbox'),
  hostedFieldsUrl: z.string().nullable().optional(),
  publishableKey: z.string().nullable().optional(),
  /** The wallet sheets' pages; without them they sit next to the hosted fields. */
  walletSheetUrls: z.object({ applePay: z.string(), googlePay: z.string() }).nullable().optional(),
  wallets: z.object({ applePay: z.boolean().default(false), googlePay: z.boolean().default(false) }).prefault({}),
  paypal: z.boolean().default(false),
  feeTable: feeTableSchema.nullable().optional(),
  whoPaysFeeOption: z.number().int().optional(),
});

/**
 * The answer of every payment POST. PayPal adds the approval URL the browser is sent to; the domain
 * schema would strip it, so it is kept here.
 */
export const paymentAnswerSchema = paymentResponseSchema.extend({
  paypalApprovalUrl: z.string().nullable().default(null),
});

/** The answer to a message's picture upload. */
export const uploadedImageSchema = z.object({
  imageURL: z.string().min(1),
  width: z.number().nullable().default(null),
  height: z.number().nullable().default(null),
});

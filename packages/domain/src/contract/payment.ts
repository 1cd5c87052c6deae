import { z } from 'zod';
import {
  CARD_SCHEME,
  DEFAULT_CARD_SCHEME,
  PAYMENT_DEFAULTS,
  PAYMENT_METHOD_IDS,
} from '../constants';
import { chargesACard, LOWEST_CARD_MINIMUM_CENTS } from '../card-payments';
import { formatMessage, MESSAGES } from '../messages';
import { formatMoney } from '../money';
import {
  centsSchema,
  collectionAnswerSchema,
  countSchema,
  emailSchema,
  hasControlCharacters,
  idSchema,
  int4Schema,
  requiredTrimmedSchema,
  textSchema,
} from './common';

const cardSchemeSchema = z.enum(Object.keys(CARD_SCHEME) as [keyof typeof CARD_SCHEME]);
const paymentMethodSchema = z.literal(PAYMENT_METHOD_IDS);

// z.url() alone lets a NUL through in the path; the text rule refuses it like any other field.
const redirectUrlSchema = z
  .url()
  .max(2048)
  .refine((url) => !hasControlCharacters(url), { error: MESSAGES['validation.controlCharacters'] });
const paymentRedirectUrlsSchema = z.object({
  fail: redirectUrlSchema,
  success: redirectUrlSchema,
});

/**
 * SPEC §3 payment request body, sent to /api/checkout/ApplePayCheckout, ProcessCheckout,
 * GooglePayCheckout and /api/paypal/ProcessPayPal. Amounts in cents: contributionAmount is the total,
 * contributionFee the fees, netAmount the subtotal. The server recomputes all three and refuses a
 * mismatch. Answer, question, email and names are trimmed (SPEC §5).
 */
export const paymentRequestSchema = z.object({
  collectionAnswer: collectionAnswerSchema.default(''),
  collectionId: idSchema,
  collectionQuestions: textSchema({ trim: true, multiline: true }).max(1000).default(''),
  contributionAmount: centsSchema,
  contributionFee: centsSchema,
  cqid: int4Schema.nullable().default(null),
  email: emailSchema,
  fName: requiredTrimmedSchema.max(100),
  lName: requiredTrimmedSchema.max(100),
  /** The logid of the message signed in this visit, if any. */
  groupCardId: int4Schema.nullable().default(null),
  /** The signed message's edit token, so the receipt's edit link works (kept sealed, never stored plain; decision 079). */
  editToken: textSchema().min(1).max(200).optional(),
  inviteeID: textSchema({ trim: true }).max(100).nullable().default(null),
  invoiceNumber: textSchema({ trim: true }).max(100).nullable().default(null),
  isStoreCardPayment: z.boolean().default(false),
  netAmount: centsSchema,
  /** Number of contributions (exact-amount collections multiply by it). */
  contributions: countSchema.min(1).default(1),
  paymentRedirectUrls: paymentRedirectUrlsSchema.optional(),
  payPalPaymentResponse: z.unknown().optional(),
  scheme: cardSchemeSchema.default(DEFAULT_CARD_SCHEME),
  topUp: z.boolean().default(false),
  /** Provider token: Apple or Google wallet token, or the tokenised card's token. */
  checkOutToken: textSchema().min(1).max(10_000).optional(),
  /** Not in the spec's body: the server needs the method to recompute the fee. */
  paymentMethod: paymentMethodSchema.optional(),
  /**
   * Not in the spec's body: the payer answered "Chip in again" to the repeat question, so a recent
   * contribution from the same email to this collection does not stop this one (decision 102).
   */
  confirmRepeat: z.boolean().default(false),
  /**
   * Not in the spec's body: the token of the "are you a person?" check, sent when the server asked
   * for one (`challenge_required`, issue 29). Each token is good for one payment.
   */
  challengeToken: textSchema().min(1).max(4096).optional(),
}).superRefine((body, ctx) => {
  // A card charge below the lowest market's card minimum (card-payments.ts); the server holds the
  // collection's own market to its minimum once it knows the collection.
  const method = body.paymentMethod;
  if (method === undefined || !chargesACard(method)) return;
  if (body.contributionAmount > 0 && body.contributionAmount < LOWEST_CARD_MINIMUM_CENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['contributionAmount'],
      message: formatMessage('error.cardMinimum', { n: formatMoney(LOWEST_CARD_MINIMUM_CENTS) }),
    });
  }
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** SPEC §4: success is successCode 10000 with success true; 3DS when required and a URL is present. */
export const paymentResponseSchema = z.object({
  successCode: z.number().int().nullable().default(null),
  success: z.boolean().default(false),
  threeDsRequired: z.boolean().default(false),
  threeDsredirectUrl: z.string().nullable().default(null),
  /** Holds the payment id or invoice number on success, or the failure text. */
  message: z.string().nullable().default(null),
  invoiceNumber: z.string().nullable().default(null),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** SPEC §3 tokenised card (what the hosted card fields hand back). */
export const tokenizedCardSchema = z.object({
  bin: z.string(),
  card_category: z.string().nullable().default(null),
  card_type: z.string().nullable().default(null),
  expires_on: z.string().nullable().default(null),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
  issuer_country: z.string().nullable().default(null),
  last4: z.string().regex(/^\d{4}$/),
  preferred_scheme: z.string().nullable().default(null),
  product_id: z.string().nullable().default(null),
  product_type: z.string().nullable().default(null),
  scheme: z.string(),
  token: z.string().min(1),
  type: z.string().default('card'),
});
export type TokenizedCard = z.infer<typeof tokenizedCardSchema>;

const storedText = z.string().default('');
const storedTextOrNull = z.string().nullable().default(null);

/**
 * SPEC §3 payment details: the contributor's or organiser's payment state kept in browser storage
 * between steps. Lenient (half-filled forms are normal) and fully defaulted, so a stale or empty
 * stored value parses to a usable state.
 */
export const paymentDetailsSchema = z.object({
  address: z
    .object({
      street: storedText,
      country: storedText,
      city: storedText,
      suburb: storedText,
      state: storedText,
      postcode: storedText,
    })
    .prefault({}),
  appleToken: storedTextOrNull,
  googleToken: storedTextOrNull,
  checkOutToken: storedTextOrNull,
  /** The amount entered, cents. */
  contribution: centsSchema.default(0),
  contributions: z.number().int().positive().default(PAYMENT_DEFAULTS.contributions),
  contributionQuestionAnswer: storedText,
  cqid: z.number().int().nullable().default(null),
  emailAddress: storedText,
  firstName: storedText,
  lastName: storedText,
  invoiceNumber: storedTextOrNull,
  isStoreCardPayment: z.boolean().default(false),
  paymentDate: storedTextOrNull,
  paymentId: storedTextOrNull,
  paymentReference: storedTextOrNull,
  paymentMethod: paymentMethodSchema.nullable().default(null),
  paymentSuccessful: z.boolean().default(false),
  payPalPaymentForm: storedTextOrNull,
  directApiPayPalForm: storedTextOrNull,
  scheme: cardSchemeSchema.default(PAYMENT_DEFAULTS.scheme),
  termsAccepted: z.boolean().default(false),
  topUp: z.boolean().default(false),
  whoPaysFeeOption: z.literal([1, 2]).default(PAYMENT_DEFAULTS.whoPaysFeeOption),
  /** Stripe Elements state; the shapes belong to Stripe. */
  stripe: z
    .object({
      linkAuthentication: z.unknown().nullable().default(null),
      paymentAddress: z.unknown().nullable().default(null),
      paymentElement: z.unknown().nullable().default(null),
    })
    .prefault({}),
  tokenizedCard: tokenizedCardSchema.nullable().default(null),
  // Extended fields (organiser payments, packs, promos).
  closeTime: storedTextOrNull,
  receipientEmail: storedTextOrNull,
  isPocPayment: z.boolean().default(false),
  isPgcAndPocPayment: z.boolean().default(false),
  planId: z.number().int().nullable().default(null),
  anyCardAmount: centsSchema.default(0),
  totalPgcAmount: centsSchema.default(0),
  discount: centsSchema.default(0),
  promoWasApplied: z.boolean().default(false),
  /** A decimal string as the spec gives it ('0.00'). */
  promoPercentage: z
    .string()
    .regex(/^\d{1,3}\.\d{2}$/)
    .default(PAYMENT_DEFAULTS.promoPercentage),
  promoCode: storedTextOrNull,
  isPaymentPage: z.boolean().default(false),
  userId: storedTextOrNull,
  tagName: storedTextOrNull,
  isPackAvailable: z.boolean().default(false),
  packid: z.number().int().nullable().default(null),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/**
 * How far back a contribution from the same email to the same collection makes the server ask
 * "Chip in again?" before charging a second time (decision 102).
 */
export const REPEAT_CONTRIBUTION_WINDOW_MINUTES = 30;

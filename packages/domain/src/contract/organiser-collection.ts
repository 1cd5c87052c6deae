import { z } from 'zod';
import { PAYMENT_PROVIDER, WHO_PAYS_FEE, type PaymentProvider } from '../constants';
import { ORGANISER_SETUP_TYPES, setupTypeHasCard, setupTypeTakesMoney } from '../setup-types';
import { DEFAULT_MARKET, MARKETS, type Market } from '../markets';
import { formatMessage, MESSAGES } from '../messages';
import { centsSchema, guidSchema, INT4_MAX, isoDateTimeSchema, textSchema } from './common';
import { optionalCoverImageSchema } from './cover-image';
import { deliverySummarySchema } from './delivery';
import { textAlignSchema } from './group-card';
import { MAX_SUGGESTED_AMOUNTS, suggestedAmountsIssue } from '../suggested-amounts';
import { DEFAULT_BOARD_THEME } from '../board-themes';
import { boardThemeSchema, timeZoneSchema } from './time-zone-and-theme';
import { pickedCoverDesign } from '../cover-designs/cover-design-for';
import { COVER_DESIGN_CLASS_PREFIX } from '../cover-designs/types';

/**
 * The organiser's collections: the dashboard list and the create/edit form (decisions 063–065).
 * Money is integer cents; every rule below runs in the browser (live, after blur) and again on the
 * server, so the two always say the same thing in the catalogue's words.
 */
export const ORGANISER_COLLECTION_PATHS = {
  list: '/api/organiser/collections',
  create: '/api/organiser/collections',
  /** GET (form values) and PUT (save) of one collection, by its guid. */
  one: '/api/organiser/collections/:id',
  uploadImage: '/api/organiser/collections/images',
} as const;

export function organiserCollectionPath(guid: string): string {
  return ORGANISER_COLLECTION_PATHS.one.replace(':id', encodeURIComponent(guid));
}

/** The payment gateways a new collection offers by default, per market (card provider + PayPal). */
export const DEFAULT_PAYMENT_GATEWAYS: Record<Market, readonly PaymentProvider[]> = {
  US: [PAYMENT_PROVIDER.STRIPE, PAYMENT_PROVIDER.PAYPAL],
  AU: [PAYMENT_PROVIDER.CHECKOUT, PAYMENT_PROVIDER.PAYPAL],
};

/**
 * Cover templates the designer offers: the class names `card.css` ships (canonical spellings),
 * including the three kids-birthday styles of SPEC §2.
 */
export const COVER_TEMPLATES = [
  'classic-cream',
  'classic-flowers',
  'classic-baby',
  'birthday-confetti',
  'level-achieved',
  'age-green-balloon',
  'age-pink-balloon',
  'description-balloons',
  'description-trophy',
  'description-rings',
  'image-cake',
  'congratulations-gold',
  'farewell-navy',
  'thank-you-botanical',
  'new-baby-blush',
  'sympathy-lilac',
  'thinking-of-you',
  'good-luck',
  'christmas-holly',
  // The illustrated covers (decision 104): `illustrated-<art>` for each of the app's cover illustrations.
  'illustrated-birthday',
  'illustrated-farewell',
  'illustrated-retirement',
  'illustrated-new-baby',
  'illustrated-wedding',
  'illustrated-engagement',
  'illustrated-thank-you',
  'illustrated-sympathy',
  'illustrated-get-well',
  'illustrated-congratulations',
  'illustrated-anniversary',
  'illustrated-graduation',
  'illustrated-new-job',
  'illustrated-celebration',
] as const;

export const COVER_FONT_SIZE = { min: 12, max: 96 } as const;
export const COLLECTION_TEXT_LIMITS = {
  recipientName: 100,
  occasion: 60,
  title: 120,
  subtitle: 160,
  description: 2000,
  charityName: 100,
  question: 200,
  coverTitle: 80,
  coverDescription: 240,
} as const;

const required = (max: number) =>
  textSchema({ trim: true, error: MESSAGES['validation.required'] })
    .min(1, { error: MESSAGES['validation.required'] })
    .max(max, { error: formatMessage('validation.maxLength', { n: max }) });
const optional = (max: number, multiline = false) =>
  textSchema({ trim: true, multiline })
    .max(max, { error: formatMessage('validation.maxLength', { n: max }) })
    .default('');
const fontSize = z
  .number({ error: MESSAGES['validation.number'] })
  .int({ error: MESSAGES['validation.wholeNumber'] })
  .min(COVER_FONT_SIZE.min, { error: formatMessage('validation.between', { min: COVER_FONT_SIZE.min, max: COVER_FONT_SIZE.max }) })
  .max(COVER_FONT_SIZE.max, { error: formatMessage('validation.between', { min: COVER_FONT_SIZE.min, max: COVER_FONT_SIZE.max }) });

/** A cover design the app draws (issue 31), stored as `design-<id>`; an id it does not know is refused. */
const coverDesignClassSchema = z
  .templateLiteral([COVER_DESIGN_CLASS_PREFIX, z.string()])
  .refine((className) => pickedCoverDesign(className) !== undefined, { error: MESSAGES['validation.required'] });

/** The cover designer's data (SPEC §3 coverPage fields the organiser sets). */
export const coverDesignSchema = z.object({
  className: z.union([z.enum(COVER_TEMPLATES), coverDesignClassSchema], { error: MESSAGES['validation.required'] }),
  coverType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: MESSAGES['validation.required'] }),
  imageUrl: textSchema({ trim: true }).max(4096).nullable().default(null),
  title: optional(COLLECTION_TEXT_LIMITS.coverTitle),
  description: optional(COLLECTION_TEXT_LIMITS.coverDescription, true),
  fontSize: fontSize.default(36),
  textAlign: textAlignSchema.default('center'),
  descFontSize: fontSize.default(18),
  descTextAlign: textAlignSchema.default('center'),
  /** The board of messages' theme (issue 31). */
  boardTheme: boardThemeSchema.default(DEFAULT_BOARD_THEME),
});
export type CoverSettings = z.infer<typeof coverDesignSchema>;

export const DEFAULT_COVER_DESIGN: CoverSettings = {
  className: 'classic-cream',
  coverType: 1,
  imageUrl: null,
  title: '',
  description: '',
  fontSize: 36,
  textAlign: 'center',
  descFontSize: 18,
  descTextAlign: 'center',
  boardTheme: DEFAULT_BOARD_THEME,
};

const emailOrEmpty = textSchema({ trim: true })
  .max(254, { error: formatMessage('validation.maxLength', { n: 254 }) })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: MESSAGES['validation.email'] })
  .default('');

/** The form as sent: every field present; rules that need several fields are in the refinement. */
export const organiserCollectionFieldsSchema = z.object({
  setupType: z.enum(ORGANISER_SETUP_TYPES, { error: MESSAGES['validation.required'] }),
  market: z.enum(MARKETS, { error: MESSAGES['validation.required'] }).default(DEFAULT_MARKET),
  recipientName: required(COLLECTION_TEXT_LIMITS.recipientName),
  recipientEmail: emailOrEmpty,
  occasion: optional(COLLECTION_TEXT_LIMITS.occasion),
  title: required(COLLECTION_TEXT_LIMITS.title),
  subtitle: optional(COLLECTION_TEXT_LIMITS.subtitle),
  description: optional(COLLECTION_TEXT_LIMITS.description, true),
  imageUrl: textSchema({ trim: true }).max(4096).nullable().default(null),
  closeDate: z.iso.datetime({ offset: true, error: MESSAGES['validation.validDate'] }),
  /** IANA zone every date of the collection is shown in (decision 144); absent on create means the market's, on edit unchanged. */
  timeZone: timeZoneSchema.optional(),
  targetCents: centsSchema.default(0),
  hasExactAmount: z.boolean().default(false),
  exactAmountCents: centsSchema.default(0),
  minimumContributionCents: centsSchema.default(100),
  /** 0 means no upper limit. */
  maxIndividualLimitCents: centsSchema.default(0),
  zeroContributionAllowed: z.boolean().default(false),
  /** Up to three one-tap amounts for the how-much screen; empty means the market's defaults (issue 30). */
  suggestedAmountsCents: z
    .array(centsSchema)
    .max(MAX_SUGGESTED_AMOUNTS, { error: formatMessage('validation.suggestedAmountsMax', { n: MAX_SUGGESTED_AMOUNTS }) })
    .default([]),
  charityName: optional(COLLECTION_TEXT_LIMITS.charityName),
  charityPercentage: z
    .number({ error: MESSAGES['validation.number'] })
    .min(0, { error: formatMessage('validation.between', { min: 0, max: 100 }) })
    .max(100, { error: formatMessage('validation.between', { min: 0, max: 100 }) })
    .multipleOf(0.01, { error: formatMessage('validation.decimalPlaces', { n: 2 }) })
    .default(0),
  whoPaysFeeOption: z.literal([WHO_PAYS_FEE.ORGANISER, WHO_PAYS_FEE.CONTRIBUTOR]).default(WHO_PAYS_FEE.ORGANISER),
  /** Empty means the market's default gateways. */
  paymentGateways: z.array(z.literal([PAYMENT_PROVIDER.CHECKOUT, PAYMENT_PROVIDER.STRIPE, PAYMENT_PROVIDER.PAYPAL])).max(3).default([]),
  contributionQuestion: optional(COLLECTION_TEXT_LIMITS.question),
  cover: coverDesignSchema.nullable().default(null),
});
export type OrganiserCollectionFields = z.infer<typeof organiserCollectionFieldsSchema>;

type Issue = { path: string; message: string };

/**
 * The rules across fields. `now` is a parameter so the check of "in the future" is the same instant
 * for the whole form and testable. An edit that leaves the saved close date as it was is not refused
 * for it (a closed collection can still have its texts corrected).
 */
export function collectionFormIssues(
  form: OrganiserCollectionFields,
  now: Date = new Date(),
  options: { savedCloseDate?: string | null } = {},
): Issue[] {
  const issues: Issue[] = [];
  const close = Date.parse(form.closeDate);
  const unchanged = options.savedCloseDate ? Date.parse(options.savedCloseDate) === close : false;
  if (Number.isFinite(close) && close <= now.getTime() && !unchanged) {
    issues.push({ path: 'closeDate', message: MESSAGES['validation.futureDate'] });
  }
  if (setupTypeTakesMoney(form.setupType)) {
    if (form.hasExactAmount && form.exactAmountCents <= 0) {
      issues.push({ path: 'exactAmountCents', message: formatMessage('validation.greaterThan', { n: 0 }) });
    }
    const max = form.maxIndividualLimitCents;
    if (!form.hasExactAmount && max > 0 && form.minimumContributionCents > max) {
      issues.push({
        path: 'minimumContributionCents',
        message: formatMessage('validation.lessThanOrEqual', { n: (max / 100).toFixed(2) }),
      });
    }
    if (form.hasExactAmount && max > 0 && form.exactAmountCents > max) {
      issues.push({
        path: 'exactAmountCents',
        message: formatMessage('validation.lessThanOrEqual', { n: (max / 100).toFixed(2) }),
      });
    }
    if (!form.hasExactAmount) {
      const suggested = suggestedAmountsIssue(
        form.suggestedAmountsCents,
        { minimumContributionAmount: form.minimumContributionCents, maxIndividualContributionLimit: max },
        form.market,
      );
      if (suggested) issues.push({ path: 'suggestedAmountsCents', message: suggested.message });
    }
    if (form.charityPercentage > 0 && form.charityName === '') {
      issues.push({ path: 'charityName', message: MESSAGES['validation.required'] });
    }
  }
  if (setupTypeHasCard(form.setupType) && form.cover === null) {
    issues.push({ path: 'cover', message: MESSAGES['validation.required'] });
  }
  return issues;
}

export const organiserCollectionRequestSchema = organiserCollectionFieldsSchema.superRefine((form, ctx) => {
  for (const issue of collectionFormIssues(form)) {
    ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  }
});
export type OrganiserCollectionRequest = z.input<typeof organiserCollectionRequestSchema>;

/** Status on the dashboard: suspended wins over closed; a passed close date means closed. */
export const collectionStatusSchema = z.enum(['open', 'closed', 'suspended']);
export type CollectionStatus = z.infer<typeof collectionStatusSchema>;

/** One saved collection, as the edit form loads it. */
// Read back as stored: text saved before decision 095 may hold a control character (never NUL),
// and refusing it here would keep the organiser from the form that can correct it.
const storedText = z.string();

export const organiserCollectionSchema = organiserCollectionFieldsSchema.extend({
  id: z.number().int().positive(),
  guid: guidSchema,
  // Older and demo rows may lack what the form now requires; the form asks for it on save.
  recipientName: storedText,
  title: storedText,
  occasion: storedText,
  subtitle: storedText,
  description: storedText,
  imageUrl: storedText.nullable(),
  charityName: storedText,
  contributionQuestion: storedText,
  cover: coverDesignSchema
    .extend({ className: z.string(), coverType: z.number().int(), title: storedText, description: storedText, imageUrl: storedText.nullable() })
    .nullable(),
  /** The cover as the server draws it, the same in every place (issue 31). */
  coverImage: optionalCoverImageSchema,
  status: collectionStatusSchema,
  collectedCents: centsSchema,
  joinedCount: z.number().int().nonnegative(),
  closeDate: isoDateTimeSchema,
  timeZone: z.string(),
  createdAt: isoDateTimeSchema,
  paymentGateways: z.array(z.number().int().positive()),
});
export type OrganiserCollection = z.infer<typeof organiserCollectionSchema>;

export const COLLECTION_SORTS = ['title', 'closeDate', 'created', 'collected'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
const COLLECTION_PAGE_SIZE = { default: 10, max: 50 } as const;

export const collectionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(COLLECTION_PAGE_SIZE.max).default(COLLECTION_PAGE_SIZE.default),
  sort: z.enum(COLLECTION_SORTS).default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  search: textSchema({ trim: true }).max(100).default(''),
});
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

export const collectionListItemSchema = z.object({
  id: z.number().int().positive(),
  guid: guidSchema,
  title: z.string(),
  recipientName: z.string(),
  setupType: z.string(),
  market: z.enum(MARKETS),
  status: collectionStatusSchema,
  closeDate: isoDateTimeSchema,
  /** The collection's IANA zone, the one its dates are shown in (decision 144). */
  timeZone: z.string().default('America/New_York'),
  createdAt: isoDateTimeSchema,
  collectedCents: centsSchema,
  /** The fee breakdown's card fees (on top and absorbed) and what the recipient gets (decision 143). */
  feesCents: z.number().int().default(0),
  recipientGetsCents: z.number().int().default(0),
  targetCents: centsSchema,
  joinedCount: z.number().int().nonnegative(),
  /** Messages on the card (hidden ones included, deleted ones and those awaiting a payment not). */
  signedCount: z.number().int().nonnegative().default(0),
  /** Where the ending stands (issue 14); null before the organiser sets up a delivery. */
  delivery: deliverySummarySchema.nullable().default(null),
});
export type CollectionListItem = z.infer<typeof collectionListItemSchema>;

export const collectionListResponseSchema = z.object({
  items: z.array(collectionListItemSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>;

export const collectionImageUploadResponseSchema = z.object({
  imageUrl: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type CollectionImageUploadResponse = z.infer<typeof collectionImageUploadResponseSchema>;

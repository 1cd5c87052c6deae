import { z } from 'zod';
import { COLLECTION_DEFAULTS, ENVIRONMENTS, SETUP_TYPES, WHO_PAYS_FEE } from '../constants';
import { DEFAULT_MARKET, MARKETS } from '../markets';
import {
  centsFromTextSchema,
  centsSchema,
  countSchema,
  guidSchema,
  isoDateTimeSchema,
  optionalTextSchema,
  percentSchema,
} from './common';
import { decodeCollection } from './decoders';
import { feeTableSchema } from './fees';
import { optionalCoverImageSchema } from './cover-image';
import { coverPageSchema, groupCardSchema } from './group-card';

const whoPaysFeeOptionSchema = z.literal([WHO_PAYS_FEE.ORGANISER, WHO_PAYS_FEE.CONTRIBUTOR]);
const setupTypeSchema = z.enum(SETUP_TYPES);
const marketSchema = z.enum(MARKETS);
export const environmentSchema = z.enum(ENVIRONMENTS);

const paymentGatewaySchema = z.object({
  /** A payment provider id (SPEC §9: checkout 1, Stripe 2, PayPal 3). */
  gateway: z.number().int().positive(),
});

/** Fields the server sends; all but the ids have the SPEC §9 defaults or a neutral one. */
const collectionFields = {
  collectionId: z.number().int().positive(),
  collectionGuid: guidSchema,
  cardHtml: optionalTextSchema,
  charityName: optionalTextSchema,
  charityPercentage: percentSchema.default(COLLECTION_DEFAULTS.charityPercentage),
  /** What the charity receives so far: the charity shares of the succeeded contributions, less refunds (cents). */
  charityShare: centsSchema.default(0),
  checkoutPublicKey: optionalTextSchema,
  closeDate: isoDateTimeSchema.nullable().default(null),
  /** The collection's IANA zone: its close date is shown in it, on the server's HTML and in the browser alike (decision 144). */
  timeZone: z.string().nullable().default(null),
  collectionDescription: optionalTextSchema,
  collectionImage: optionalTextSchema,
  collectionSetupType: setupTypeSchema,
  collectionSubtitle: optionalTextSchema,
  collectionTarget: centsSchema.default(COLLECTION_DEFAULTS.collectionTarget),
  contributionQuestion: optionalTextSchema,
  coverPage: coverPageSchema.nullable().default(null),
  /** The cover as the server draws it, the same in every place (issue 31). */
  coverImage: optionalCoverImageSchema,
  environment: environmentSchema.nullable().default(null),
  exactAmount: centsSchema.default(0),
  gcOnly: z.boolean().default(false),
  hasExactAmount: z.boolean().default(false),
  hasGroupCard: z.boolean().default(false),
  hasSession: z.boolean().default(false),
  invitationHtml: optionalTextSchema,
  inviteeId: optionalTextSchema,
  isDeletedCollection: z.boolean().default(false),
  isSuspended: z.boolean().default(false),
  isEditGC: z.boolean().default(false),
  isForeignCollection: z.boolean().default(false),
  isNoThanks: z.boolean().default(false),
  joinedSofar: countSchema.default(COLLECTION_DEFAULTS.joinedSofar),
  loggedInUser: optionalTextSchema,
  maxIndividualContributionLimit: centsSchema.default(COLLECTION_DEFAULTS.maxIndividualContributionLimit),
  minimumContributionAmount: centsSchema.default(COLLECTION_DEFAULTS.minimumContributionAmount),
  mode: z.string().default(COLLECTION_DEFAULTS.mode),
  organiserName: optionalTextSchema,
  showSoFarCollected: z.boolean().default(true),
  soFarCollected: centsSchema.default(COLLECTION_DEFAULTS.soFarCollected),
  zeroContributionAllowed: z.boolean().default(false),
  /**
   * The one-tap amounts the how-much screen offers, in cents (issue 30): the organiser's, or the
   * market's defaults fitted to the limits. A server that sends none leaves the choice to the client.
   */
  suggestedAmounts: z.array(centsSchema).max(3).default([]),
  isBeFirstToSign: z.boolean().default(false),
  isNewFee: z.boolean().default(false),
  paymentGateways: z.array(paymentGatewaySchema).default([]),
  collectionOccasion: optionalTextSchema,
  /** Who the card is for: the writer starts from this name (issue 13). */
  recipientName: optionalTextSchema,
  /**
   * The collection's own title, as the organiser named it: receipts name the collection by it,
   * never by the card cover's title (issue 13).
   */
  collectionTitle: optionalTextSchema,
  countryCode: marketSchema.default(DEFAULT_MARKET),
  whoPaysFeeOption: whoPaysFeeOptionSchema.default(WHO_PAYS_FEE.ORGANISER),
  // The fee table, under the spec's name `pricingDto`.
  pricingDto: feeTableSchema.nullable().default(null),
  /** Contribution question id. */
  cqid: z.number().int().nullable().default(null),
  gtmMedium: optionalTextSchema,
  gtmCampaign: optionalTextSchema,
  gtmTerm: optionalTextSchema,
};

/**
 * The collection as every consumer sees it (GET /api/contributions/contribution-details): SPEC §3
 * fields with defaults applied, closed flag normalised, and the derived figures always present.
 */
export const collectionResponseSchema = z.object({
  ...collectionFields,
  groupCard: groupCardSchema.nullable().default(null),
  id: z.number().int().positive(),
  isCollectionClosed: z.boolean(),
  collected: centsSchema,
  joined: countSchema,
  target: centsSchema,
  maxContributionAmount: centsSchema,
});
export type Collection = z.infer<typeof collectionResponseSchema>;

/** What a server may send: derived fields optional, the iscollectionClosed spelling, text amounts. */
const collectionInputSchema = z.object({
  ...collectionFields,
  groupCard: groupCardSchema.nullable().default(null),
  id: z.number().int().positive().optional(),
  isCollectionClosed: z.boolean().optional(),
  iscollectionClosed: z.boolean().optional(),
  collected: centsSchema.optional(),
  joined: countSchema.optional(),
  target: centsSchema.optional(),
  maxContributionAmount: centsFromTextSchema.optional(),
});

/**
 * Parse anything a server sends into a `Collection`. Derived fields default to their source fields
 * (collected ← soFarCollected, joined ← joinedSofar, target ← collectionTarget, maxContributionAmount ←
 * maxIndividualContributionLimit) and `iscollectionClosed` is folded into `isCollectionClosed`.
 * A codec, so OpenAPI documents the clean output shape.
 */
export const collectionSchema = z.codec(collectionInputSchema, collectionResponseSchema, {
  // The decode step lives in decoders.ts, free of zod, so the browser's generated validators share it.
  decode: decodeCollection,
  // Encoding is only used by tooling; re-parsing keeps the declared types honest.
  encode: (c) => collectionInputSchema.parse(c),
});

import { z } from 'zod';
import { guidSchema, queryBooleanSchema, queryIdSchema, textSchema } from './common';

/** Every SPEC §7 path, under the `/api` prefix (DESIGN §3). One source for server routes and web calls. */
export const API_PATHS = {
  applePayCheckout: '/api/checkout/ApplePayCheckout',
  processCheckout: '/api/checkout/ProcessCheckout',
  googlePayCheckout: '/api/checkout/GooglePayCheckout',
  processPayPal: '/api/paypal/ProcessPayPal',
  userDetails: '/api/Details/getuserdetails',
  contributionDetails: '/api/contributions/contribution-details',
  invitationHtml: '/api/groupcard/GetInvitationHtml',
  cardHtml: '/api/groupcard/GetCardHtml',
  groupCard: '/api/groupcard/GetGroupCard',
  saveInvitationStatus: '/api/contributions/save-invitation-status',
  groupCardCover: '/api/contributions/get-groupcard-cover',
  editGroupCard: '/api/groupcard/EditGroupCard',
  invitationTemplateHtml: '/api/contributions/get-invitation-Template-html',
  storeGroupCard: '/api/groupcard/StoreGroupCard',
  sendSignCardReceiptEmail: '/api/groupcard/SendSignCardReceiptEmail',
  generateContributorMessage: '/api/MagicMessageWriter/generate-contributor-message',
  randomFact: '/api/MagicMessageWriter/tell-me-a-random-fact',
  magicWriterAvailable: '/api/MagicMessageWriter/check-if-magic-writer-service-available',
  improveContributorMessage: '/api/MagicMessageWriter/improve-contributor-message',
  magicMessageTracking: '/api/mmw/magic-message/tracking-details',
  updateAnyCardDetails: '/api/Details/updateanycarddetails',
  payFromPack: '/api/Details/PayFromPack',
  processFullPgcDiscount: '/api/Details/ProcessFullPgcDiscount',
} as const;
export type ApiPathName = keyof typeof API_PATHS;

/** GET /api/contributions/contribution-details?collection=<guid> */
export const contributionDetailsQuerySchema = z.object({ collection: guidSchema });
export type ContributionDetailsQuery = z.infer<typeof contributionDetailsQuerySchema>;

/**
 * GET /api/Details/getuserdetails?userid=<guid> (poc and bulk upload) or ?collectionGuid=<guid> (pgc).
 * Exactly one of the two.
 */
export const userDetailsQuerySchema = z
  .object({ userid: guidSchema.optional(), collectionGuid: guidSchema.optional() })
  .refine((q) => (q.userid === undefined) !== (q.collectionGuid === undefined), {
    error: 'Give exactly one of userid and collectionGuid',
    path: ['userid'],
  });
export type UserDetailsQuery = z.infer<typeof userDetailsQuerySchema>;

/**
 * GET group-card invitation html: the spec names the query `collectionId`; it carries the collection
 * guid like every other public reference.
 */
export const invitationHtmlQuerySchema = z.object({ collectionId: guidSchema });
export type InvitationHtmlQuery = z.infer<typeof invitationHtmlQuerySchema>;

/** GET card html, group card, cover and invitation template: `?collection=<guid>`. */
export const collectionQuerySchema = z.object({ collection: guidSchema });
export const cardHtmlQuerySchema = collectionQuerySchema;
export const groupCardQuerySchema = collectionQuerySchema;
export const groupCardCoverQuerySchema = collectionQuerySchema;
export const invitationTemplateHtmlQuerySchema = collectionQuerySchema;
export type CollectionQuery = z.infer<typeof collectionQuerySchema>;

/** Query flags of the contributor landing page (SPEC §4). */
export const contributeQuerySchema = z.object({
  signonly: queryBooleanSchema,
  topUp: queryBooleanSchema,
  pgc: queryBooleanSchema,
  messageId: queryIdSchema.optional(),
  invId: textSchema({ trim: true }).min(1).max(100).optional(),
});
export type ContributeQuery = z.infer<typeof contributeQuerySchema>;

/**
 * /api/contributions/save-invitation-status (SPEC §7; method not given, we use POST with this body).
 * Only made in the US market when invId is in the query.
 */
export const saveInvitationStatusRequestSchema = z.object({
  // 'nothanks' is the invitee's answer from the no-thanks screen (decision 067).
  response: z.enum(['opened', 'nothanks']),
  invitationGuidId: textSchema({ trim: true }).min(1).max(100),
});
export type SaveInvitationStatusRequest = z.infer<typeof saveInvitationStatusRequestSchema>;

export const saveInvitationStatusResponseSchema = z.object({ saved: z.boolean() });
export type SaveInvitationStatusResponse = z.infer<typeof saveInvitationStatusResponseSchema>;

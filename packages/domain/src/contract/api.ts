import { z } from 'zod';
import { guidSchema, textSchema } from './common';

/** Every SPEC §7 path, under the `/api` prefix (DESIGN §3). One source for server routes and web calls. */
export const API_PATHS = {
  applePayCheckout: '/api/checkout/ApplePayCheckout',
  processCheckout: '/api/checkout/ProcessCheckout',
  googlePayCheckout: '/api/checkout/GooglePayCheckout',
  processPayPal: '/api/paypal/ProcessPayPal',
  /** Not in SPEC §7: the sandbox "I'm not a robot" box of the payment challenge (demo and tests; decision 132). */
  sandboxChallenge: '/api/checkout/sandbox-challenge',
  userDetails: '/api/Details/getuserdetails',
  contributionDetails: '/api/contributions/contribution-details',
  invitationHtml: '/api/groupcard/GetInvitationHtml',
  cardHtml: '/api/groupcard/GetCardHtml',
  groupCard: '/api/groupcard/GetGroupCard',
  /** Not in SPEC §7: further pages of the card's messages (issue 16, decision 121). */
  cardMessages: '/api/groupcard/messages',
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

/** GET /api/contributions/contribution-details?collection=<guid> */
export const contributionDetailsQuerySchema = z.object({ collection: guidSchema });

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

/**
 * GET group-card invitation html: the spec names the query `collectionId`; it carries the collection
 * guid like every other public reference.
 */
export const invitationHtmlQuerySchema = z.object({ collectionId: guidSchema });

/** GET card html, group card, cover and invitation template: `?collection=<guid>`. */
export const collectionQuerySchema = z.object({ collection: guidSchema });

/**
 * /api/contributions/save-invitation-status (SPEC §7; method not given, we use POST with this body).
 * Only made in the US market when invId is in the query.
 */
export const saveInvitationStatusRequestSchema = z.object({
  // 'nothanks' is the invitee's answer from the no-thanks screen (decision 067).
  response: z.enum(['opened', 'nothanks']),
  invitationGuidId: textSchema({ trim: true }).min(1).max(100),
});

export const saveInvitationStatusResponseSchema = z.object({ saved: z.boolean() });

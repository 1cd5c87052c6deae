import { z } from 'zod';
import { guidSchema, textSchema } from './common';

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

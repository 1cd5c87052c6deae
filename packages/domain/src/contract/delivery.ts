import { z } from 'zod';
import { MESSAGES } from '../messages';
import { centsSchema, countSchema, emailSchema, guidSchema, isoDateTimeSchema, textSchema } from './common';
import { optionalCoverImageSchema } from './cover-image';
import { coverPreviewSchema } from './group-card';
import { pageCursorSchema, pageQuerySchema } from './paging';

/**
 * The ending (issue 14): the organiser delivers the card, now or at a scheduled time, by mail to the
 * recipient and/or as a private link; the recipient opens it at that link, keeps a PDF of it and
 * thanks the group. The recipient's link carries a random token (≥ 128 bits) stored only as a hash,
 * like the message edit tokens; it opens this card alone. Money in cents; no individual amounts.
 */

const organiserBase = '/api/organiser/collections/:id/delivery';
const recipientBase = '/api/recipient/:token';
export const DELIVERY_PATHS = {
  /** GET the delivery state; PUT deliver now or schedule (or change a schedule); DELETE cancel a schedule. */
  delivery: organiserBase,
  /** POST issue a new private link (the old one stops working; the new one is answered once); DELETE revoke it. */
  link: `${organiserBase}/link`,
  /** POST after a bounce: a new recipient email, and the delivery mail again. */
  resend: `${organiserBase}/resend`,
  /** GET the recipient's view as the organiser sees it before delivering (organiser session). */
  preview: `${organiserBase}/preview`,
  /** GET the organiser's preview: further pages of messages (decision 121). */
  previewMessages: `${organiserBase}/preview/messages`,
  /** GET the card at the recipient's link. */
  recipientCard: recipientBase,
  /** GET further pages of the delivered card's messages (`?cursor=&limit=`, decision 121). */
  recipientMessages: `${recipientBase}/messages`,
  /** POST once the envelope is opened: records the first opening and tells the organiser. */
  recipientOpened: `${recipientBase}/opened`,
  /** POST a thank-you to everyone or to chosen people. */
  recipientThanks: `${recipientBase}/thanks`,
  /** POST a picture for a thank-you (raw image body, as the message upload); answers its URL. */
  recipientPicture: `${recipientBase}/picture`,
  /** GET the keepsake PDF, A4 (AU) or US Letter (US), streamed. */
  recipientKeepsake: `${recipientBase}/keepsake.pdf`,
  /**
   * GET the delivered card, read-only, for a contributor following their receipt email's link:
   * `?collection=<guid>`, with the edit token of their message or payment as `x-edit-token`.
   */
  contributorCard: '/api/contributions/delivered-card',
  /** GET further pages of its messages, with the same `collection` and `x-edit-token`. */
  contributorCardMessages: '/api/contributions/delivered-card/messages',
} as const;

/** Fills `:id` (collection guid) or `:token` (recipient link token) in one of the paths above. */
export function deliveryPath(
  path: (typeof DELIVERY_PATHS)[keyof typeof DELIVERY_PATHS],
  params: { guid?: string; token?: string },
): string {
  return path.replace(':id', encodeURIComponent(params.guid ?? '')).replace(':token', encodeURIComponent(params.token ?? ''));
}

/** The web routes of the ending. */
export const DELIVERY_ROUTES = {
  /** The recipient's view: `/card/<token>`. */
  recipient: '/card/:token',
  /** A contributor's read-only view from the receipt link: `/delivered/<collection guid>#t=<edit token>`. */
  contributor: '/delivered/:id',
  /** The organiser's preview of the recipient's view. */
  preview: '/preview/:id/recipient',
} as const;

/** Base64url of at least 16 random bytes (128 bits); 43 characters for the 32 bytes we issue. */
export const recipientTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, { error: 'This link is not valid' });
export const recipientParamsSchema = z.object({ token: recipientTokenSchema });

export const RECIPIENT_NAME_MAX = 100;
export const THANKS_TEXT_MAX = 2000;

export const deliveryStatusSchema = z.enum(['not_delivered', 'scheduled', 'delivered']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const deliveryThanksSchema = z.object({
  guid: guidSchema,
  text: z.string(),
  imageUrl: z.string().nullable(),
  to: z.enum(['everyone', 'chosen']),
  /** How many contributors it was mailed to (those who gave an email). */
  mailed: countSchema,
  sentAt: isoDateTimeSchema,
});
export type DeliveryThanks = z.infer<typeof deliveryThanksSchema>;

/** What the organiser sees on the collection page and the dashboard. */
export const deliveryStateSchema = z.object({
  status: deliveryStatusSchema,
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  byEmail: z.boolean(),
  byLink: z.boolean(),
  /** When a scheduled delivery goes (UTC), and the organiser's time zone it was chosen in. */
  scheduledAt: isoDateTimeSchema.nullable(),
  timeZone: z.string().nullable(),
  deliveredAt: isoDateTimeSchema.nullable(),
  /** The recipient's first opening. */
  openedAt: isoDateTimeSchema.nullable(),
  /** Delivering closes the collection unless the organiser keeps it open on purpose. */
  keepOpen: z.boolean(),
  linkActive: z.boolean(),
  linkIssuedAt: isoDateTimeSchema.nullable(),
  /** The SMTP server refused the delivery mail: the organiser can change the address and resend. */
  bounce: z.object({ at: isoDateTimeSchema, reason: z.string() }).nullable(),
  /** Visible messages now: delivering with none is allowed, with a warning. */
  messageCount: countSchema,
  thanks: z.array(deliveryThanksSchema),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** The delivery at a glance, for the organiser's collection list (dashboard). */
export const deliverySummarySchema = z.object({
  status: deliveryStatusSchema,
  scheduledAt: isoDateTimeSchema.nullable(),
  deliveredAt: isoDateTimeSchema.nullable(),
  openedAt: isoDateTimeSchema.nullable(),
  /** The delivery mail bounced and has not been resent yet. */
  bounced: z.boolean(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

const recipientNameSchema = textSchema({ trim: true })
  .min(1, { error: MESSAGES['validation.required'] })
  .max(RECIPIENT_NAME_MAX, { error: `Max ${RECIPIENT_NAME_MAX} characters` });

export const deliveryWhenSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('now') }),
  z.object({
    kind: z.literal('scheduled'),
    /** An instant with its offset; it must be in the future (the server checks against its clock). */
    at: z.iso.datetime({ offset: true, error: MESSAGES['validation.validDate'] }),
    /** The organiser's IANA time zone, to show the time as they chose it. */
    timeZone: textSchema({ trim: true }).min(1).max(64),
  }),
]);
export type DeliveryWhen = z.infer<typeof deliveryWhenSchema>;

/** PUT delivery: deliver now, schedule, or change a schedule that has not gone yet. */
export const deliverRequestSchema = z
  .object({
    recipientName: recipientNameSchema,
    recipientEmail: emailSchema.nullable().default(null),
    byEmail: z.boolean(),
    byLink: z.boolean(),
    when: deliveryWhenSchema,
    keepOpen: z.boolean().default(false),
  })
  .refine((d) => d.byEmail || d.byLink, { error: 'Choose email, a private link, or both', path: ['byEmail'] })
  .refine((d) => !d.byEmail || d.recipientEmail !== null, {
    error: MESSAGES['validation.required'],
    path: ['recipientEmail'],
  });
export type DeliverRequest = z.input<typeof deliverRequestSchema>;

/** The state, and the recipient's link when a new one was issued by this call (shown once: we keep only its hash). */
export const deliverResponseSchema = z.object({
  delivery: deliveryStateSchema,
  recipientUrl: z.url().nullable(),
});
export type DeliverResponse = z.infer<typeof deliverResponseSchema>;

export const resendRequestSchema = z.object({ recipientEmail: emailSchema });

export const recipientMessageSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  comment: z.string(),
  /** The message's picture or GIF. */
  imageUrl: z.string().nullable(),
});
export type RecipientMessage = z.infer<typeof recipientMessageSchema>;

/** The card as the recipient (or a contributor, read-only, or the organiser in preview) sees it. */
export const recipientCardSchema = z.object({
  collectionTitle: z.string(),
  recipientName: z.string(),
  organiserName: z.string(),
  market: z.enum(['AU', 'US']),
  cover: coverPreviewSchema,
  /** The cover as the server draws it, the same in every place (issue 31). */
  coverImage: optionalCoverImageSchema,
  /** The first page of the visible messages in card order; the rest from the matching `…Messages` path. */
  messages: z.array(recipientMessageSchema),
  messagesNextCursor: pageCursorSchema.nullable(),
  /** How many messages the whole card has (the pages' "n of m"). */
  messageCount: countSchema,
  /**
   * The group's gift from the fee breakdown (decision 143): the total given, the card fees taken from it,
   * the charity share, what disputes took and what is the recipient's (total − fees − charity − disputed);
   * null for a card with no money. Never per person.
   */
  gift: z
    .object({
      total: centsSchema,
      fees: z.number().int(),
      charityShare: centsSchema,
      charityName: z.string().nullable(),
      disputed: z.number().int().default(0),
      yours: z.number().int(),
    })
    .nullable(),
  deliveredAt: isoDateTimeSchema.nullable(),
  /** True only at the recipient's own link: thanks and the keepsake are theirs. */
  isRecipient: z.boolean(),
  thanks: z.array(deliveryThanksSchema),
});
export type RecipientCard = z.infer<typeof recipientCardSchema>;

/** The contributor's message pages name the collection beside `?cursor=&limit=` (pageQuerySchema). */
export const contributorCardMessagesQuerySchema = pageQuerySchema.extend({ collection: guidSchema });

/** A further page of the delivered card's messages, and the cursor of the next (null on the last). */
export const recipientMessagesPageSchema = z.object({
  messages: z.array(recipientMessageSchema),
  nextCursor: pageCursorSchema.nullable(),
});
export type RecipientMessagesPage = z.infer<typeof recipientMessagesPageSchema>;

/** POST thanks: to everyone, or to the authors of chosen messages; text with an optional picture. */
export const thanksRequestSchema = z
  .object({
    text: textSchema({ trim: true, multiline: true })
      .min(1, { error: MESSAGES['validation.required'] })
      .max(THANKS_TEXT_MAX, { error: `Max ${THANKS_TEXT_MAX} characters` }),
    /** A picture uploaded through the recipient's (or the message) picture upload: one of ours; the server checks. */
    imageUrl: textSchema({ trim: true }).max(500).nullable().default(null),
    to: z.enum(['everyone', 'chosen']),
    messageGuids: z.array(guidSchema).max(1000).default([]),
  })
  .refine((t) => t.to === 'everyone' || t.messageGuids.length > 0, {
    error: 'Choose at least one person',
    path: ['messageGuids'],
  });
export type ThanksRequest = z.input<typeof thanksRequestSchema>;
export const thanksResponseSchema = z.object({ thanks: deliveryThanksSchema });

/** The recipient's picture upload answers where the picture lives: the `imageUrl` a thank-you takes. */
export const recipientPictureResponseSchema = z.object({
  imageUrl: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type RecipientPictureResponse = z.infer<typeof recipientPictureResponseSchema>;

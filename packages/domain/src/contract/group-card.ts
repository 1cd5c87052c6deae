import { z } from 'zod';
import { decodeMessage } from './decoders';
import { COVER_PAGE_DEFAULTS, MESSAGE_MAX_LENGTH } from '../constants';
import { formatMessage, MESSAGES } from '../messages';
import {
  collectionAnswerSchema,
  countSchema,
  emailSchema,
  guidSchema,
  idSchema,
  isoDateTimeSchema,
  optionalTextSchema,
  requiredTrimmedSchema,
  textSchema,
} from './common';
import { pageCursorSchema, pageQuerySchema } from './paging';

export const textAlignSchema = z.enum(['left', 'center', 'right', 'justify']);

/** SPEC §3 cover page of a group card. Font sizes are CSS pixels. */
export const coverPageSchema = z.object({
  id: z.number().int().nonnegative(),
  /** The numeric collectionId the cover belongs to. */
  collection: z.number().int().nonnegative().nullable().default(null),
  title: z.string().default(''),
  description: z.string().default(''),
  imageURL: optionalTextSchema,
  coverType: z.number().int().default(COVER_PAGE_DEFAULTS.coverType),
  contentType: z.number().int().default(COVER_PAGE_DEFAULTS.contentType),
  className: optionalTextSchema,
  cardUrl: optionalTextSchema,
  thumbnailUrl: optionalTextSchema,
  fontSize: z.number().positive().nullable().default(null),
  textAlign: textAlignSchema.nullable().default(null),
  descTextAlign: textAlignSchema.nullable().default(null),
  descFontSize: z.number().positive().nullable().default(null),
  /** Not in the spec: the board theme the organiser chose for the card (issue 31); null for the default. */
  boardTheme: z.string().nullable().default(null),
});
export type CoverPage = z.infer<typeof coverPageSchema>;

/** SPEC §3: the preview cover uses these spellings (imageUrl, CoverType). */
export const coverPreviewSchema = z.object({
  imageUrl: z.string().nullable(),
  CoverType: z.number().int(),
  className: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  fontSize: z.number().positive().nullable(),
  textAlign: textAlignSchema.nullable(),
  descFontSize: z.number().positive().nullable(),
  descTextAlign: textAlignSchema.nullable(),
  /** Not in the spec: the card's board theme (issue 31); null for the default. */
  boardTheme: z.string().nullable().default(null),
});
export type CoverPreview = z.infer<typeof coverPreviewSchema>;

export function toCoverPreview(cover: CoverPage): CoverPreview {
  return {
    imageUrl: cover.imageURL,
    CoverType: cover.coverType,
    className: cover.className,
    title: cover.title,
    description: cover.description,
    fontSize: cover.fontSize,
    textAlign: cover.textAlign,
    descFontSize: cover.descFontSize,
    descTextAlign: cover.descTextAlign,
    boardTheme: cover.boardTheme,
  };
}

const messageFields = {
  collectionId: z.number().int().nonnegative(),
  comment: z.string().default(''),
  commentDate: isoDateTimeSchema.nullable().default(null),
  contributionID: z.number().int().nullable().default(null),
  displaySeq: countSchema.default(0),
  /** Never filled in public group-card responses: other signers' emails are private. */
  email: optionalTextSchema,
  from: z.string().default(''),
  id: z.number().int().positive().nullable().default(null),
  /** The group card's guid. */
  gcguiid: optionalTextSchema,
  imageURL: optionalTextSchema,
  imageUsed: z.boolean().default(false),
  invId: optionalTextSchema,
  name: z.string().default(''),
  sequence: countSchema.default(0),
  textUsed: z.boolean().default(true),
  logid: z.number().int().nullable().default(null),
  height: z.number().nonnegative().nullable().default(null),
  width: z.number().nonnegative().nullable().default(null),
  /** SPEC §3: whether the message receipt has been sent. */
  receiptSent: z.boolean().default(false),
  /**
   * Not in the spec: only the signer's own copy says it. True while the message waits, off the card,
   * for the payment it was signed with (decision 102).
   */
  awaitingPayment: z.boolean().optional(),
};

/** What a message looks like after parsing: SPEC §3 defaults plus its derived fields. */
export const messageResponseSchema = z.object({
  ...messageFields,
  isEditActive: z.boolean(),
  gcid: z.number().int().positive().nullable(),
  picUrl: z.string().nullable(),
});
export type Message = z.infer<typeof messageResponseSchema>;

/**
 * SPEC §3 contribution message. Derived fields are computed on parse: edit-active when an id exists,
 * gcid equal to id, picUrl equal to imageURL.
 */
const messageInputSchema = z.object(messageFields);
export const messageSchema = z.codec(messageInputSchema, messageResponseSchema, {
  // In decoders.ts, free of zod, so the browser's generated validators share it.
  decode: decodeMessage,
  // z.object strips the derived fields; only tooling encodes.
  encode: (m) => messageInputSchema.parse(m),
});

/**
 * SPEC §3 group card: id, messages and cover page. `messages` is the first page of the card's visible
 * messages in card order (decision 121); `messagesNextCursor` reads the rest from `cardMessages`.
 */
export const groupCardSchema = z.object({
  id: z.number().int().nonnegative(),
  messages: z.array(messageSchema).default([]),
  coverPage: coverPageSchema.nullable().default(null),
  /** The next page of messages (GET cardMessages), or null when `messages` is the whole card. */
  messagesNextCursor: pageCursorSchema.nullable().default(null),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

/** GET /api/groupcard/messages?collection=&cursor=&limit=: a further page of a card's messages. */
export const cardMessagesQuerySchema = pageQuerySchema.extend({ collection: guidSchema });

/** A page of a card's visible messages, in card order, and the cursor of the next (null on the last). */
export const cardMessagesPageSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: pageCursorSchema.nullable(),
});
export type CardMessagesPage = z.infer<typeof cardMessagesPageSchema>;

/**
 * POST /api/groupcard/StoreGroupCard (create) and /api/groupcard/EditGroupCard (edit: messageId and the
 * edit token handed out on create). Name and email are trimmed (SPEC §5).
 */
export const storeMessageRequestSchema = z
  .object({
    collection: guidSchema,
    comment: textSchema({ trim: true, multiline: true })
      .max(MESSAGE_MAX_LENGTH, {
        error: formatMessage('validation.maxLength', { n: MESSAGE_MAX_LENGTH }),
      })
      .default(''),
    from: requiredTrimmedSchema.max(100),
    name: textSchema({ trim: true }).max(100).default(''),
    email: emailSchema.optional(),
    imageURL: textSchema({ trim: true }).max(2048).nullable().default(null),
    imageUsed: z.boolean().default(false),
    textUsed: z.boolean().default(true),
    /** The invitation's invitee guid (`?invId=`); the invitee counts as contributed once they sign. */
    invId: textSchema({ trim: true }).max(100).nullable().default(null),
    /** Sign-only pathways ask the contribution question on the sign page (SPEC §4), so it comes here. */
    collectionAnswer: collectionAnswerSchema.optional(),
    // Whole pixels in int4 columns: 1.5 or 1e308 is refused here rather than by the database.
    height: countSchema.nullable().default(null),
    width: countSchema.nullable().default(null),
    messageId: idSchema.optional(),
    editToken: textSchema().min(1).max(200).optional(),
    /**
     * The message is written on a pathway that ends in a payment: it waits, off the card, until that
     * payment succeeds. False on sign-only pathways, whose messages show at once (decision 102).
     */
    awaitsPayment: z.boolean().default(false),
  })
  .refine((m) => m.comment.length > 0 || m.imageURL !== null, {
    error: MESSAGES['validation.required'],
    path: ['comment'],
  })
  .refine((m) => (m.messageId === undefined) === (m.editToken === undefined), {
    error: MESSAGES['validation.required'],
    path: ['editToken'],
  });

/** The edit token is returned once, on create; it is never stored in clear on the server. */
export const storeMessageResponseSchema = z.object({
  message: messageSchema,
  editToken: z.string().optional(),
});
export type StoreMessageResponse = z.infer<typeof storeMessageResponseSchema>;

/** GET group-card invitation html and card html (SPEC §7) return this. */
export const invitationHtmlResponseSchema = z.object({
  invitationHtml: z.string().nullable().default(null),
});

/** POST /api/groupcard/SendSignCardReceiptEmail: the signer's receipt, with the edit link. */
export const sendSignCardReceiptRequestSchema = z.object({
  collection: guidSchema,
  messageId: idSchema,
  editToken: textSchema().min(1).max(200),
  email: emailSchema,
});

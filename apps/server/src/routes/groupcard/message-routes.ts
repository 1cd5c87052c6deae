import { publicOrigin } from '../../plugins/deployment';
import { mailCoverOf } from '../../services/covers/mail-cover';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import {
  API_PATHS,
  contributePath,
  errorEnvelopeSchema,
  guidSchema,
  MESSAGES,
  messageSchema,
  queryIdSchema,
  receiptLink,
  sendSignCardReceiptRequestSchema,
  storeMessageRequestSchema,
  storeMessageResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCoverByCollectionId } from '../../db/repositories/group-cards-repository';
import { findMessageById, insertMessage, queueSignCardReceipt, updateMessage, type StoredMessageRow } from '../../db/repositories/messages-repository';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import { findInviteeIdInCollection } from '../../db/repositories/payments-repository';
import type { AppDatabase } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isCollectionClosed } from '../../services/collection-view';
import type { Config } from '../../plugins/config';
import { loadLiveCollection } from '../contributions/load-collection';
import { acceptRawImages, sendStoredPicture, storePicture, uploadedPictures } from '../../services/uploads/store-picture';
import { PICTURE_UPLOAD_NOTE } from '../../services/uploads/normalise-picture';
import { contributorCardUrl } from '../../services/delivery/delivery-links';

export const EDIT_TOKEN_HEADER = 'x-edit-token';
export const UPLOAD_PATH = '/api/groupcard/UploadImage';
export const IMAGE_PATH = '/api/groupcard/images/:name';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison so the check does not leak how much of a token was right. */
export function tokenMatches(token: string | undefined, storedHash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Signing, and finding a picture to sign with, need a collection that is neither suspended nor closed. */
export function assertOpen(row: CollectionRow): void {
  if (row.isSuspended) throw new AppError(409, 'collection_suspended', 'This collection has been suspended.');
  if (isCollectionClosed(row, new Date())) throw new AppError(409, 'collection_closed', 'This collection has closed.');
}

function toOwnMessage(m: StoredMessageRow, cardGuid: string | null, invId: string | null = null) {
  return {
    collectionId: m.collectionId,
    comment: m.comment,
    commentDate: m.commentDate,
    contributionID: null,
    displaySeq: m.displaySeq,
    // The signer's own address, shown back only to the holder of the edit token.
    email: m.email || null,
    from: m.name,
    id: m.id,
    gcguiid: cardGuid,
    imageURL: m.imageUrl || null,
    imageUsed: m.imageUsed,
    // Only the signer who came with the invitation sees its id again; the public card never shows it.
    invId,
    name: m.name,
    sequence: m.sequence,
    textUsed: m.textUsed,
    logid: m.id,
    height: m.height,
    width: m.width,
    receiptSent: m.receiptSent,
    awaitingPayment: m.awaitingPayment,
  };
}

/** Accepts only our own upload URLs and the bundled picture library, so a card never hot-links. */
const IMAGE_URL = /^\/(?:api\/groupcard\/images\/[a-f0-9-]{36}\.(?:png|jpg|gif|webp)|picture-library\/[a-z0-9-]+\.svg)$/;

function checkImageUrl(url: string | null): string {
  if (url === null || url === '') return '';
  if (!IMAGE_URL.test(url)) {
    throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], { fieldErrors: { imageURL: [MESSAGES['error.uploadFailed']] } });
  }
  return url;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invitee behind `?invId=`, only if they were invited to this collection. Anything else (an old,
 * mistyped or foreign link) is ignored: the message still goes on the card, it just counts for nobody.
 */
async function inviteeOf(db: AppDatabase, invId: string | null, collectionId: number): Promise<{ id: number; guid: string } | null> {
  if (!invId || !GUID.test(invId)) return null;
  const id = await findInviteeIdInCollection(db, invId, collectionId);
  return id === null ? null : { id, guid: invId };
}

/** The answer is kept only when the collection asks a question; empty means no answer. */
function answerFor(row: CollectionRow, answer: string | undefined): string | null {
  return row.contributionQuestion && answer ? answer : null;
}

async function loadOwnMessage(app: Parameters<FastifyPluginAsyncZod>[0], messageId: number, token: string | undefined) {
  const message = await findMessageById(app.db, messageId);
  if (!message) throw notFound('The message');
  // Same answer for a wrong and a missing token: nobody edits another person's message.
  if (!tokenMatches(token, message.editTokenHash)) throw new AppError(403, 'forbidden', MESSAGES['error.status301']);
  return message;
}

/** Where uploaded pictures live: beside the embedded database, or in the repository's data folder. */
export function uploadsDirectory(config: Config): string {
  return join(config.dataDir, 'uploads');
}

export type GroupCardMessageRoutesOptions = { config: Config };

/**
 * Signing the card: StoreGroupCard, EditGroupCard (read with GET, save with POST),
 * SendSignCardReceiptEmail, and picture uploads for messages.
 */
export const groupCardMessageRoutes: FastifyPluginAsyncZod<GroupCardMessageRoutesOptions> = async (app, { config }) => {
  const pictures = uploadedPictures(app);

  acceptRawImages(app, MAX_UPLOAD_BYTES);

  app.post(
    API_PATHS.storeGroupCard,
    {
      schema: {
        tags: ['groupcard'],
        summary: 'Put a new message on the group card; returns its secret edit token once',
        body: storeMessageRequestSchema,
        response: { 200: storeMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.messageId !== undefined) {
        throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], { fieldErrors: { messageId: ['Use EditGroupCard to change a message'] } });
      }
      const row = await loadLiveCollection(app.db, body.collection);
      assertOpen(row);
      const card = await findCoverByCollectionId(app.db, row.id);
      if (!card) throw notFound('The group card');
      const token = randomBytes(24).toString('base64url');
      const imageUrl = checkImageUrl(body.imageURL);
      const invitee = await inviteeOf(app.db, body.invId, row.id);
      const message = await insertMessage(app.db, {
        guid: randomUUID(),
        groupCardId: card.card.id,
        collectionId: row.id,
        name: body.from,
        email: body.email ?? '',
        comment: body.comment,
        imageUrl,
        imageUsed: body.imageUsed && imageUrl !== '',
        textUsed: body.comment.length > 0,
        width: body.width,
        height: body.height,
        editTokenHash: hashToken(token),
        inviteeId: invitee?.id ?? null,
        collectionAnswer: answerFor(row, body.collectionAnswer),
        // A message signed on the way to a payment shows once that payment succeeds (decision 102).
        awaitingPayment: body.awaitsPayment,
      });
      return { message: toOwnMessage(message, card.card.guid, invitee?.guid ?? null), editToken: token } as never;
    },
  );

  app.get(
    API_PATHS.editGroupCard,
    {
      schema: {
        tags: ['groupcard'],
        summary: "Load one's own message for editing; needs the edit token in the X-Edit-Token header",
        querystring: z.object({ messageId: queryIdSchema }),
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const token = request.headers[EDIT_TOKEN_HEADER];
      const message = await loadOwnMessage(app, request.query.messageId, typeof token === 'string' ? token : undefined);
      return toOwnMessage(message, null) as never;
    },
  );

  app.post(
    API_PATHS.editGroupCard,
    {
      schema: {
        tags: ['groupcard'],
        summary: "Change one's own message; refused without the matching edit token",
        body: storeMessageRequestSchema,
        response: { 200: storeMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.messageId === undefined) {
        throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], { fieldErrors: { messageId: [MESSAGES['validation.required']] } });
      }
      const existing = await loadOwnMessage(app, body.messageId, body.editToken);
      const row = await loadLiveCollection(app.db, body.collection);
      if (row.id !== existing.collectionId) throw notFound('The message');
      assertOpen(row);
      const imageUrl = checkImageUrl(body.imageURL);
      const message = await updateMessage(app.db, existing.id, {
        name: body.from,
        comment: body.comment,
        imageUrl,
        imageUsed: body.imageUsed && imageUrl !== '',
        textUsed: body.comment.length > 0,
        width: body.width,
        height: body.height,
        ...(body.email ? { email: body.email } : {}),
        // An edit that does not send the answer leaves the stored one as it was.
        ...(body.collectionAnswer !== undefined ? { collectionAnswer: answerFor(row, body.collectionAnswer) } : {}),
        // A waiting message re-signed on a sign-only pathway goes on the card now; a message already
        // on the card never leaves it by being edited (decision 102).
        ...(existing.awaitingPayment && !body.awaitsPayment ? { awaitingPayment: false } : {}),
      });
      return { message: toOwnMessage(message, null) } as never;
    },
  );

  app.post(
    API_PATHS.sendSignCardReceiptEmail,
    {
      schema: {
        tags: ['groupcard'],
        summary: 'Email the signer a receipt with the link to edit their message (through the outbox)',
        body: sendSignCardReceiptRequestSchema,
        response: { 200: z.object({ sent: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { messageId, editToken, email, collection } = request.body;
      const message = await loadOwnMessage(app, messageId, editToken);
      const row = await loadLiveCollection(app.db, collection);
      if (row.id !== message.collectionId) throw notFound('The message');
      // The receipt's link carries SPEC §4's marketing values, as the payment receipt's do.
      const editUrl = receiptLink(
        `${publicOrigin(config)}${contributePath(row.guid, 'sign')}?messageId=${message.id}&token=${encodeURIComponent(editToken)}`,
        row,
      );
      await queueSignCardReceipt(app.db, {
        messageId: message.id,
        email,
        subject: `You signed the card: ${row.title}`,
        payload: {
          name: message.name,
          comment: message.comment,
          collectionTitle: row.title,
          editUrl,
          deliveredCardUrl: contributorCardUrl(publicOrigin(config), row.guid, editToken),
          ...(await mailCoverOf(app.db, row, publicOrigin(config))),
        },
      });
      return { sent: true };
    },
  );

  app.post(
    UPLOAD_PATH,
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['groupcard'],
        summary: 'Upload a picture for a message (PNG, JPEG, GIF or WebP, up to 5 MB, sent as the raw body)',
        description: PICTURE_UPLOAD_NOTE,
        querystring: z.object({ collection: guidSchema }),
        response: { 200: z.object({ imageURL: z.string(), width: z.number().nullable(), height: z.number().nullable() }), ...errors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await loadLiveCollection(app.db, request.query.collection);
      assertOpen(row);
      const { name, width, height } = await storePicture(request.body, pictures, 'file');
      return { imageURL: `/api/groupcard/images/${name}`, width, height };
    },
  );

  app.get(
    IMAGE_PATH,
    {
      schema: {
        tags: ['groupcard'],
        summary: 'An uploaded message picture',
        params: z.object({ name: z.string().regex(/^[a-f0-9-]{36}\.(?:png|jpg|gif|webp)$/) }),
      },
    },
    (request, reply) => sendStoredPicture(reply, pictures, request.params.name),
  );
};

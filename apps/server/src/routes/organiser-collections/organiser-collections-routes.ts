import { randomUUID } from 'node:crypto';
import {
  collectionFormIssues,
  collectionImageUploadResponseSchema,
  collectionListQuerySchema,
  collectionListResponseSchema,
  errorEnvelopeSchema,
  guidSchema,
  MESSAGES,
  ORGANISER_COLLECTION_PATHS,
  organiserCollectionFieldsSchema,
  organiserCollectionRequestSchema,
  organiserCollectionSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findOwnCollection,
  insertCollectionWithCard,
  listOrganiserCollections,
  updateCollectionWithCard,
} from '../../db/repositories/organiser-collections-repository';
import { AppError, notFound } from '../../lib/app-error';
import { requireOrganiser, type SessionOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import { collectionsFeeTotals } from '../../services/ledger/fee-breakdown';
import { collectionChanges, newCollection, toListItem, toOrganiserCollection } from '../../services/organiser-collections';
import { findDeliveriesByCollectionIds } from '../../db/repositories/delivery-repository';
import { deliverySummary } from '../../services/delivery/delivery-service';
import { acceptRawImages, storePicture, uploadedPictures } from '../../services/uploads/store-picture';
import { PICTURE_UPLOAD_NOTE } from '../../services/uploads/normalise-picture';
import { MAX_UPLOAD_BYTES } from '../groupcard/message-routes';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const guidParams = z.object({ id: guidSchema });

function signedIn(organiser: SessionOrganiser | null): SessionOrganiser {
  // requireOrganiser ran first; this only narrows the type.
  if (!organiser) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
  return organiser;
}

/** The organiser's dashboard list and creating/editing collections (decisions 063–065). */
export const organiserCollectionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicOrigin(config);
  const pictures = uploadedPictures(app);
  // Raw image bodies, as the message picture upload takes them; scoped to this plugin.
  acceptRawImages(app, MAX_UPLOAD_BYTES);

  app.get(
    ORGANISER_COLLECTION_PATHS.list,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: "The signed-in organiser's collections: paged, sorted and searchable (title or recipient)",
        querystring: collectionListQuerySchema,
        response: { 200: collectionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const { rows, total } = await listOrganiserCollections(app.db, organiser.id, request.query);
      const now = new Date();
      const ids = rows.map((row) => row.id);
      const [deliveries, fees] = await Promise.all([findDeliveriesByCollectionIds(app.db, ids), collectionsFeeTotals(app.db, ids)]);
      return {
        items: rows.map((row) => toListItem(row, now, deliverySummary(deliveries.get(row.id)), fees.get(row.id))),
        page: request.query.page,
        pageSize: request.query.pageSize,
        total,
      };
    },
  );

  app.post(
    ORGANISER_COLLECTION_PATHS.create,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Create a collection of any setup type; card types get their group card and cover at once',
        body: organiserCollectionRequestSchema,
        response: { 201: organiserCollectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organiser = signedIn(request.organiser);
      const { values, card } = newCollection(request.body, organiser);
      const row = await insertCollectionWithCard(app.db, values, card);
      const saved = await findOwnCollection(app.db, organiser.id, row.guid);
      if (!saved) throw notFound('The collection');
      return reply.status(201).send(toOrganiserCollection(saved.row, saved.cover, new Date(), origin));
    },
  );

  app.get(
    ORGANISER_COLLECTION_PATHS.one,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: "One of the organiser's collections as the edit form loads it",
        params: guidParams,
        response: { 200: organiserCollectionSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const found = await findOwnCollection(app.db, organiser.id, request.params.id);
      // Another organiser's collection answers exactly like a missing one.
      if (!found) throw notFound('The collection');
      return toOrganiserCollection(found.row, found.cover, new Date(), origin);
    },
  );

  app.put(
    ORGANISER_COLLECTION_PATHS.one,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: "Save changes to one of the organiser's collections (setup type and market are fixed)",
        params: guidParams,
        // The cross-field rules run in the handler: they need the saved close date.
        body: organiserCollectionFieldsSchema,
        response: { 200: organiserCollectionSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const found = await findOwnCollection(app.db, organiser.id, request.params.id);
      if (!found) throw notFound('The collection');
      const issues = collectionFormIssues(request.body, new Date(), { savedCloseDate: found.row.closeDate.toISOString() });
      if (issues.length > 0) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of issues) (fieldErrors[issue.path] ??= []).push(issue.message);
        throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], { fieldErrors });
      }
      const { changes, cover } = collectionChanges(request.body, found);
      await updateCollectionWithCard(app.db, found.row.id, changes, cover ? { guid: randomUUID(), cover } : null);
      const saved = await findOwnCollection(app.db, organiser.id, found.row.guid);
      if (!saved) throw notFound('The collection');
      return toOrganiserCollection(saved.row, saved.cover, new Date(), origin);
    },
  );

  app.post(
    ORGANISER_COLLECTION_PATHS.uploadImage,
    {
      preHandler: requireOrganiser,
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['organiser'],
        summary: 'Upload a collection or cover picture (PNG, JPEG, GIF or WebP, up to 5 MB, sent as the raw body)',
        description: PICTURE_UPLOAD_NOTE,
        response: { 200: collectionImageUploadResponseSchema, ...errors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { name, width, height } = await storePicture(request.body, pictures, 'file');
      // Served by the group card image route, which the contributor screens already load from.
      return { imageUrl: `/api/groupcard/images/${name}`, width, height };
    },
  );
};

import {
  collectionGuidParamsSchema,
  DELIVERY_PATHS as PATHS,
  deliverRequestSchema,
  deliverResponseSchema,
  deliveryStateSchema,
  errorEnvelopeSchema,
  pageQuerySchema,
  recipientCardSchema,
  recipientMessagesPageSchema,
  resendRequestSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDeliveryByCollectionId } from '../../db/repositories/delivery-repository';
import { requireOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import {
  cancelSchedule,
  deliver,
  deliveryState,
  recipientCard,
  reissueLink,
  resend,
  revokeLink,
} from '../../services/delivery/delivery-service';
import { recipientMessagesPage } from '../../services/card-messages/recipient-messages';
import { loadOwnedCollection } from '../organiser-activity/load-owned-collection';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const conflict = { 409: errorEnvelopeSchema };
const tags = ['organiser'];

/**
 * The organiser's side of the ending (issue 14, decision 106): deliver now or schedule, change or
 * cancel a schedule, the private link, resending after a bounce, and the preview of the recipient's
 * view. Organiser session and CSRF as on every organiser route; another organiser's collection is 404.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicOrigin(config);

  app.get(
    PATHS.delivery,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "The collection's delivery: status, schedule, opening, link, bounce and the recipient's thanks",
        params: collectionGuidParamsSchema,
        response: { 200: deliveryStateSchema, ...errors },
      },
    },
    async (request) => deliveryState(app.db, await loadOwnedCollection(app.db, request, request.params.id)),
  );

  app.put(
    PATHS.delivery,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Deliver the card now, schedule it, or change a schedule that has not gone',
        description:
          'Delivering closes the collection to new messages and contributions unless `keepOpen`. ' +
          'A scheduled time must be in the future (422). Once delivered, 409 `already_delivered` (use resend). ' +
          '`recipientUrl` is the private link when this call issued one (by link, the first time): shown once.',
        params: collectionGuidParamsSchema,
        body: deliverRequestSchema,
        response: { 200: deliverResponseSchema, ...errors, ...conflict, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      const result = await deliver(app.db, collection, request.body, origin);
      void reply.header('cache-control', 'no-store');
      return { delivery: result.state, recipientUrl: result.recipientUrl };
    },
  );

  app.delete(
    PATHS.delivery,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Cancel a scheduled delivery that has not gone',
        params: collectionGuidParamsSchema,
        response: { 200: deliverResponseSchema, ...errors, ...conflict },
      },
    },
    async (request) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      return { delivery: await cancelSchedule(app.db, collection), recipientUrl: null };
    },
  );

  app.post(
    PATHS.link,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "Issue a new private link to the recipient's card (answered once); every earlier link stops working",
        params: collectionGuidParamsSchema,
        response: { 200: deliverResponseSchema, ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      const result = await reissueLink(app.db, collection, origin);
      void reply.header('cache-control', 'no-store');
      return { delivery: result.state, recipientUrl: result.recipientUrl };
    },
  );

  app.delete(
    PATHS.link,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "Revoke the recipient's links: the card answers 404 at them",
        params: collectionGuidParamsSchema,
        response: { 200: deliverResponseSchema, ...errors, ...conflict },
      },
    },
    async (request) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      return { delivery: await revokeLink(app.db, collection), recipientUrl: null };
    },
  );

  app.post(
    PATHS.resend,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Send the delivery mail again, to a new address (after a bounce or a typo)',
        description: 'Only once delivered (409 `not_delivered` before). The earlier mailed link stops working.',
        params: collectionGuidParamsSchema,
        body: resendRequestSchema,
        response: { 200: deliverResponseSchema, ...errors, ...conflict },
      },
    },
    async (request) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      return { delivery: await resend(app.db, collection, request.body.recipientEmail, origin), recipientUrl: null };
    },
  );

  app.get(
    PATHS.preview,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "The recipient's view of the card, as the organiser previews it before delivering",
        params: collectionGuidParamsSchema,
        response: { 200: recipientCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return recipientCard(app.db, collection, await findDeliveryByCollectionId(app.db, collection.id), false, origin);
    },
  );

  app.get(
    PATHS.previewMessages,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'A further page of the preview’s messages, in card order (decision 121)',
        params: collectionGuidParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: recipientMessagesPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return recipientMessagesPage(app.db, collection.id, request.query);
    },
  );
};

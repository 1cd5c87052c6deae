import {
  collectionGuidParamsSchema,
  errorEnvelopeSchema,
  messageParamsSchema,
  messageVisibilityRequestSchema,
  messagesResponseSchema,
  ORGANISER_ACTIVITY_PATHS as PATHS,
  organiserMessageSchema,
  pageQuerySchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIntegerKey } from '../../db/keyset-time';
import {
  countCollectionMessages,
  deleteCollectionMessage,
  listCollectionMessagesPage,
  setMessageHidden,
} from '../../db/repositories/organiser-activity-repository';
import { notFound } from '../../lib/app-error';
import { requireOrganiser } from '../../plugins/auth';
import { toOrganiserMessage } from './activity-view';
import { loadOwnedCollection } from './load-owned-collection';
import { afterKey } from '../../lib/page-cursor';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['organiser'];

/** The messages on the collection's group card, and the organiser's moderation of them. */
export const messageModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.messages,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: "The card's messages, hidden ones included (deleted ones are gone)",
        description:
          'In card order, a page at a time (`?cursor=&limit=`); the first page also carries `summary.total`.',
        params: collectionGuidParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: messagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      const { cursor, limit } = request.query;
      const after = afterKey(cursor, isIntegerKey);
      const page = await listCollectionMessagesPage(app.db, row.id, { after, limit });
      return {
        messages: page.items.map(toOrganiserMessage),
        nextCursor: page.nextCursor,
        summary: after ? null : { total: await countCollectionMessages(app.db, row.id) },
      };
    },
  );

  app.put(
    PATHS.messageVisibility,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Hide a message from the public card, or show it again',
        params: messageParamsSchema,
        body: messageVisibilityRequestSchema,
        response: { 200: organiserMessageSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      const message = await setMessageHidden(app.db, row.id, request.params.messageGuid, request.body.hidden);
      if (!message) throw notFound('The message');
      return toOrganiserMessage(message);
    },
  );

  app.delete(
    PATHS.message,
    {
      preHandler: requireOrganiser,
      schema: {
        tags,
        summary: 'Delete a message from the card for good',
        params: messageParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await loadOwnedCollection(app.db, request, request.params.id);
      if (!(await deleteCollectionMessage(app.db, row.id, request.params.messageGuid))) throw notFound('The message');
      return reply.status(204).send(null);
    },
  );
};

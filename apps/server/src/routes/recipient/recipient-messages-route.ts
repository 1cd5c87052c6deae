import { DELIVERY_PATHS as PATHS, errorEnvelopeSchema, pageQuerySchema, recipientMessagesPageSchema, recipientParamsSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipientMessagesPage } from '../../services/card-messages/recipient-messages';
import { loadRecipientCard } from './recipient-access';

/** Further pages of the delivered card's messages at the recipient's link (decision 121). */
export const recipientMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.recipientMessages,
    {
      schema: {
        tags: ['recipient'],
        summary: 'A further page of the delivered card’s messages, in card order',
        description: 'Pass the card’s `messagesNextCursor` (then this answer’s `nextCursor`) as `cursor`. 400 for a cursor that is not one of ours.',
        params: recipientParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: recipientMessagesPageSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { collection } = await loadRecipientCard(app, request.params.token);
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return recipientMessagesPage(app.db, collection.id, request.query);
    },
  );
};

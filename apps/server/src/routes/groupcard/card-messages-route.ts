import { API_PATHS, cardMessagesPageSchema, cardMessagesQuerySchema, errorEnvelopeSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCoverByCollectionId } from '../../db/repositories/group-cards-repository';
import { notFound } from '../../lib/app-error';
import { cardMessagesPage } from '../../services/card-messages/card-messages-page';
import { toMessage } from '../../services/collection-view';
import { loadLiveCollection } from '../contributions/load-collection';

/**
 * Further pages of a card's messages after the first, which contribution-details and GetGroupCard
 * carry with `messagesNextCursor` (decision 121). Public like them: the same visible messages, the
 * same shape, no email addresses.
 */
export const cardMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.cardMessages,
    {
      schema: {
        tags: ['groupcard'],
        summary: 'A further page of the card’s messages, in card order',
        description:
          'Pass the `messagesNextCursor` of contribution-details or GetGroupCard (then this answer’s `nextCursor`) as `cursor`; ' +
          '`limit` 1–200, 50 by default. `nextCursor` is null on the last page. A cursor that is not one of ours is 400.',
        querystring: cardMessagesQuerySchema,
        response: { 200: cardMessagesPageSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { collection, ...query } = request.query;
      const row = await loadLiveCollection(app.db, collection);
      const card = await findCoverByCollectionId(app.db, row.id);
      if (!card) throw notFound('The group card');
      const page = await cardMessagesPage(app.db, row.id, query);
      return { messages: page.items.map((m) => toMessage(m, card.card.guid)), nextCursor: page.nextCursor };
    },
  );
};

import { DELIVERY_PATHS as PATHS, errorEnvelopeSchema, guidSchema, recipientCardSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCollectionByGuid } from '../../db/repositories/collections-repository';
import { findDeliveryByCollectionId, findMessageByEditTokenHash } from '../../db/repositories/delivery-repository';
import { AppError } from '../../lib/app-error';
import { recipientCard } from '../../services/delivery/delivery-service';
import { EDIT_TOKEN_HEADER, hashToken } from '../groupcard/message-routes';

const querySchema = z.object({ collection: guidSchema });
const headersSchema = z.object({ [EDIT_TOKEN_HEADER]: z.string().min(1).max(200).optional() });

// Same answer for a wrong token, a token of another card and an unknown card: nothing is revealed.
const NOT_FOUND = 'We could not find this card. Open it from the link in your receipt email.';

/**
 * A contributor's read-only copy of the delivered card (decision 106), from the link in their
 * receipt: the edit token of a message they signed on this card is the key. Before delivery the
 * answer is 409 `not_delivered`, so the page can say the card has not gone yet.
 */
export const contributorCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.contributorCard,
    {
      schema: {
        tags: ['contributions'],
        summary: 'The delivered card, read-only, for a contributor following their receipt link',
        description: `The edit token of the contributor's message on this card goes in \`${EDIT_TOKEN_HEADER}\`. 404 for a wrong token; 409 \`not_delivered\` before delivery.`,
        querystring: querySchema,
        headers: headersSchema,
        response: { 200: recipientCardSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const token = request.headers[EDIT_TOKEN_HEADER];
      const collection = await findCollectionByGuid(app.db, request.query.collection);
      if (!token || !collection || collection.isDeleted) throw new AppError(404, 'not_found', NOT_FOUND);
      const message = await findMessageByEditTokenHash(app.db, collection.id, hashToken(token));
      if (!message) throw new AppError(404, 'not_found', NOT_FOUND);
      const delivery = await findDeliveryByCollectionId(app.db, collection.id);
      if (delivery?.status !== 'delivered') {
        throw new AppError(409, 'not_delivered', 'This card has not been delivered yet. Come back once it has been.');
      }
      void reply.header('cache-control', 'no-store');
      return recipientCard(app.db, collection, delivery, false);
    },
  );
};

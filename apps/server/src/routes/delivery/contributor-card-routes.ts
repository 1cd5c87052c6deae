import {
  contributorCardMessagesQuerySchema,
  DELIVERY_PATHS as PATHS,
  errorEnvelopeSchema,
  guidSchema,
  recipientCardSchema,
  recipientMessagesPageSchema,
} from '@groupgift/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import { z } from 'zod';
import { findCollectionByGuid, type CollectionRow } from '../../db/repositories/collections-repository';
import { findDeliveryByCollectionId, findMessageByEditTokenHash, type DeliveryRow } from '../../db/repositories/delivery-repository';
import { AppError } from '../../lib/app-error';
import { recipientMessagesPage } from '../../services/card-messages/recipient-messages';
import { recipientCard } from '../../services/delivery/delivery-service';
import { EDIT_TOKEN_HEADER, hashToken } from '../groupcard/message-routes';

const querySchema = z.object({ collection: guidSchema });
const headersSchema = z.object({ [EDIT_TOKEN_HEADER]: z.string().min(1).max(200).optional() });
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

// Same answer for a wrong token, a token of another card and an unknown card: nothing is revealed.
const NOT_FOUND = 'We could not find this card. Open it from the link in your receipt email.';

/** The delivered card whose message the edit token belongs to; 404 for any other, 409 before delivery. */
async function loadContributorCard(
  app: FastifyInstance,
  request: FastifyRequest,
  guid: string,
): Promise<{ collection: CollectionRow; delivery: DeliveryRow }> {
  const token = request.headers[EDIT_TOKEN_HEADER];
  const collection = await findCollectionByGuid(app.db, guid);
  if (typeof token !== 'string' || !token || !collection || collection.isDeleted) throw new AppError(404, 'not_found', NOT_FOUND);
  const message = await findMessageByEditTokenHash(app.db, collection.id, hashToken(token));
  if (!message) throw new AppError(404, 'not_found', NOT_FOUND);
  const delivery = await findDeliveryByCollectionId(app.db, collection.id);
  if (delivery?.status !== 'delivered') {
    throw new AppError(409, 'not_delivered', 'This card has not been delivered yet. Come back once it has been.');
  }
  return { collection, delivery };
}

/**
 * A contributor's read-only copy of the delivered card (decision 106), from the link in their
 * receipt: the edit token of a message they signed on this card is the key. Before delivery the
 * answer is 409 `not_delivered`, so the page can say the card has not gone yet. Its messages after
 * the first page come a page at a time with the same key (decision 121).
 */
export const contributorCardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicOrigin(config);
  app.get(
    PATHS.contributorCard,
    {
      schema: {
        tags: ['contributions'],
        summary: 'The delivered card, read-only, for a contributor following their receipt link',
        description: `The edit token of the contributor's message on this card goes in \`${EDIT_TOKEN_HEADER}\`. 404 for a wrong token; 409 \`not_delivered\` before delivery.`,
        querystring: querySchema,
        headers: headersSchema,
        response: { 200: recipientCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { collection, delivery } = await loadContributorCard(app, request, request.query.collection);
      void reply.header('cache-control', 'no-store');
      return recipientCard(app.db, collection, delivery, false, origin);
    },
  );

  app.get(
    PATHS.contributorCardMessages,
    {
      schema: {
        tags: ['contributions'],
        summary: 'A further page of the delivered card’s messages, for a contributor (decision 121)',
        description: `Same \`collection\` and \`${EDIT_TOKEN_HEADER}\` as the card; \`cursor\` from its \`messagesNextCursor\`, then from each page.`,
        querystring: contributorCardMessagesQuerySchema,
        headers: headersSchema,
        response: { 200: recipientMessagesPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { collection: guid, ...query } = request.query;
      const { collection } = await loadContributorCard(app, request, guid);
      void reply.header('cache-control', 'no-store');
      return recipientMessagesPage(app.db, collection.id, query);
    },
  );
};

import {
  API_PATHS,
  collectionQuerySchema,
  errorEnvelopeSchema,
  groupCardSchema,
  invitationHtmlQuerySchema,
  invitationHtmlResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findGroupCardByCollectionId } from '../../db/repositories/group-cards-repository';
import { notFound } from '../../lib/app-error';
import { toGroupCard } from '../../services/collection-view';
import { loadLiveCollection } from '../contributions/load-collection';
import { cardMessagesRoute } from './card-messages-route';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export const groupCardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardMessagesRoute);

  app.get(
    API_PATHS.groupCard,
    {
      schema: {
        tags: ['groupcard'],
        summary: 'The group card of a collection: cover page and messages (SPEC "group-card get")',
        description:
          "Signers' email addresses are never included. `messages` is the first page; `messagesNextCursor` reads the rest from " +
          `${API_PATHS.cardMessages} (decision 121).`,
        querystring: collectionQuerySchema,
        response: { 200: groupCardSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadLiveCollection(app.db, request.query.collection);
      const card = await findGroupCardByCollectionId(app.db, row.id);
      if (!card) throw notFound('The group card');
      return toGroupCard(card, row.id);
    },
  );

  app.get(
    API_PATHS.cardHtml,
    {
      schema: {
        tags: ['groupcard'],
        summary:
          'Supplied card HTML of a collection (SPEC "group-card card html"); null when the card is drawn from its cover',
        querystring: collectionQuerySchema,
        response: { 200: invitationHtmlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadLiveCollection(app.db, request.query.collection);
      return { invitationHtml: row.cardHtml };
    },
  );

  app.get(
    API_PATHS.invitationHtml,
    {
      schema: {
        tags: ['groupcard'],
        summary:
          'Invitation HTML of a collection (SPEC "group-card invitation html"); `collectionId` carries the collection guid',
        querystring: invitationHtmlQuerySchema,
        response: { 200: invitationHtmlResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await loadLiveCollection(app.db, request.query.collectionId);
      return { invitationHtml: row.invitationHtml };
    },
  );
};

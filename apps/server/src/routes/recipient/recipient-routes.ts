import {
  DELIVERY_PATHS as PATHS,
  errorEnvelopeSchema,
  recipientCardSchema,
  recipientParamsSchema,
  thanksRequestSchema,
  thanksResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../plugins/config';
import { publicOrigin } from '../../plugins/deployment';
import { recipientCard, recordOpening, sendThanks } from '../../services/delivery/delivery-service';
import { uploadedPictures } from '../../services/uploads/store-picture';
import { loadRecipientCard } from './recipient-access';
import { keepsakeRoute } from './keepsake-route';
import { recipientPictureRoute } from './picture-route';
import { recipientMessagesRoute } from './recipient-messages-route';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['recipient'];

/**
 * The recipient's side of the ending (issue 14, decision 106), reached only with the private link's
 * token: the card (read live), the first opening, thanks; and the route modules added beside it.
 */
export const recipientRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicOrigin(config);
  const pictures = uploadedPictures(app);

  app.get(
    PATHS.recipientCard,
    {
      schema: {
        tags,
        summary: 'The delivered card at the recipient’s private link',
        description: 'An unknown, revoked or not yet delivered link answers 404 with a generic message.',
        params: recipientParamsSchema,
        response: { 200: recipientCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { collection, delivery } = await loadRecipientCard(app, request.params.token);
      // A private page: neither shared caches nor the browser's history cache keep it.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return recipientCard(app.db, collection, delivery, true, origin);
    },
  );

  app.post(
    PATHS.recipientOpened,
    {
      schema: {
        tags,
        summary: 'Record that the recipient opened the card; the organiser is told the first time only',
        params: recipientParamsSchema,
        response: { 204: z.null().describe('Recorded (or already recorded)'), ...errors },
      },
    },
    async (request, reply) => {
      const { collection, delivery } = await loadRecipientCard(app, request.params.token);
      await recordOpening(app.db, collection, delivery, origin);
      return reply.code(204).send(null);
    },
  );

  app.post(
    PATHS.recipientThanks,
    {
      schema: {
        tags,
        summary: 'Thank everyone, or the authors of chosen messages',
        description:
          'Mailed to each contributor who gave an email; the organiser sees it and is told. The picture must be ' +
          'one uploaded through the recipient’s picture upload (or the message picture upload). At most 10 thank-yous per card (409 after).',
        params: recipientParamsSchema,
        body: thanksRequestSchema,
        response: { 200: thanksResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { collection, delivery } = await loadRecipientCard(app, request.params.token);
      return { thanks: await sendThanks(app.db, collection, delivery, request.body, { origin, pictures }) };
    },
  );

  await app.register(keepsakeRoute, { config });
  await app.register(recipientPictureRoute, { config });
  await app.register(recipientMessagesRoute);
};

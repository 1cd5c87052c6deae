import { API_PATHS, errorEnvelopeSchema, userDetailsQuerySchema, userDetailsSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganiser, type SessionOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { userDetailsByCollection, userDetailsByUserId } from '../../services/user-details';

export const detailsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    API_PATHS.userDetails,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary:
          'Organiser details for pack, bulk-upload (?userid=) and paid-group-card (?collectionGuid=) payments',
        description:
          "The signed-in organiser's own details only: another user's id or collection answers 404.",
        querystring: userDetailsQuerySchema,
        response: {
          200: userDetailsSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { userid, collectionGuid } = request.query;
      const organiser = request.organiser as SessionOrganiser;
      // The query schema guarantees exactly one of the two.
      return userid
        ? userDetailsByUserId(app.db, organiser, userid, config)
        : userDetailsByCollection(app.db, organiser, collectionGuid ?? '', config);
    },
  );
};

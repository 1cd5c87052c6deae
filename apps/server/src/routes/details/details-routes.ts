import { API_PATHS, errorEnvelopeSchema, userDetailsQuerySchema, userDetailsSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../plugins/config';
import { userDetailsByCollection, userDetailsByUserId } from '../../services/user-details';

export const detailsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    API_PATHS.userDetails,
    {
      schema: {
        tags: ['details'],
        summary:
          'Organiser details for pack, bulk-upload (?userid=) and paid-group-card (?collectionGuid=) payments',
        querystring: userDetailsQuerySchema,
        response: { 200: userDetailsSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { userid, collectionGuid } = request.query;
      // The query schema guarantees exactly one of the two.
      return userid
        ? userDetailsByUserId(app.db, userid, config)
        : userDetailsByCollection(app.db, collectionGuid ?? '', config);
    },
  );
};

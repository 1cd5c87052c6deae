import { API_PATHS, collectionResponseSchema, contributionDetailsQuerySchema, errorEnvelopeSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { ifNoneMatchHits } from '../../services/read-cache/if-none-match';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET contribution-details (the contributor's landing page), answered from a cache of its serialised
 * body per collection (decision 115, contribution-details-reader.ts), with an ETag for repeat visits.
 */
export const contributionDetailsRoute: FastifyPluginAsyncZod = async (app) => {
  const details = app.contributionDetails;

  app.get(
    API_PATHS.contributionDetails,
    {
      schema: {
        tags: ['contributions'],
        summary: 'The collection a contributor opened, with its derived figures',
        description:
          'Money in cents. `isCollectionClosed` is true when the organiser closed it or the close date has passed; ' +
          'suspended and deleted collections are returned with their flags so the web can show the matching screen. ' +
          'Carries an ETag (`Cache-Control: private, no-cache`); a request with a matching `If-None-Match` ' +
          'answers 304 with no body.',
        querystring: contributionDetailsQuerySchema,
        response: {
          200: collectionResponseSchema,
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current.'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await details.find(request.query.collection);
      if (!found) throw notFound('The collection');
      const cacheable = () => reply.header('etag', found.etag).header('cache-control', 'private, no-cache');
      // No payload at all (not null): a 304 goes out with no body, no serialiser and no content-length.
      if (ifNoneMatchHits(request.headers['if-none-match'], found.etag)) return cacheable().code(304).send(undefined as never);
      // Headers only once there is a body: a collection deleted meanwhile answers a plain 404.
      const body = await found.body();
      // A string with a JSON content type goes out as it is: no schema run, no JSON.stringify.
      return cacheable().type(JSON_TYPE).send(body as never);
    },
  );
};

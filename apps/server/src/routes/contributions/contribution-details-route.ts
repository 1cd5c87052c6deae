import { API_PATHS, collectionResponseSchema, contributionDetailsQuerySchema, errorEnvelopeSchema } from '@groupgift/domain';
import type { FastifyReply } from 'fastify';
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

  const cacheable = (reply: FastifyReply, etag: string) => reply.header('etag', etag).header('cache-control', 'private, no-cache');
  // No payload at all (not null): a 304 goes out with no body, no serialiser and no content-length.
  const notModified = (reply: FastifyReply, etag: string) => cacheable(reply, etag).code(304).send(undefined as never);
  // A prepared Buffer with a JSON content type goes out as it is: no schema run, no encoding.
  const withBody = (reply: FastifyReply, etag: string, bytes: Buffer) => cacheable(reply, etag).type(JSON_TYPE).send(bytes as never);

  /** When the head or the body is not in memory: looked up, and built if need be. */
  async function afterLookup(guid: string, ifNoneMatch: string | undefined, reply: FastifyReply) {
    const found = await details.find(guid);
    if (!found) throw notFound('The collection');
    if (ifNoneMatchHits(ifNoneMatch, found.etag)) return notModified(reply, found.etag);
    // Headers only once there is a body: a collection deleted meanwhile answers a plain 404.
    const bytes = await found.bytes();
    return withBody(reply, found.etag, bytes);
  }

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
    // Not async: a hit (head and body in memory, the common case) answers without a promise or a
    // lookup; anything else goes the awaited way (decision 174).
    (request, reply) => {
      const guid = request.query.collection;
      const ifNoneMatch = request.headers['if-none-match'];
      const hit = details.peek(guid);
      if (!hit) return afterLookup(guid, ifNoneMatch, reply);
      if (ifNoneMatchHits(ifNoneMatch, hit.etag)) notModified(reply, hit.etag);
      else withBody(reply, hit.etag, hit.bytes);
      // Sent already: undefined tells Fastify there is nothing more to send.
      return undefined;
    },
  );
};

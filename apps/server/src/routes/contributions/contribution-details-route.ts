import { API_PATHS, collectionResponseSchema, contributionDetailsQuerySchema, errorEnvelopeSchema } from '@groupgift/domain';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCollectionDetailsByGuid } from '../../db/repositories/collection-details-repository';
import { notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { isCollectionClosed, toCollectionView } from '../../services/collection-view';
import { ifNoneMatchHits } from '../../services/read-cache/if-none-match';
import { ReadCache, type Built } from '../../services/read-cache/read-cache';
import { listenForMovedVersions } from '../../services/read-cache/notified-heads';
import { findReadHead } from '../../services/read-cache/read-version';
import { SharedBodyStore } from '../../services/read-cache/shared-body-store';

/**
 * Bump when the body's shape or derivation changes without a database write (a new field, a new
 * rule): the key and the ETag carry it, so servers of two releases sharing a Redis, and browsers
 * holding an older ETag, never take one release's body for the other's.
 */
const BODY_FORMAT = 1;

/** In-process budget: a few thousand collections' bodies, and never more than 32 MB of them. */
const LOCAL_LIMITS = { maxEntries: 5_000, maxBytes: 32 * 1024 * 1024 };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The body depends on the collection's version (every write that changes it moves it, migration
 * 0016) and on the clock only through "the close date has passed": both are in the key. Nothing comes
 * from the viewer (no cookie, no session; the query is the collection alone), so one body serves all.
 */
const cacheKey = (version: string, closed: boolean) => `${BODY_FORMAT}.${version}.${closed ? 'c' : 'o'}`;

/**
 * GET contribution-details (the contributor's landing page), answered from a cache of its serialised
 * body per collection (decision 115), with an ETag for repeat visits.
 */
export const contributionDetailsRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const cache = new ReadCache({
    limits: LOCAL_LIMITS,
    shared: app.redis ? new SharedBodyStore(app.redis, 'contribution-details') : null,
  });
  const loadHead = (guid: string) => findReadHead(app.db, guid);
  // Embedded database: versions kept in memory and dropped on the database's notice, no query per hit.
  const heads = await listenForMovedVersions(app, loadHead);
  // The same serialiser the route's schema would run, once per build instead of once per response.
  const serialize = serializerCompiler({
    schema: collectionResponseSchema,
    method: 'GET',
    url: API_PATHS.contributionDetails,
  }) as (data: unknown) => string;

  async function build(guid: string, version: string, now: Date): Promise<Built> {
    const found = await findCollectionDetailsByGuid(app.db, guid);
    if (!found) throw notFound('The collection');
    const view = toCollectionView(found.collection, found.card, config, now);
    return { key: cacheKey(version, view.isCollectionClosed), body: serialize(view) };
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
    async (request, reply) => {
      const guid = request.query.collection;
      // The version first, then (on a miss) the data: see findReadHead.
      const head = await (heads ? heads.get(guid) : loadHead(guid));
      if (!head) throw notFound('The collection');
      const now = new Date();
      const key = cacheKey(head.version, isCollectionClosed(head, now));
      const etag = `W/"cd.${key}"`;
      const cacheable = () => reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // No payload at all (not null): a 304 goes out with no body, no serialiser and no content-length.
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return cacheable().code(304).send(undefined as never);
      // Headers only once there is a body: a collection deleted meanwhile answers a plain 404.
      const body = await cache.get(guid, key, () => build(guid, head.version, now));
      // A string with a JSON content type goes out as it is: no schema run, no JSON.stringify.
      return cacheable().type(JSON_TYPE).send(body as never);
    },
  );
};

import { API_PATHS, collectionResponseSchema } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { findCollectionDetailsByGuid } from '../../db/repositories/collection-details-repository';
import { notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { isCollectionClosed, toCollectionView } from '../../services/collection-view';
import { ReadCache, type Built } from '../../services/read-cache/read-cache';
import { SharedBodyStore } from '../../services/read-cache/shared-body-store';

/**
 * Bump when the body's shape or derivation changes without a database write (a new field, a new
 * rule): the key and the ETag carry it, so servers of two releases sharing a Redis, and browsers
 * holding an older ETag, never take one release's body for the other's.
 */
// 2: `groupCard.messages` is the first page, with `messagesNextCursor` (decision 121).
// 3: `coverImage`, the cover the server draws (issue 31).
const BODY_FORMAT = 3;

/** In-process budget: a few thousand collections' bodies, and never more than 32 MB of them. */
const LOCAL_LIMITS = { maxEntries: 5_000, maxBytes: 32 * 1024 * 1024 };

/**
 * The body depends on the collection's version (every write that changes it moves it, migration
 * 0016) and on the clock only through "the close date has passed": both are in the key. Nothing comes
 * from the viewer (no cookie, no session; the query is the collection alone), so one body serves all.
 */
const cacheKey = (version: string, closed: boolean) => `${BODY_FORMAT}.${version}.${closed ? 'c' : 'o'}`;

/** A collection's details as the route sends them: its ETag and the body's bytes. */
export type PreparedDetails = { etag: string; bytes: Buffer };

export type ContributionDetailsReader = {
  /**
   * A collection's current ETag and a way to its serialised body (from the cache when current; a
   * collection deleted meanwhile throws not found), or null when there is no such collection.
   * `bytes` is the body as a response writes it, prepared once per version (decision 174).
   */
  find(guid: string): Promise<{ etag: string; body: () => Promise<string>; bytes: () => Promise<Buffer> } | null>;
  /**
   * The same without waiting when both the collection's head and its body are in memory and
   * trusted (the common case: no promise, no lookup); undefined when `find` has to be asked.
   */
  peek(guid: string): PreparedDetails | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** contribution-details from a cache of its serialised body (decision 115): the API route and the landing page's HTML (decision 125). */
    contributionDetails: ContributionDetailsReader;
  }
}

async function createReader(app: FastifyInstance, config: Config): Promise<ContributionDetailsReader> {
  const cache = new ReadCache({
    limits: LOCAL_LIMITS,
    shared: app.redis ? new SharedBodyStore(app.redis, 'contribution-details') : null,
  });
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

  const etagOf = (key: string) => `W/"cd.${key}"`;

  return {
    async find(guid) {
      // The version first, then (on a miss) the data: see findReadHead. Trusted from memory until the
      // database announces a move (decision 171): a hit asks the database nothing.
      const head = await app.readHeads.get(guid);
      if (!head) return null;
      const now = new Date();
      const key = cacheKey(head.version, isCollectionClosed(head, now));
      const bytes = () => cache.get(guid, key, () => build(guid, head.version, now));
      return { etag: etagOf(key), bytes, body: async () => (await bytes()).toString('utf8') };
    },
    peek(guid) {
      const head = app.readHeads.peek(guid);
      if (!head) return undefined;
      const key = cacheKey(head.version, isCollectionClosed(head, new Date()));
      const bytes = cache.peek(guid, key);
      return bytes && { etag: etagOf(key), bytes };
    },
  };
}

/** Makes the reader one per server, shared by the API route and the web app's landing page. */
export const contributionDetailsReaderPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.decorate('contributionDetails', await createReader(app, options.config));
  },
  { name: 'contribution-details-reader', dependencies: ['read-heads'] },
);

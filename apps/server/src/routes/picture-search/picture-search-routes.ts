import rateLimit from '@fastify/rate-limit';
import {
  choosePictureRequestSchema,
  chosenPictureSchema,
  errorEnvelopeSchema,
  PICTURE_SEARCH_PATHS,
  pictureSearchPageSchema,
  pictureSearchQuerySchema,
} from '@groupgift/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { fetchChosenPicture } from '../../services/picture-search/fetch-picture';
import { keepPicture, stillOfStoredGif, thumbnailOfStoredPicture } from '../../services/picture-search/keep-picture';
import { libraryEntryAt, libraryEntryBytes, libraryGifStill } from '../../services/picture-search/library-files';
import { findLibraryEntry } from '../../services/picture-search/picture-library';
import { pictureProviders, type PictureProviders } from '../../services/picture-search/picture-providers';
import { ProviderUnavailable } from '../../services/picture-search/picture-provider';
import { uploadedPictures } from '../../services/uploads/store-picture';
import { loadLiveCollection } from '../contributions/load-collection';
import { assertOpen } from '../groupcard/message-routes';

/** Results a page: four rows of a desktop grid, six of a phone's. */
export const PICTURE_PAGE_SIZE = 24;
/** A library drawing is copied at twice its preview size, sharp on a phone's screen. */
const LIBRARY_COPY_SIZE = 480;

const TAGS = ['picture-search'];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const storedName = z.object({ name: z.string().regex(/^[a-f0-9-]{36}\.png$/) });

const unavailable = () => new AppError(503, 'service_unavailable', 'Picture search is not answering just now. Try again in a moment.');

export type PictureSearchRoutesOptions = { config: Config; providers?: PictureProviders };

/**
 * GIF and picture search for the sign page (decision 150): search through our server (keys never
 * reach the browser), choose to copy a result into our storage, and the bundled library's files.
 * Search and choose need an open collection, as signing does, and are limited per client address.
 */
export const pictureSearchRoutes: FastifyPluginAsyncZod<PictureSearchRoutesOptions> = async (app, options) => {
  const settings = options.config.pictureSearch;
  const providers = options.providers ?? pictureProviders(settings);
  const pictures = uploadedPictures(app);

  await app.register(rateLimit, { global: false, timeWindow: '1 minute', max: settings.ratePerMinute, ...rateLimitStore(app, 'picture-search') });

  app.get(
    PICTURE_SEARCH_PATHS.search,
    {
      config: { rateLimit: { max: settings.ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Search GIFs, stickers or pictures for a message (GIPHY, Tenor, Unsplash, Pexels, or the bundled library)',
        description: `A page of ${PICTURE_PAGE_SIZE} results with their credits and the provider's mark. 503 when the provider does not answer.`,
        querystring: pictureSearchQuerySchema,
        response: { 200: pictureSearchPageSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { collection, q, kind, page } = request.query;
      assertOpen(await loadLiveCollection(app.db, collection));
      const provider = providers.forKind(kind);
      try {
        const found = await provider.search(q, kind, page, PICTURE_PAGE_SIZE);
        return {
          results: found.pictures.map((picture) => ({
            id: picture.id,
            provider: provider.id,
            kind: picture.kind,
            title: picture.title,
            width: picture.width,
            height: picture.height,
            previewUrl: picture.previewUrl,
            previewStillUrl: picture.previewStillUrl,
            animated: picture.animated,
            credit: picture.credit,
            choice: providers.signer.sign(provider.id, picture),
          })),
          page,
          hasMore: found.hasMore,
          mark: provider.mark,
        };
      } catch (error) {
        if (error instanceof ProviderUnavailable) {
          request.log.warn({ pictureSearch: error.message }, 'picture search provider failed');
          throw unavailable();
        }
        throw error;
      }
    },
  );

  app.post(
    PICTURE_SEARCH_PATHS.choose,
    {
      config: { rateLimit: { max: Math.max(5, Math.ceil(settings.ratePerMinute / 4)), timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Copy a chosen search result into our storage, with a thumbnail and (for a GIF) a still first frame',
        description: 'Only a `choice` from our own search results is accepted. The message then uses `imageURL`.',
        body: choosePictureRequestSchema,
        response: { 200: chosenPictureSchema, ...errors, 422: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      assertOpen(await loadLiveCollection(app.db, request.body.collection));
      const choice = providers.signer.open(request.body.choice);
      const provider = choice && providers.byId(choice.provider);
      if (!choice || !provider) {
        const message = 'That picture is not one of the search results. Search again and choose one.';
        throw new AppError(400, 'validation_failed', message, { fieldErrors: { choice: [message] } });
      }
      let bytes: Buffer;
      if (provider.id === 'library') {
        const entry = findLibraryEntry(choice.id);
        if (!entry) throw notFound('The picture');
        bytes = await libraryEntryBytes(entry, LIBRARY_COPY_SIZE);
      } else {
        bytes = await fetchChosenPicture(provider, choice.mediaUrl, settings.timeoutMs);
      }
      const kept = await keepPicture(bytes, pictures, 'choice');
      // The provider's count of uses is theirs to keep; a failure to tell them never costs the user the picture.
      provider.chosen?.(choice).catch((error: Error) => request.log.warn({ pictureSearch: error.message }, 'could not report a chosen picture'));
      return kept;
    },
  );

  app.get(
    PICTURE_SEARCH_PATHS.library,
    {
      schema: {
        tags: TAGS,
        summary: 'A file of the bundled picture library (a GIF, or a PNG drawn from an OpenMoji SVG)',
        params: z.object({ folder: z.enum(['gifs', 'stickers', 'pictures']), name: z.string().regex(/^[a-z0-9-]+\.(?:gif|png)$/) }),
      },
    },
    async (request, reply) => {
      const entry = libraryEntryAt(request.params.folder, request.params.name);
      if (!entry) throw notFound('The picture');
      const still = entry.kind === 'gif' && request.params.name.endsWith('.png');
      return reply
        .header('content-type', entry.kind === 'gif' && !still ? 'image/gif' : 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(still ? await libraryGifStill(entry) : await libraryEntryBytes(entry));
    },
  );

  const sendPng = (reply: FastifyReply, bytes: Buffer | null) => {
    if (!bytes) throw notFound('The picture');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  };

  app.get(
    PICTURE_SEARCH_PATHS.still,
    { schema: { tags: TAGS, summary: "The still first frame of a stored GIF (shown under reduced motion)", params: storedName } },
    async (request, reply) => sendPng(reply, await stillOfStoredGif(pictures, request.params.name.slice(0, 36))),
  );

  app.get(
    PICTURE_SEARCH_PATHS.thumbnail,
    { schema: { tags: TAGS, summary: 'A small still of a stored picture', params: storedName } },
    async (request, reply) => sendPng(reply, await thumbnailOfStoredPicture(pictures, request.params.name.slice(0, 36))),
  );
};

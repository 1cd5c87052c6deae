import {
  collectionResponseSchema,
  errorEnvelopeSchema,
  MESSAGES,
  PREVIEW_PATHS,
  PREVIEW_TOKEN_TTL_SECONDS,
  previewCollectionQuerySchema,
  previewTokenParamsSchema,
  previewTokenResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCollectionDetailsByGuid } from '../../db/repositories/collection-details-repository';
import { findCollectionByGuid } from '../../db/repositories/collections-repository';
import { AppError, notFound } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { requireOrganiser } from '../../plugins/auth';
import { toCollectionView } from '../../services/collection-view';
import { createPreviewToken, previewTokenSecret, verifyPreviewToken } from '../../services/preview/preview-token';

const SESSION_EXPIRED = MESSAGES['error.sessionExpired'];
const NOT_AUTHORISED = MESSAGES['error.status301'];

/**
 * The organiser's preview of the contributor screens (decision 069): a signed preview token for an
 * own collection, and the read the preview screens render from. Nothing here writes anything.
 */
export const previewRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { secret, generated } = previewTokenSecret(config.previewTokenSecret);
  if (generated && config.nodeEnv === 'production') {
    app.log.warn('PREVIEW_TOKEN_SECRET is not set: preview links are signed with a per-process secret');
  }

  app.post(
    PREVIEW_PATHS.token,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'A short-lived signed token that opens the preview of one of your collections',
        params: previewTokenParamsSchema,
        response: {
          200: previewTokenResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const organiser = request.organiser!;
      const row = await findCollectionByGuid(app.db, request.params.id);
      // Another organiser's collection reads as absent: never reveal that it exists.
      if (!row || row.isDeleted || row.organiserId !== organiser.id) throw notFound('The collection');
      const issued = createPreviewToken(secret, { collectionGuid: row.guid, organiserId: organiser.id }, PREVIEW_TOKEN_TTL_SECONDS);
      void reply.header('cache-control', 'no-store');
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
  );

  app.get(
    PREVIEW_PATHS.collection,
    {
      schema: {
        tags: ['preview'],
        summary: 'The collection as the contributor screens read it, for its organiser or a valid preview token',
        description:
          'Same shape as contribution-details. Closed and suspended collections are answered too (with their flags): ' +
          'organisers preview anything they own. 401 without a session or token, 403 for an invalid or expired token.',
        querystring: previewCollectionQuerySchema,
        response: {
          200: collectionResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { collection: guid, token } = request.query;
      const found = await findCollectionDetailsByGuid(app.db, guid);
      const live = found && !found.collection.isDeleted ? found : null;
      const organiser = request.organiser;

      const ownerBySession = Boolean(organiser && live && live.collection.organiserId === organiser.id);
      if (!ownerBySession) {
        if (token) {
          const check = verifyPreviewToken(secret, token);
          if (!check.ok || check.claims.collectionGuid !== guid) throw new AppError(403, 'forbidden', NOT_AUTHORISED);
          if (!live) throw notFound('The collection');
          if (live.collection.organiserId !== check.claims.organiserId) throw new AppError(403, 'forbidden', NOT_AUTHORISED);
        } else if (organiser) {
          throw notFound('The collection');
        } else {
          throw new AppError(401, 'unauthorized', SESSION_EXPIRED);
        }
      }
      void reply.header('cache-control', 'private, no-store');
      return toCollectionView(live!.collection, live!.card, config);
    },
  );
};

import rateLimit from '@fastify/rate-limit';
import {
  DELIVERY_PATHS as PATHS,
  errorEnvelopeSchema,
  recipientParamsSchema,
  recipientPictureResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../plugins/config';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { acceptRawImages, storePicture, uploadedPictures } from '../../services/uploads/store-picture';
import { PICTURE_UPLOAD_NOTE } from '../../services/uploads/normalise-picture';
import { MAX_UPLOAD_BYTES } from '../groupcard/message-routes';
import { loadRecipientCard } from './recipient-access';

/**
 * A person picks a picture or two for a thank-you; more than this a minute is a script, and each
 * upload writes up to 5 MB to disk.
 */
const PICTURES_PER_MINUTE = 20;

/**
 * The recipient's picture for a thank-you (decision 108). The message upload needs the collection's
 * guid and refuses a closed collection, and delivering closes it; here the private link's token is
 * the authority instead. The picture lands with the message pictures, so the thank-you's check
 * ("one of ours, still on disk"), the image route and the keepsake treat it like any other.
 * Registered by name from recipient-routes.ts (its route modules).
 * @public
 */
export const recipientPictureRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const pictures = uploadedPictures(app);
  acceptRawImages(app, MAX_UPLOAD_BYTES);
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'recipient-picture') });

  app.post(
    PATHS.recipientPicture,
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      config: { rateLimit: { max: PICTURES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipient'],
        summary: 'Upload a picture for a thank-you (PNG, JPEG, GIF or WebP, up to 5 MB, sent as the raw body)',
        description:
          'Answers the picture’s URL, to send as the thank-you’s `imageUrl`. What the file is comes from its bytes. ' +
          'An unknown, revoked or not yet delivered link answers 404 with a generic message. ' +
          PICTURE_UPLOAD_NOTE,
        params: recipientParamsSchema,
        response: {
          200: recipientPictureResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // The token first: a stranger's upload never reaches the disk.
      await loadRecipientCard(app, request.params.token);
      const { name, width, height } = await storePicture(request.body, pictures, 'file');
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { imageUrl: `/api/groupcard/images/${name}`, width, height };
    },
  );
};

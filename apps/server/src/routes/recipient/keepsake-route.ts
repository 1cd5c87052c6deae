import { PassThrough } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import { DELIVERY_PATHS as PATHS, errorEnvelopeSchema, recipientParamsSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../plugins/config';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { keepsakeFromDelivery } from '../../services/keepsake/keepsake-from-delivery';
import { picturesFromUploads } from '../../services/keepsake/keepsake-pictures';
import { writeKeepsake } from '../../services/keepsake/write-keepsake';
import { uploadedPictures } from '../../services/uploads/store-picture';
import { loadRecipientCard } from './recipient-access';

/** Writing a large card takes a couple of seconds of CPU: a few downloads a minute is plenty for a person. */
const KEEPSAKES_PER_MINUTE = 10;

/**
 * The file name a browser saves: the collection title in letters, digits, spaces, dashes and
 * underscores for the plain `filename`, and the title as written (less characters no file system
 * takes) for `filename*`.
 */
export function keepsakeDisposition(title: string): string {
  const ascii =
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'keepsake';
  const unicode = title
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  const encoded = encodeURIComponent(`${unicode || 'keepsake'}.pdf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}`;
}

/**
 * The recipient's keepsake PDF (issue 14, decision 107), streamed while it is written. Registered by
 * name from recipient-routes.ts (its route modules), hence no static import of it.
 * @public
 */
export const keepsakeRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const readPicture = picturesFromUploads(uploadedPictures(app));
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'keepsake') });

  app.get(
    PATHS.recipientKeepsake,
    {
      config: { rateLimit: { max: KEEPSAKES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipient'],
        summary: 'The card as a PDF keepsake: A4 for AU, US Letter for US, streamed',
        description:
          'The cover, then every visible message with its picture (PNG and JPEG drawn; GIF and WebP as a labelled ' +
          'placeholder). An unknown, revoked or not yet delivered link answers 404 with a generic message.',
        params: recipientParamsSchema,
        response: {
          200: z.unknown().describe('The PDF (application/pdf), sent as it is written'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const access = await loadRecipientCard(app, request.params.token);
      void reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', keepsakeDisposition(access.collection.title))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      // HEAD (answered by this handler too) gets the headers without the work of writing the PDF.
      if (request.method === 'HEAD') return reply.send();
      const out = new PassThrough();
      // Headers go before the first byte; a failure after that can only cut the download short.
      writeKeepsake(keepsakeFromDelivery(app.db, access), out, { readPicture }).catch((error: unknown) => {
        request.log.error({ err: error }, 'keepsake PDF failed while streaming');
      });
      return reply.send(out);
    },
  );
};

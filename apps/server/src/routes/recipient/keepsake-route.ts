import rateLimit from '@fastify/rate-limit';
import { DELIVERY_PATHS as PATHS, errorEnvelopeSchema, recipientParamsSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../plugins/config';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { keepsakePool } from '../../services/keepsake/keepsake-pool';
import { singleFlight } from '../../services/keepsake/single-flight';
import { keepsakeVersion, StoredKeepsakes } from '../../services/keepsake/stored-keepsakes';
import { ifNoneMatchHits } from '../../services/read-cache/if-none-match';
import { loadRecipientCard } from './recipient-access';

/**
 * A person downloads a keepsake a few times at most; writing a new version takes seconds of a worker's
 * CPU, and a stored one megabytes of bandwidth.
 */
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
 * The recipient's keepsake PDF (issue 14, decisions 107 and 134). Written once per card version by
 * the worker pool, off the event loop, stored beside the uploads and streamed from there; a second
 * download of the same version reads the stored file, and one that arrives while it is being
 * written waits for that write. Registered by name from recipient-routes.ts (its route modules),
 * hence no static import of it.
 * @public
 */
export const keepsakeRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const pool = keepsakePool(config.keepsake);
  const keepsakes = new StoredKeepsakes(app, config, pool);
  // The versions are kept in memory until the database announces a move (decision 171), so a
  // download asks the database one question (the token), not two.
  const readHead = singleFlight((guid) => app.readHeads.get(guid));
  // Downloads of one link arriving together share its lookup. The card a write reads is looked up
  // again after the version (the reload below), never shared.
  const openLink = singleFlight((token) => loadRecipientCard(app, token));
  app.addHook('onClose', () => pool.close());
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'keepsake') });

  app.get(
    PATHS.recipientKeepsake,
    {
      config: { rateLimit: { max: KEEPSAKES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipient'],
        summary: 'The card as a PDF keepsake: A4 for AU, US Letter for US',
        description:
          'The cover, then every visible message with its picture (PNG and JPEG drawn; GIF and WebP as a labelled ' +
          'placeholder). Written once per version of the card and stored; sent with an ETag that changes with the ' +
          'card, so a conditional request answers 304. An unknown, revoked or not yet delivered link answers 404 with ' +
          'a generic message; 503 when too many keepsakes are waiting to be written.',
        params: recipientParamsSchema,
        response: {
          200: z.unknown().describe('The PDF (application/pdf)'),
          304: z.unknown().describe('Not modified: the card has not changed since the ETag sent'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const access = await openLink(token);
      const version = await keepsakeVersion(readHead, access);
      void reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', keepsakeDisposition(access.collection.title))
        // The link is a secret: only the recipient's browser keeps a copy, and asks again each time.
        .header('cache-control', 'private, no-cache')
        .header('etag', version.etag)
        .header('referrer-policy', 'no-referrer');
      if (ifNoneMatchHits(request.headers['if-none-match'], version.etag)) return reply.code(304).send();
      // HEAD (answered by this handler too) gets the headers without the work of writing the PDF.
      if (request.method === 'HEAD') return reply.send();
      const stored = await keepsakes.open(version, () => loadRecipientCard(app, token));
      return reply.header('content-length', stored.size).send(stored.body);
    },
  );
};

import { errorEnvelopeSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { COVER_ART_ROUTE, coverArtOfFile, coverArtPng } from '../../services/cover-art/cover-art-png';

const YEAR_S = 31_536_000;
const DAY_S = 86_400;

/**
 * The cover illustrations as PNGs, for the delivery mail (decision 110). Public: the drawings are the
 * same for everyone and say nothing of any card. The current file name is immutable; an older one
 * (a mail sent before a drawing changed) gets today's drawing, cached for a day.
 */
export const coverArtRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COVER_ART_ROUTE,
    {
      schema: {
        tags: ['delivery'],
        summary: 'A cover illustration as a PNG (960 × 720), for mail',
        params: z.object({
          file: z.string().max(80).describe('`<art>-<hash>.png`, as the delivery mail links it'),
        }),
        response: { 200: z.unknown().describe('The picture (image/png)'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const found = coverArtOfFile(request.params.file);
      if (!found) throw notFound('This picture');
      const png = await coverArtPng(found.art);
      return (
        reply
          .type('image/png')
          .header(
            'cache-control',
            found.current ? `public, max-age=${YEAR_S}, immutable` : `public, max-age=${DAY_S}`,
          )
          // Webmail shows it from its own site: a same-site resource policy would blank it there.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(png)
      );
    },
  );
};

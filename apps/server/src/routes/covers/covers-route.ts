import rateLimit from '@fastify/rate-limit';
import { COVER_DESIGNS, COVER_FILE, coverPreviewQuerySchema, errorEnvelopeSchema } from '@groupgift/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { coverPlanForGuid, coverPngOf, coverSvgOf } from '../../services/covers/collection-cover';
import { coverPhotosFrom } from '../../services/covers/cover-photo';
import { coverHash, coverAlt, type CoverPlan } from '../../services/covers/cover-plan';
import { uploadedPictures } from '../../services/uploads/store-picture';

export const COVER_PATHS = {
  preview: '/api/covers/preview.:format',
  saved: '/api/covers/:file',
} as const;

const YEAR_S = 31_536_000;
/** A preview changes as the organiser types: kept briefly, so going back and forth costs nothing. */
const PREVIEW_S = 300;
/** An older hash (a mail or link preview made before the cover changed) gets today's cover, for an hour. */
const STALE_S = 3_600;
/** Composing a preview sets arbitrary words: the most one address may ask for a minute. */
const PREVIEWS_PER_MINUTE = 240;
const SAVED_PER_MINUTE = 300;

const formatSchema = z.enum(['svg', 'png']);

// An SVG we serve is shown as a picture; as a document it may run nothing and load nothing but itself.
const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

async function send(
  reply: FastifyReply,
  plan: CoverPlan,
  kind: 'svg' | 'png' | 'social',
  photos: Parameters<typeof coverSvgOf>[1],
  cacheControl: string,
): Promise<FastifyReply> {
  void reply.header('cache-control', cacheControl).header('x-cover-hash', plan.hash);
  if (kind === 'svg') {
    return reply.type('image/svg+xml; charset=utf-8').header('content-security-policy', SVG_POLICY).send(await coverSvgOf(plan, photos));
  }
  const png = await coverPngOf(plan, kind === 'social' ? 'social' : 'cover', photos);
  // Webmail and link previews load it from their own sites: a same-site resource policy would blank it.
  return reply.type('image/png').header('cross-origin-resource-policy', 'cross-origin').send(png);
}

/**
 * The covers as the server draws them (issue 31, decisions 148 and 149): a design with unsaved words
 * (the organiser's live preview), and a collection's saved cover at an address naming its hash.
 * Public: a cover shows what the invitation link already shows to anyone who has it.
 */
export const coversRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, 'covers') });
  const photos = coverPhotosFrom(uploadedPictures(app));

  app.get(
    COVER_PATHS.preview,
    {
      config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['covers'],
        summary: 'A cover design with the given words, as SVG or PNG (2×): the organiser’s live preview',
        params: z.object({ format: formatSchema }),
        querystring: coverPreviewQuerySchema,
        response: { 200: z.unknown().describe('The cover (image/svg+xml or image/png)'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { design: id, title, name } = request.query;
      const design = COVER_DESIGNS.find((d) => d.id === id);
      if (!design) throw notFound('This cover design');
      const words = { title, name };
      const plan: CoverPlan = { collectionGuid: '', design, words, imageUrl: null, alt: coverAlt(words), hash: coverHash(design, words, null) };
      return send(reply, plan, request.params.format, null, `public, max-age=${PREVIEW_S}`);
    },
  );

  app.get(
    COVER_PATHS.saved,
    {
      config: { rateLimit: { max: SAVED_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['covers'],
        summary: 'A collection’s cover: `<collectionGuid>-<hash>.svg`, `.png` (2×) or `-og.png` (1200 × 630 social preview)',
        params: z.object({ file: z.string().max(80) }),
        response: { 200: z.unknown().describe('The cover (image/svg+xml or image/png)'), 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const match = COVER_FILE.exec(request.params.file);
      if (!match) throw notFound('This cover');
      const [, guid, hash, og, format] = match;
      const plan = await coverPlanForGuid(app.db, guid!);
      if (!plan) throw notFound('This cover');
      const current = plan.hash === hash;
      const kind = og ? (format === 'png' ? 'social' : null) : (format as 'svg' | 'png');
      if (!kind) throw notFound('This cover');
      return send(reply, plan, kind, photos, current ? `public, max-age=${YEAR_S}, immutable` : `public, max-age=${STALE_S}`);
    },
  );
};

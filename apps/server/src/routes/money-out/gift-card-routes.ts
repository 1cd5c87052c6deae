import { errorEnvelopeSchema, GIFT_CARD_PATHS, giftCardBrandsResponseSchema } from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { sandboxGiftCardLogo } from '../../payment-providers/sandbox/gift-card-catalogue';

const tags = ['money-out'];

async function logoPng(svg: string): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  return (await renderAsync(svg, { fitTo: { mode: 'width', value: 240 } })).asPng();
}

/**
 * The gift-card catalogue (issue 33): the brands a market offers, public (the same for everyone, no
 * secrets), cached briefly by browsers; and the sandbox's drawn logos, only while the sandbox issues
 * gift cards (a production start with Tremendous shows its own logo URLs).
 */
export const giftCardRoutes: FastifyPluginAsyncZod<{ sandboxLogos: boolean }> = async (app, options) => {
  app.get(
    GIFT_CARD_PATHS.brands,
    {
      schema: {
        tags,
        summary: 'Gift-card brands offered in a market',
        params: z.object({ market: z.enum(['AU', 'US'], { error: 'Choose AU or US' }) }),
        response: { 200: giftCardBrandsResponseSchema, 400: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const brands = await app.redemptions.giftCardBrands(request.params.market);
      void reply.header('cache-control', 'public, max-age=300');
      return { brands };
    },
  );

  if (!options.sandboxLogos) return;
  app.get(
    GIFT_CARD_PATHS.logo,
    { schema: { tags, summary: 'A sample brand’s drawn logo (sandbox)', params: z.object({ brandId: z.string().max(120) }) } },
    async (request, reply) => {
      const name = request.params.brandId;
      const svg = sandboxGiftCardLogo(name.replace(/\.(svg|png)$/, ''));
      if (!svg) throw notFound('The logo');
      // Mail clients drop SVG: the mail asks for the same drawing as PNG.
      if (name.endsWith('.png')) return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(await logoPng(svg));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};

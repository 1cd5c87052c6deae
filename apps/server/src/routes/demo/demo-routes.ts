import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_COLLECTIONS, DEMO_MARKETS } from '../../db/seed/demo-collections';
import { DEMO_ORGANISER_GUID, demoCollectionGuid } from '../../db/seed/demo-ids';
import { renderDemoPage } from './demo-page';

const demoCollectionSchema = z.object({
  collectionGuid: z.uuid(),
  market: z.enum(['US', 'AU']),
  setupType: z.string(),
  title: z.string(),
  shows: z.string(),
  url: z.string(),
});
export type DemoCollectionLink = z.infer<typeof demoCollectionSchema>;

const demoListSchema = z.object({
  organiser: z.object({ userId: z.uuid(), packPaymentUrl: z.string() }),
  collections: z.array(demoCollectionSchema),
});

export function demoLinks(): z.infer<typeof demoListSchema> {
  return {
    organiser: {
      userId: DEMO_ORGANISER_GUID,
      packPaymentUrl: `/payment?packpayment=true&userid=${DEMO_ORGANISER_GUID}`,
    },
    collections: DEMO_MARKETS.flatMap((market) =>
      DEMO_COLLECTIONS.map((c) => {
        const guid = demoCollectionGuid(market, c.nn);
        return {
          collectionGuid: guid,
          market,
          setupType: c.setupType,
          title: c.title,
          shows: c.shows,
          url: `/contribute/${guid}`,
        };
      }),
    ),
  };
}

/** Only registered while demo data is on; otherwise both paths are plain 404s. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo/collections',
    {
      schema: {
        tags: ['demo'],
        summary: 'The demo collections (only while demo data is on)',
        response: { 200: demoListSchema },
      },
    },
    async () => demoLinks(),
  );

  app.get('/demo', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderDemoPage(demoLinks())),
  );
};

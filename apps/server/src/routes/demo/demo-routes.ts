import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoLinks, demoListSchema } from './demo-links';
import { renderDemoPage } from './demo-page';

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

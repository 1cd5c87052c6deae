import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@groupgift/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Config } from '../../plugins/config';
import { LEGAL_DOCUMENTS, LEGAL_MARKETS, loadLegalPage } from '../../services/legal/legal-documents';

const legalPageSchema = z.object({
  market: z.enum(LEGAL_MARKETS),
  document: z.enum(LEGAL_DOCUMENTS),
  title: z.string(),
  html: z.string(),
});

/**
 * The terms and privacy pages per market (decision 138): the operator's Markdown, rendered here with
 * every character escaped, for the /terms and /privacy screens of the web app.
 */
export const legalRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/legal/:document',
    {
      schema: {
        tags: ['legal'],
        summary: 'The terms and conditions or the privacy policy of a market, as safe HTML',
        params: z.object({ document: z.enum(LEGAL_DOCUMENTS) }),
        querystring: z.object({ market: z.enum(LEGAL_MARKETS).default('AU') }),
        response: { 200: legalPageSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const page = await loadLegalPage(config.legal, request.query.market, request.params.document);
      if (!page) throw new AppError(404, 'not_found', 'This page was not found.');
      void reply.header('cache-control', 'public, max-age=300');
      return page;
    },
  );
};

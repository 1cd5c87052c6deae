import {
  collectionGuidParamsSchema,
  errorEnvelopeSchema,
  MONEY_OUT_PATHS as PATHS,
  collectionTimeZone,
  statementResponseSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDateTime, statementCsv } from '../../services/ledger/statement-csv';
import { statement } from '../../services/ledger/statement';
import { loadOwnedCollection } from '../organiser-activity/load-owned-collection';

const tags = ['organiser'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** `statement-<title slug>-<YYYY-MM-DD>.csv`: the title in plain letters, the day in the market's zone. */
export function statementFileName(title: string, now: Date, timeZone: string): string {
  const slug =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'collection';
  return `statement-${slug}-${localDateTime(now.toISOString(), timeZone).slice(0, 10)}.csv`;
}

/**
 * The organiser's statement of a collection's money (issue 15, decision 111): every movement with its
 * running balance, as JSON for the page and as CSV for a spreadsheet. Another organiser's collection is
 * a 404 (never reveal it exists); no caching, as every payment moves it.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.statement,
    {
      schema: {
        tags,
        summary: "Every movement of the collection's money with its running balance",
        description: 'Contributions, absorbed fees, the charity share, refunds, payouts and gift cards, oldest first.',
        params: collectionGuidParamsSchema,
        response: { 200: statementResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      void reply.header('cache-control', 'no-store');
      return statement(app.db, collection);
    },
  );

  app.get(
    PATHS.statementCsv,
    {
      schema: {
        tags,
        summary: 'The same statement as a CSV file',
        description:
          "RFC 4180 with a header row; dates on the wall clock of the collection's time zone, with its abbreviation in the last column; amounts as plain decimals; text that a spreadsheet would run as a formula is prefixed with '.",
        params: collectionGuidParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const collection = await loadOwnedCollection(app.db, request, request.params.id);
      const timeZone = collectionTimeZone(collection);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(collection.title, new Date(), timeZone)}"`)
        .send(statementCsv(await statement(app.db, collection)));
    },
  );
};

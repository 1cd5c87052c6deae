import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@groupgift/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: errorEnvelopeSchema },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unavailable');
        throw new AppError(503, 'service_unavailable', 'The database is unavailable.');
      }
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};

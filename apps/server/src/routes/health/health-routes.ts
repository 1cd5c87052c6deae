import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@groupgift/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
});

const readySchema = z.object({ status: z.literal('ready') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const pingDatabase = async () => {
    try {
      await app.database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable');
      throw new AppError(503, 'service_unavailable', 'The database is unavailable.');
    }
  };

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description: 'Stays 200 while the server drains for shutdown: it is alive, just not taking new work.',
        response: { 200: healthSchema, 503: errorEnvelopeSchema },
      },
    },
    async () => {
      await pingDatabase();
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for a proxy or load balancer: 503 once the server drains for shutdown (decision 117)',
        response: { 200: readySchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      // Never cached: the answer changes the moment a shutdown starts.
      void reply.header('cache-control', 'no-store');
      if (app.readiness.draining) throw new AppError(503, 'service_unavailable', 'This server is shutting down.');
      await pingDatabase();
      return { status: 'ready' as const };
    },
  );
};

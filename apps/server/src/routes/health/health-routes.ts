import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@groupgift/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { redisState } from '../../plugins/redis';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
});

// Redis down still means ready (decision 133): limits count per server and reads come from the
// database meanwhile. `redis` is there for monitoring to alert on, not for the proxy to act on.
const readySchema = z.object({ status: z.literal('ready'), redis: z.enum(['none', 'ok', 'down']) });

const liveSchema = z.object({ status: z.literal('alive') });

/** A database that has not answered the ping by then counts as away: a proxy check must not hang. */
const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const pingDatabase = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unavailable');
      throw new AppError(503, 'service_unavailable', 'The database is unavailable.');
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description:
          'Stays 200 while the server drains for shutdown: it is alive, just not taking new work. 503 while the database is unreachable: for monitoring; an orchestrator restarting servers should probe /api/health/live instead.',
        response: { 200: healthSchema, 503: errorEnvelopeSchema },
      },
    },
    async () => {
      await pingDatabase();
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the process answers at all (decision 133): for an orchestrator deciding to restart it',
        description:
          'Asks neither the database nor Redis: restarting a server does not bring a database back, and would turn one database restart into every server restarting.',
        response: { 200: liveSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'alive' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for a proxy or load balancer: 503 once the server drains for shutdown (decision 117) and while the database is unreachable (decision 133)',
        description: 'Redis being away does not make a server unready: `redis: "down"` reports it for monitoring.',
        response: { 200: readySchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      // Never cached: the answer changes the moment a shutdown starts.
      void reply.header('cache-control', 'no-store');
      if (app.readiness.draining) throw new AppError(503, 'service_unavailable', 'This server is shutting down.');
      await pingDatabase();
      return { status: 'ready' as const, redis: await redisState(app.redis) };
    },
  );
};

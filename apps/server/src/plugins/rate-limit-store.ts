import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Where a @fastify/rate-limit registration keeps its counters (decision 116): in the shared Redis when
 * there is one, so a limit of 10 stays 10 across every server; in this process's memory otherwise.
 * `scope` names the registration: each has its own counters, as each had its own memory store.
 *
 * If Redis fails mid-request the limit lets the request through (and ioredis reconnects): Redis
 * holds nothing that cannot be lost, and a short outage must not take logins down with it.
 */
export function rateLimitStore(
  app: FastifyInstance,
  scope: string,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  if (!app.redis) return {};
  return { redis: app.redis, nameSpace: `rate-limit:${scope}:`, skipOnError: true };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared Redis (REDIS_URL; decision 116), or null on a single server without one. Holds only
     * what may be lost: rate-limit counters, the read cache, server presence. Every key starts with
     * config.redisKeyPrefix (ioredis adds it to commands; channel names do not get it, so add it).
     */
    redis: Redis | null;
  }
}

export type RedisPluginOptions = { config: Config };

/** REDIS_URL without its password, for messages and logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export const redisPlugin = fp(
  async function redis(app: FastifyInstance, options: RedisPluginOptions) {
    const { redisUrl, redisKeyPrefix } = options.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(redisUrl, {
      lazyConnect: true,
      keyPrefix: redisKeyPrefix,
      connectionName: 'groupgift',
      // A command waits through a short outage, then fails instead of queueing forever: the callers
      // (rate limits, cache) decide what a missing Redis means for them.
      maxRetriesPerRequest: 3,
    });
    // Without a listener ioredis prints every reconnect failure; log them once per outage instead.
    let started = false;
    let down = false;
    let lastError: Error | undefined;
    client.on('error', (err) => {
      lastError = err;
      if (started && !down) app.log.warn({ err }, 'redis: connection lost; reconnecting');
      down = true;
    });
    client.on('ready', () => {
      if (down) app.log.info('redis: connection back');
      down = false;
    });
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      // A wrong REDIS_URL stops the start, like a wrong DATABASE_URL, rather than splitting state later.
      throw new Error(`REDIS_URL: cannot connect to ${redactedUrl(redisUrl)} (${(lastError ?? (error as Error)).message})`, {
        cause: error,
      });
    }
    started = true;
    app.decorate('redis', client);
    // Registered right after the database, so it closes just before it: after routes and jobs stop.
    app.addHook('onClose', async () => {
      if (client.status === 'end') return;
      const ended = new Promise((resolve) => client.once('end', resolve));
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
      await ended;
    });
  },
  { name: 'redis' },
);

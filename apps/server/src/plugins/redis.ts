import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { countRedisCommands } from '../telemetry/redis-commands';
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

/** A command the connected Redis has not answered by then is failed: its answers take a millisecond. */
const COMMAND_TIMEOUT_MS = 250;

/** The messages ioredis fails commands with when Redis is away (its errors carry no code). */
const OUTAGE_MESSAGES = [
  'Connection is closed.',
  "Stream isn't writeable",
  'Command timed out',
  'Reached the max retries per request limit',
];

/** Whether `error` says Redis is unreachable (not that a command was wrong): an outage, not a bug. */
export function isRedisOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return OUTAGE_MESSAGES.some((text) => error.message.startsWith(text));
}

/**
 * What readiness says about Redis: none configured, answering, or away (the server still serves).
 * Connected is not enough: a hung Redis keeps its connection, so it must answer a PING in time.
 */
export async function redisState(client: Redis | null): Promise<'none' | 'ok' | 'down'> {
  if (!client) return 'none';
  if (client.status !== 'ready') return 'down';
  try {
    await client.ping();
    return 'ok';
  } catch {
    return 'down';
  }
}

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
      // While disconnected a command fails at once rather than waiting in a queue for the reconnect
      // (decision 133): the callers (limits, the read cache, presence) fall back to what they have
      // without it. A hung server is cut off by the timeout; the client keeps reconnecting meanwhile.
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
    });
    countRedisCommands(client);
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

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { ConfigError } from './config-error';
import { secretsConflict, summariseSecrets, type SecretsSummary } from './shared-secrets';

/*
 * Which servers of this site are alive (decision 116): a sorted set in Redis, each server's id scored
 * with the time its entry lapses, refreshed by a heartbeat. A server that dies stops refreshing and
 * drops out after PRESENCE_TTL_MS; one that shuts down removes itself. Without Redis a server sees
 * no others (one server, or a misconfigured site: the rate limits would not be shared either).
 */
const PRESENCE_TTL_MS = 15_000;
const HEARTBEAT_MS = 5_000;
const SET = 'servers';
const detailsKey = (id: string) => `servers:${id}`;

type Presence = { id: string; secrets: SecretsSummary };

/** How many servers of this site are alive now, this one included; without Redis a server sees itself alone. */
export async function serversSeen(redis: Redis | null): Promise<number> {
  return redis ? redis.zcount(SET, Date.now(), '+inf') : 1;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's id among the site's servers (host, process, random part). */
    serverId: string;
  }
}

export const serverPresencePlugin = fp(
  async function serverPresence(app: FastifyInstance, options: { config: Config }) {
    const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    app.decorate('serverId', id);
    const redis = app.redis;
    if (!redis) return;
    const mine: Presence = { id, secrets: summariseSecrets(options.config) };

    const announce = async () => {
      const now = Date.now();
      await redis
        .multi()
        .zadd(SET, now + PRESENCE_TTL_MS, id)
        .set(detailsKey(id), JSON.stringify(mine), 'PX', PRESENCE_TTL_MS)
        .zremrangebyscore(SET, '-inf', now)
        .exec();
    };
    const others = async (): Promise<Presence[]> => {
      const ids = (await redis.zrangebyscore(SET, Date.now(), '+inf')).filter((other) => other !== id);
      if (ids.length === 0) return [];
      const details = await redis.mget(ids.map(detailsKey));
      return details.flatMap((text, i) => (text ? [JSON.parse(text) as Presence] : [{ id: ids[i]!, secrets: { unset: [], fingerprints: {} } }]));
    };
    const leave = async () => {
      await redis.multi().zrem(SET, id).del(detailsKey(id)).exec();
    };

    // Announce first, then look: two servers starting at once each see the other and both refuse,
    // rather than both missing each other.
    await announce();
    const conflict = secretsConflict(mine.secrets, await others());
    if (conflict) {
      await leave();
      // The start fails and the app never closes: let go of Redis here.
      redis.disconnect();
      const variable = conflict.split(' ')[0]!;
      throw new ConfigError([{ variable, message: conflict.slice(variable.length + 1) }]);
    }

    let warned = false;
    const heartbeat = setInterval(() => {
      // Redis away: the redis plugin has said so once; the entry lapses and comes back with it.
      if (redis.status !== 'ready') return;
      void (async () => {
        await announce();
        // A server that joined later with other secrets cannot be stopped from here; say so loudly.
        const later = secretsConflict(mine.secrets, await others());
        if (later && !warned) app.log.error({ conflict: later }, 'servers disagree on a shared secret');
        warned = Boolean(later);
      })().catch((error: unknown) => app.log.warn({ err: error }, 'presence heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();

    // preClose: leave before draining, so a server starting meanwhile does not count this one.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      await leave().catch(() => undefined);
    });
  },
  { name: 'server-presence', dependencies: ['redis'] },
);

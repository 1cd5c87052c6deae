import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { LimitCounter } from '../services/limits/limit-counter';

/** A @fastify/rate-limit store over one LimitCounter; each route or createRateLimit gets its own keys. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: LimitCounter,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
    this.counter.hit(`${this.prefix}${key}`, timeWindow ?? 60_000).then(
      (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
      (error: Error) => callback(error),
    );
  }

  // Typed as route options; what the plugin passes is its merged settings, with the route in routeInfo.
  child(routeOptions: object): FastifyRateLimitStore {
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
    return new FallbackStore(this.counter, `${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}-`);
  }
}

/**
 * Where a @fastify/rate-limit registration keeps its counters (decisions 116 and 133): in the shared
 * Redis when there is one, so a limit of 10 stays 10 across every server; in this process's memory
 * otherwise. `scope` names the registration: each has its own counters, as each had its own memory
 * store.
 *
 * While Redis is unreachable the counters fall back to this process's memory (LimitCounter): the
 * limit still holds, per server, and a limited call never waits on a reconnect. Redis holds nothing
 * that cannot be lost.
 */
export function rateLimitStore(app: FastifyInstance, scope: string): Pick<RateLimitPluginOptions, 'store'> {
  if (!app.redis) return {};
  const counter = new LimitCounter(app.redis, `rate-limit:${scope}:`);
  // The plugin constructs the store itself; a constructor that returns an object yields that object.
  const store = function Store() {
    return new FallbackStore(counter);
  } as unknown as FastifyRateLimitStoreCtor;
  return { store };
}

import type { Redis } from 'ioredis';

/** One counted event: how many in the key's window so far (this one included), and when it resets. */
export type LimitHit = { count: number; ttlMs: number; shared: boolean };

/** After a Redis command failed with the connection still up (a hung server), memory for this long. */
const SUSPECT_MS = 5_000;
/** Keys a process remembers while Redis is away; past this the least recently hit are forgotten. */
const DEFAULT_MAX_KEYS = 10_000;

// INCR, and start the window on the first hit. Returns the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

type Window = { count: number; resetsAt: number };
type LimitRedis = Redis & { limitHit?: (key: string, windowMs: number) => Promise<[number, number]> };

/**
 * Fixed-window counters for limits (decision 133): in the shared Redis when it answers, so a limit
 * holds across every server (decision 116); in this process's memory while it does not, so a limit
 * never fails open and never waits on a reconnect. The Redis client must not queue commands while
 * disconnected (plugins/redis.ts), so an outage costs nothing per call.
 *
 * Counts made in memory during an outage still count once Redis is back, for the rest of their
 * window: the shared count plus this process's. Anything that limits attempts can use one of these
 * (the rate-limit store of every @fastify/rate-limit registration does): make one per kind of limit
 * when the plugin starts, not one per request (each listens to the client), and give it a namespace
 * of its own, e.g. `new LimitCounter(app.redis, 'velocity:')` then `hit('address:' + ip, 600_000)`.
 */
export class LimitCounter {
  private readonly memory = new Map<string, Window>();
  private suspectUntil = 0;

  constructor(
    private readonly redis: Redis | null,
    /** Starts every key (after the site's Redis prefix): one counter's keys never meet another's. */
    private readonly namespace: string,
    private readonly options: { maxKeys?: number; now?: () => number } = {},
  ) {
    // Back and answering: trust it again at once.
    redis?.on('ready', () => {
      this.suspectUntil = 0;
    });
  }

  async hit(key: string, windowMs: number): Promise<LimitHit> {
    const shared = await this.sharedHit(key, windowMs);
    if (!shared) return { ...this.memoryHit(key, windowMs), shared: false };
    const local = this.alive(key);
    if (!local) return { ...shared, shared: true };
    return { count: shared.count + local.count, ttlMs: Math.max(shared.ttlMs, local.resetsAt - this.now()), shared: true };
  }

  /** Whether the next hit goes to Redis: it is connected and has not just failed. */
  get usingRedis(): boolean {
    return this.redis?.status === 'ready' && this.now() >= this.suspectUntil;
  }

  private async sharedHit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number } | undefined> {
    const redis = this.redis as LimitRedis | null;
    if (!redis || !this.usingRedis) return undefined;
    if (!redis.limitHit) redis.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    try {
      const [count, ttlMs] = await redis.limitHit!(`${this.namespace}${key}`, windowMs);
      return { count, ttlMs };
    } catch {
      // Closed, timed out or refused: the caller must not wait on it again for a while.
      this.suspectUntil = this.now() + SUSPECT_MS;
      return undefined;
    }
  }

  private memoryHit(key: string, windowMs: number): { count: number; ttlMs: number } {
    const now = this.now();
    const window = this.alive(key) ?? { count: 0, resetsAt: now + windowMs };
    window.count += 1;
    // Re-inserted, so the map's order is least recently hit first.
    this.memory.delete(key);
    this.memory.set(key, window);
    const max = this.options.maxKeys ?? DEFAULT_MAX_KEYS;
    while (this.memory.size > max) this.memory.delete(this.memory.keys().next().value!);
    return { count: window.count, ttlMs: window.resetsAt - now };
  }

  private alive(key: string): Window | undefined {
    const window = this.memory.get(key);
    if (!window) return undefined;
    if (window.resetsAt > this.now()) return window;
    this.memory.delete(key);
    return undefined;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

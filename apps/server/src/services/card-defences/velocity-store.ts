import type { Redis } from 'ioredis';

/**
 * Sliding-window sets for the card-testing defences (decision 132): each key holds members with the
 * time they were added; a count is the members added within its window. A member added again moves
 * to now, so a set of collection ids counts distinct collections. In the shared Redis when there is
 * one (every server sees the same counts), in this process's memory otherwise.
 */
export interface VelocityStore {
  /** Adds (or refreshes) each member, then answers each key's count within its window, in order. */
  add(entries: readonly VelocityEntry[], now: number): Promise<number[]>;
  /** The count within each window, in order. */
  count(queries: readonly VelocityQuery[], now: number): Promise<number[]>;
  /** Moves members out of (and optionally into another) set in one step: an attempt's outcome. */
  move(moves: readonly VelocityMove[], now: number): Promise<void>;
  /** Sets the flag if it is not set; true when this call set it (the one caller that acts). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds the flag has left; 0 when unset. */
  flagLeftMs(key: string): Promise<number>;
  /** Forgets whole sets (a tripped breaker starts its next window afresh). */
  clear(keys: readonly string[]): Promise<void>;
}

export type VelocityQuery = { key: string; windowMs: number };
export type VelocityEntry = VelocityQuery & { member: string };
export type VelocityMove = { from: string; member: string; to?: VelocityQuery };

/** Per-process sets: exact for one server, and what the limits fall back to without Redis. */
export class MemoryVelocityStore implements VelocityStore {
  private readonly sets = new Map<string, { windowMs: number; members: Map<string, number> }>();
  private readonly flags = new Map<string, number>();
  private writes = 0;

  async add(entries: readonly VelocityEntry[], now: number): Promise<number[]> {
    return entries.map((e) => {
      const set = this.setOf(e.key, e.windowMs);
      set.members.delete(e.member);
      set.members.set(e.member, now);
      this.sweepSometimes(now);
      return this.prune(e.key, e.windowMs, now);
    });
  }

  async count(queries: readonly VelocityQuery[], now: number): Promise<number[]> {
    return queries.map((q) => this.prune(q.key, q.windowMs, now));
  }

  async move(moves: readonly VelocityMove[], now: number): Promise<void> {
    for (const m of moves) {
      this.sets.get(m.from)?.members.delete(m.member);
      if (m.to) await this.add([{ ...m.to, member: m.member }], now);
    }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    if (this.flagLeftMsNow(key) > 0) return false;
    this.flags.set(key, Date.now() + ttlMs);
    return true;
  }

  async flagLeftMs(key: string): Promise<number> {
    return this.flagLeftMsNow(key);
  }

  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.sets.delete(key);
  }

  private flagLeftMsNow(key: string): number {
    const until = this.flags.get(key);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left <= 0) this.flags.delete(key);
    return Math.max(0, left);
  }

  private setOf(key: string, windowMs: number) {
    let set = this.sets.get(key);
    if (!set) {
      set = { windowMs, members: new Map() };
      this.sets.set(key, set);
    }
    set.windowMs = Math.max(set.windowMs, windowMs);
    return set;
  }

  /** Members are kept in the order they were added, so the old ones are at the front. */
  private prune(key: string, windowMs: number, now: number): number {
    const set = this.sets.get(key);
    if (!set) return 0;
    let inWindow = 0;
    for (const [member, at] of set.members) {
      if (at > now - set.windowMs) {
        if (at > now - windowMs) inWindow += 1;
        continue;
      }
      set.members.delete(member);
    }
    if (set.members.size === 0) this.sets.delete(key);
    return inWindow;
  }

  /** A bot spreading over many addresses leaves many small sets: every so often drop the stale ones. */
  private sweepSometimes(now: number): void {
    this.writes += 1;
    if (this.writes % 1000 !== 0) return;
    for (const key of [...this.sets.keys()]) this.prune(key, 0, now);
    for (const key of [...this.flags.keys()]) this.flagLeftMsNow(key);
  }
}

/** The same sets as sorted sets in the shared Redis (scores are times), every key under `card-defences:`. */
export class RedisVelocityStore implements VelocityStore {
  constructor(private readonly redis: Redis) {}

  async add(entries: readonly VelocityEntry[], now: number): Promise<number[]> {
    const multi = this.redis.multi();
    for (const e of entries) {
      const key = this.k(e.key);
      multi.zremrangebyscore(key, '-inf', now - e.windowMs).zadd(key, now, e.member).zcard(key).pexpire(key, e.windowMs);
    }
    const replies = await multi.exec();
    return entries.map((_, i) => Number(checked(replies, i * 4 + 2)));
  }

  async count(queries: readonly VelocityQuery[], now: number): Promise<number[]> {
    const multi = this.redis.multi();
    for (const q of queries) multi.zcount(this.k(q.key), `(${now - q.windowMs}`, '+inf');
    const replies = await multi.exec();
    return queries.map((_, i) => Number(checked(replies, i)));
  }

  async move(moves: readonly VelocityMove[], now: number): Promise<void> {
    const multi = this.redis.multi();
    for (const m of moves) {
      multi.zrem(this.k(m.from), m.member);
      if (m.to) {
        const key = this.k(m.to.key);
        multi.zremrangebyscore(key, '-inf', now - m.to.windowMs).zadd(key, now, m.member).pexpire(key, m.to.windowMs);
      }
    }
    const replies = await multi.exec();
    replies?.forEach((_, i) => checked(replies, i));
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.k(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async flagLeftMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.k(key)));
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.k(key)));
  }

  // ioredis puts the site's REDIS_KEY_PREFIX in front of this.
  private k(key: string): string {
    return `card-defences:${key}`;
  }
}

function checked(replies: [Error | null, unknown][] | null, index: number): unknown {
  const reply = replies?.[index];
  if (!reply) throw new Error('redis: the transaction was discarded');
  if (reply[0]) throw reply[0];
  return reply[1];
}

/**
 * Redis when configured; if a Redis call fails the limits fall back to this process's counters for
 * that call (never open): a short outage weakens the limits to per-server, it does not remove them.
 */
export class FallbackVelocityStore implements VelocityStore {
  constructor(
    private readonly primary: VelocityStore,
    private readonly fallback: VelocityStore,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  add(entries: readonly VelocityEntry[], now: number) {
    return this.either((s) => s.add(entries, now));
  }
  count(queries: readonly VelocityQuery[], now: number) {
    return this.either((s) => s.count(queries, now));
  }
  move(moves: readonly VelocityMove[], now: number) {
    return this.either((s) => s.move(moves, now));
  }
  claim(key: string, ttlMs: number) {
    return this.either((s) => s.claim(key, ttlMs));
  }
  flagLeftMs(key: string) {
    return this.either((s) => s.flagLeftMs(key));
  }
  clear(keys: readonly string[]) {
    return this.either((s) => s.clear(keys));
  }

  private async either<T>(call: (store: VelocityStore) => Promise<T>): Promise<T> {
    try {
      return await call(this.primary);
    } catch (error) {
      this.onFallback(error);
      return call(this.fallback);
    }
  }
}

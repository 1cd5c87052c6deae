import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { LimitCounter } from './limit-counter';

/** A Redis that says it is connected and answers each hit with `answer` (or fails it). */
function fakeRedis(answer: () => Promise<[number, number]>) {
  const fake = {
    status: 'ready',
    calls: 0,
    on: () => fake,
    defineCommand: () => undefined,
    limitHit: () => {
      fake.calls += 1;
      return answer();
    },
  };
  return fake;
}

describe('LimitCounter', () => {
  it('counts in memory without Redis, per key, and starts a key over when its window ends', async () => {
    let now = 1_000;
    const counter = new LimitCounter(null, 'test:', { now: () => now });
    expect((await counter.hit('a', 60_000)).count).toBe(1);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, ttlMs: 60_000, shared: false });
    expect((await counter.hit('b', 60_000)).count).toBe(1);
    now += 30_000;
    expect((await counter.hit('a', 60_000)).ttlMs).toBe(30_000);
    now += 30_000;
    expect((await counter.hit('a', 60_000)).count).toBe(1);
  });

  it('forgets the least recently hit keys past its size', async () => {
    const counter = new LimitCounter(null, 'test:', { maxKeys: 2 });
    await counter.hit('a', 60_000);
    await counter.hit('b', 60_000);
    await counter.hit('a', 60_000);
    await counter.hit('c', 60_000);
    expect((await counter.hit('a', 60_000)).count).toBe(3);
    expect((await counter.hit('b', 60_000)).count).toBe(1);
  });

  it('falls back to memory when a Redis command fails, and leaves Redis alone for a while after', async () => {
    let now = 0;
    const redis = fakeRedis(() => Promise.reject(new Error('Command timed out')));
    const counter = new LimitCounter(redis as unknown as Redis, 'test:', { now: () => now });
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000, shared: false });
    expect((await counter.hit('a', 60_000)).count).toBe(2);
    expect(redis.calls).toBe(1);
    now += 5_000;
    await counter.hit('a', 60_000);
    expect(redis.calls).toBe(2);
  });

  it("adds what it counted during an outage to Redis's count once Redis answers again", async () => {
    const redis = fakeRedis(() => Promise.resolve([4, 50_000]));
    const counter = new LimitCounter(redis as unknown as Redis, 'test:');
    redis.status = 'reconnecting';
    await counter.hit('a', 60_000);
    await counter.hit('a', 60_000);
    redis.status = 'ready';
    const hit = await counter.hit('a', 60_000);
    expect(hit.count).toBe(6);
    expect(hit.shared).toBe(true);
    expect(hit.ttlMs).toBeGreaterThan(50_000);
  });
});

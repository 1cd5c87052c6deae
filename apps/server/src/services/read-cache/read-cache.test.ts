import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './if-none-match';
import { LruBodyCache } from './lru-body-cache';
import { ReadCache, type Built } from './read-cache';
import { SharedBodyStore, type SharedStoreClient } from './shared-body-store';

/** An in-memory stand-in for the Redis client, with a switch for its connection state. */
function fakeClient(): SharedStoreClient & { data: Map<string, string>; status: string } {
  const data = new Map<string, string>();
  return {
    status: 'ready',
    data,
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => {
      data.set(key, value);
      return 'OK';
    },
  };
}

const bytes = (text: string) => Buffer.from(text);
const text = (body: Buffer | undefined) => body?.toString('utf8');

describe('LruBodyCache', () => {
  it('answers a body only under the key it was stored with, one key per id', () => {
    const cache = new LruBodyCache({ maxEntries: 10, maxBytes: 1000 });
    cache.set('a', 'v1', bytes('one'));
    expect(text(cache.get('a', 'v1'))).toBe('one');
    expect(cache.get('a', 'v2')).toBeUndefined();
    cache.set('a', 'v2', bytes('two'));
    expect(cache.get('a', 'v1')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 3 });
  });

  it('drops the least recently used when over its entry or byte budget', () => {
    const cache = new LruBodyCache({ maxEntries: 2, maxBytes: 10 });
    cache.set('a', 'k', bytes('aaaa'));
    cache.set('b', 'k', bytes('bbbb'));
    cache.get('a', 'k');
    cache.set('c', 'k', bytes('cc'));
    expect([cache.get('a', 'k'), cache.get('b', 'k'), cache.get('c', 'k')].map(text)).toEqual(['aaaa', undefined, 'cc']);
    cache.set('d', 'k', bytes('dddddddd'));
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
    expect(text(cache.get('d', 'k'))).toBe('dddddddd');
    // Larger than the whole budget: not kept.
    cache.set('e', 'k', bytes('x'.repeat(11)));
    expect(cache.get('e', 'k')).toBeUndefined();
  });

  it('counts the budget in bytes, not characters', () => {
    const cache = new LruBodyCache({ maxEntries: 10, maxBytes: 1000 });
    cache.set('a', 'k', bytes('é€'));
    expect(cache.size).toEqual({ entries: 1, bytes: 5 });
  });
});

describe('ReadCache', () => {
  const builder = (body: string, key = 'k1') => {
    let calls = 0;
    const build = async (): Promise<Built> => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { key, body };
    };
    return { build, calls: () => calls };
  };

  it('builds once for concurrent misses, then serves from memory', async () => {
    const cache = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: null });
    const b = builder('{"a":1}');
    const bodies = await Promise.all([1, 2, 3].map(() => cache.get('c', 'k1', b.build)));
    expect(bodies.map(text)).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
    expect(text(await cache.get('c', 'k1', b.build))).toBe('{"a":1}');
    expect(b.calls()).toBe(1);
  });

  it('caches under the key the body was built for', async () => {
    const cache = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: null });
    // Asked for k1, the data had already moved on to k2 when it was read.
    expect(text(await cache.get('c', 'k1', builder('fresher', 'k2').build))).toBe('fresher');
    expect(text(await cache.get('c', 'k2', builder('unused').build))).toBe('fresher');
    expect(text(await cache.get('c', 'k1', builder('rebuilt').build))).toBe('rebuilt');
  });

  it("takes another server's body from the shared store instead of building", async () => {
    const client = fakeClient();
    const first = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: new SharedBodyStore(client, 'cd') });
    const second = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: new SharedBodyStore(client, 'cd') });
    await first.get('c', 'k1', builder('shared').build);
    await Promise.resolve();
    expect([...client.data.keys()]).toEqual(['read-cache:cd:c:k1']);
    const b = builder('not used');
    expect(text(await second.get('c', 'k1', b.build))).toBe('shared');
    expect(b.calls()).toBe(0);
  });

  it('builds without touching a shared store that is not connected', async () => {
    const client = fakeClient();
    client.status = 'reconnecting';
    client.get = () => new Promise(() => undefined); // would hang
    const cache = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: new SharedBodyStore(client, 'cd') });
    expect(text(await cache.get('c', 'k1', builder('built').build))).toBe('built');
    expect(client.data.size).toBe(0);
  });

  it('leaves a connected shared store alone for a while after a read from it failed (a hung Redis)', async () => {
    let now = 0;
    const client = fakeClient();
    let asked = 0;
    client.get = () => {
      asked += 1;
      return Promise.reject(new Error('Command timed out'));
    };
    const store = new SharedBodyStore(client, 'cd', () => now);
    const cache = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: store });
    expect(text(await cache.get('c', 'k1', builder('built').build))).toBe('built');
    expect(await store.get('c', 'k2')).toBeUndefined();
    expect(asked).toBe(1);
    now += 5_000;
    await store.get('c', 'k2');
    expect(asked).toBe(2);
  });

  it('prepares the bytes once per version: every hit answers the same Buffer, a new version a new one', async () => {
    const cache = new ReadCache({ limits: { maxEntries: 10, maxBytes: 1000 }, shared: null });
    expect(cache.peek('c', 'k1')).toBeUndefined();
    const first = await cache.get('c', 'k1', builder('{"v":1,"name":"Zoë"}').build);
    expect(first.toString('utf8')).toBe('{"v":1,"name":"Zoë"}');
    expect(cache.peek('c', 'k1')).toBe(first);
    expect(await cache.get('c', 'k1', builder('unused').build)).toBe(first);
    // The version moved: the prepared body is replaced, and the old key answers nothing.
    const second = await cache.get('c', 'k2', builder('{"v":2}', 'k2').build);
    expect(second).not.toBe(first);
    expect(text(cache.peek('c', 'k2'))).toBe('{"v":2}');
    expect(cache.peek('c', 'k1')).toBeUndefined();
    // Its own memory, not a slice of a shared pool a long-lived entry would keep alive.
    expect(second.byteOffset).toBe(0);
    expect(second.buffer.byteLength).toBe(second.length);
  });
});

describe('ifNoneMatchHits', () => {
  it('compares weakly, in lists and with *', () => {
    expect(ifNoneMatchHits('W/"cd.1"', 'W/"cd.1"')).toBe(true);
    expect(ifNoneMatchHits('"cd.1"', 'W/"cd.1"')).toBe(true);
    expect(ifNoneMatchHits('W/"x", W/"cd.1"', 'W/"cd.1"')).toBe(true);
    expect(ifNoneMatchHits('*', 'W/"cd.1"')).toBe(true);
    expect(ifNoneMatchHits('W/"cd.2"', 'W/"cd.1"')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'W/"cd.1"')).toBe(false);
  });
});

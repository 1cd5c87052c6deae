import { LruBodyCache, type LruLimits } from './lru-body-cache';
import type { SharedBodyStore } from './shared-body-store';

type ReadCacheOptions = { limits: LruLimits; shared: SharedBodyStore | null };

/**
 * Serialised bodies by (id, key), where the key carries the version read from the database: this
 * process's LRU first, then the shared store (Redis) when there is one, then `build`. Concurrent
 * misses for the same (id, key) in this process share one build. Bodies are kept as the bytes a
 * response writes (UTF-8), encoded once per version (decision 174).
 */
export class ReadCache {
  private readonly local: LruBodyCache;
  private readonly building = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: ReadCacheOptions) {
    this.local = new LruBodyCache(options.limits);
  }

  /** The body for (id, key) if this process holds it, without waiting: the hot path of a hit. */
  peek(id: string, key: string): Buffer | undefined {
    return this.local.get(id, key);
  }

  /**
   * The body for (id, key). `build` answers the body and the key it was actually built for (the data
   * may have moved on since the version was read); it is cached under that key.
   */
  async get(id: string, key: string, build: () => Promise<Built>): Promise<Buffer> {
    const hit = this.local.get(id, key);
    if (hit !== undefined) return hit;
    const flight = `${id} ${key}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = this.fill(id, key, build).finally(() => this.building.delete(flight));
      this.building.set(flight, pending);
    }
    return pending;
  }

  get size(): { entries: number; bytes: number } {
    return this.local.size;
  }

  private async fill(id: string, key: string, build: () => Promise<Built>): Promise<Buffer> {
    const shared = await this.options.shared?.get(id, key);
    if (shared !== undefined) {
      const bytes = encode(shared);
      this.local.set(id, key, bytes);
      return bytes;
    }
    const built = await build();
    const bytes = encode(built.body);
    this.local.set(id, built.key, bytes);
    this.options.shared?.set(id, built.key, built.body);
    return bytes;
  }
}

export type Built = { key: string; body: string };

/**
 * A body's UTF-8 bytes in memory of their own: Buffer.from would put a small body in a slice of a
 * shared 8 KB pool, which a long-lived cache entry would then keep alive whole.
 */
function encode(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

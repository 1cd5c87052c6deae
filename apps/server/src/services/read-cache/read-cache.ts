import { LruBodyCache, type LruLimits } from './lru-body-cache';
import type { SharedBodyStore } from './shared-body-store';

type ReadCacheOptions = { limits: LruLimits; shared: SharedBodyStore | null };

/**
 * Serialised bodies by (id, key), where the key carries the version read from the database: this
 * process's LRU first, then the shared store (Redis) when there is one, then `build`. Concurrent
 * misses for the same (id, key) in this process share one build.
 */
export class ReadCache {
  private readonly local: LruBodyCache;
  private readonly building = new Map<string, Promise<Built>>();

  constructor(private readonly options: ReadCacheOptions) {
    this.local = new LruBodyCache(options.limits);
  }

  /**
   * The body for (id, key). `build` answers the body and the key it was actually built for (the data
   * may have moved on since the version was read); it is cached under that key.
   */
  async get(id: string, key: string, build: () => Promise<Built>): Promise<string> {
    const hit = this.local.get(id, key);
    if (hit !== undefined) return hit;
    const flight = `${id} ${key}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = this.fill(id, key, build).finally(() => this.building.delete(flight));
      this.building.set(flight, pending);
    }
    return (await pending).body;
  }

  get size(): { entries: number; bytes: number } {
    return this.local.size;
  }

  private async fill(id: string, key: string, build: () => Promise<Built>): Promise<Built> {
    const shared = await this.options.shared?.get(id, key);
    if (shared !== undefined) {
      this.local.set(id, key, shared);
      return { key, body: shared };
    }
    const built = await build();
    this.local.set(id, built.key, built.body);
    this.options.shared?.set(id, built.key, built.body);
    return built;
  }
}

export type Built = { key: string; body: string };

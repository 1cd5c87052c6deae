/**
 * One body as it goes out: its bytes, encoded once when it is cached (decision 174), so a hit writes
 * a prepared Buffer (no string to encode, no length to count, no buffer allocated per response).
 */
type CachedBody = { key: string; body: Buffer };

export type LruLimits = { maxEntries: number; maxBytes: number };

/**
 * A bounded in-process cache of serialised bodies, one per id (a newer key replaces the older one),
 * least recently used first out. Bounded by entries and by the bodies' total size in bytes, so a few
 * huge collections cannot hold the process's memory.
 */
export class LruBodyCache {
  private readonly entries = new Map<string, CachedBody>();
  private bytes = 0;

  constructor(private readonly limits: LruLimits) {}

  /** The body cached for this id under exactly this key, marked as recently used. */
  get(id: string, key: string): Buffer | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.key !== key) return undefined;
    // Map keeps insertion order: re-inserting moves the id to the most recently used end.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.body;
  }

  set(id: string, key: string, body: Buffer): void {
    this.delete(id);
    // A body larger than the whole budget is served but not kept.
    if (body.length > this.limits.maxBytes) return;
    this.entries.set(id, { key, body });
    this.bytes += body.length;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.body.length;
  }
}

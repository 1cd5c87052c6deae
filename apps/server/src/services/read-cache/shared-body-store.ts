/**
 * The part of a Redis client the shared body store uses (ioredis's `Redis` fits), so the store can be
 * tested and swapped without a server.
 */
export type SharedStoreClient = {
  readonly status: string;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
};

/** How long a shared body is kept: its key carries its version, so expiry only reclaims memory. */
const TTL_SECONDS = 600;
/** After a failed read with the connection up (a hung Redis: decision 133), the store is skipped this long. */
const SUSPECT_MS = 5_000;

/**
 * Bodies shared by every server on one Redis, so a body built by one server is a hit on the others.
 * Only an optimisation: correctness comes from the version in the key, read from the database. An
 * unreachable Redis is skipped (no waiting on reconnects) and a failed command reads as a miss.
 */
export class SharedBodyStore {
  private suspectUntil = 0;

  constructor(
    private readonly client: SharedStoreClient,
    private readonly namespace: string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(id: string, key: string): Promise<string | undefined> {
    if (!this.usable()) return undefined;
    try {
      return (await this.client.get(this.redisKey(id, key))) ?? undefined;
    } catch {
      // Timed out or dropped (the client's command timeout bounds the wait): read the database for a while.
      this.suspectUntil = this.now() + SUSPECT_MS;
      return undefined;
    }
  }

  /** Stores without waiting: the caller already has its answer. */
  set(id: string, key: string, body: string): void {
    if (!this.usable()) return;
    this.client.set(this.redisKey(id, key), body, 'EX', TTL_SECONDS).catch(() => undefined);
  }

  private usable(): boolean {
    return this.client.status === 'ready' && this.now() >= this.suspectUntil;
  }

  private redisKey(id: string, key: string): string {
    return `read-cache:${this.namespace}:${id}:${key}`;
  }
}

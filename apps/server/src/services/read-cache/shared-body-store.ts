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

/**
 * Bodies shared by every server on one Redis, so a body built by one server is a hit on the others.
 * Only an optimisation: correctness comes from the version in the key, read from the database. An
 * unreachable Redis is skipped (no waiting on reconnects) and a failed command reads as a miss.
 */
export class SharedBodyStore {
  constructor(
    private readonly client: SharedStoreClient,
    private readonly namespace: string,
  ) {}

  async get(id: string, key: string): Promise<string | undefined> {
    if (this.client.status !== 'ready') return undefined;
    try {
      return (await this.client.get(this.redisKey(id, key))) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores without waiting: the caller already has its answer. */
  set(id: string, key: string, body: string): void {
    if (this.client.status !== 'ready') return;
    this.client.set(this.redisKey(id, key), body, 'EX', TTL_SECONDS).catch(() => undefined);
  }

  private redisKey(id: string, key: string): string {
    return `read-cache:${this.namespace}:${id}:${key}`;
  }
}

import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { ReadHead } from './read-version';

/** The channel and session setting of migration 0016's notify_collection_read_version. */
const CHANNEL = 'collection_read_version';
const NOTIFY_SETTING = 'groupgift.read_version_notify';

/** Past this many collections the remembered heads start over (each is a few dozen bytes). */
const MAX_HEADS = 50_000;

/**
 * Read heads kept in memory, forgotten whenever the database says a version moved. For the embedded
 * database only: one process holds it, so every write is this process's and its notice arrives at
 * commit. A head is trusted only if no notice came between asking for it and using it, so a write
 * racing the lookup is never hidden.
 */
export class NotifiedHeads {
  private epoch = 0;
  private readonly heads = new Map<string, { head: ReadHead; epoch: number }>();

  constructor(private readonly load: (guid: string) => Promise<ReadHead | null>) {}

  /** A version moved somewhere: every remembered head may be old. */
  moved(): void {
    this.epoch += 1;
    this.heads.clear();
  }

  async get(guid: string): Promise<ReadHead | null> {
    const known = this.heads.get(guid);
    if (known && known.epoch === this.epoch) return known.head;
    const epoch = this.epoch;
    const head = await this.load(guid);
    if (head && epoch === this.epoch) {
      if (this.heads.size >= MAX_HEADS) this.heads.clear();
      this.heads.set(guid, { head, epoch });
    }
    return head;
  }
}

/**
 * On the embedded database: switches the version notices on for its (single) session and listens.
 * Null on PostgreSQL, where other servers write too and every request asks the database.
 */
export async function listenForMovedVersions(
  app: FastifyInstance,
  load: (guid: string) => Promise<ReadHead | null>,
): Promise<NotifiedHeads | null> {
  if (app.database.kind !== 'pglite') return null;
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const heads = new NotifiedHeads(load);
  await client.exec(`set ${NOTIFY_SETTING} = 'on'`);
  const unlisten = await client.listen(CHANNEL, () => heads.moved());
  app.addHook('onClose', async () => {
    // The caller may have closed a database it handed in already.
    await unlisten().catch(() => undefined);
  });
  return heads;
}

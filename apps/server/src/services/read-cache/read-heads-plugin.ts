import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { READ_VERSION_NOTIFY_SETTING } from '../../db/client';
import type { Config } from '../../plugins/config';
import { NotifiedHeads } from './notified-heads';
import { findReadHead } from './read-version';

/** The channel of migration 0016's notify_collection_read_version; the payload is the collection id. */
export const READ_VERSION_CHANNEL = 'collection_read_version';

declare module 'fastify' {
  interface FastifyInstance {
    /** Collections' read heads, trusted until the database announces a move (decisions 115 and 171). */
    readHeads: NotifiedHeads;
  }
}

/** One log line per run of losses: a restart may fail several reconnection attempts in a row. */
function listenerLog(app: FastifyInstance) {
  let lost = false;
  return {
    lost(error: Error) {
      if (lost) return;
      lost = true;
      app.log.warn({ err: error }, 'read cache: version notices lost; every read asks the database until they are back');
    },
    listening() {
      if (!lost) return;
      lost = false;
      app.log.info('read cache: version notices heard again');
    },
  };
}

/** On PostgreSQL: a listener of its own, this server's commits, and the trust age bound the heads. */
async function onPostgres(app: FastifyInstance, trustMs: number): Promise<NotifiedHeads> {
  const load = (guid: string) => findReadHead(app.db, guid);
  const heads = new NotifiedHeads(load, { trustMs, listening: false });
  const { listen, onCommittedWrite } = app.database;
  // READ_CACHE_TRUST_MS=0: every read asks the database, as before decision 171; nothing to listen for.
  if (trustMs === 0 || !listen || !onCommittedWrite) return heads;
  // This server's own commits are known before its caller hears of them: its next read is exact at once.
  const stopWatching = onCommittedWrite(() => heads.flush());
  const log = listenerLog(app);
  const listener = await listen(READ_VERSION_CHANNEL, {
    notice: (payload) => heads.moved(Number(payload)),
    listening: () => {
      heads.resume();
      log.listening();
    },
    lost: (error) => {
      heads.suspend();
      log.lost(error);
    },
  });
  app.addHook('onClose', async () => {
    stopWatching();
    await listener.close();
  });
  return heads;
}

/**
 * On the embedded database one process holds the files, so every write is this server's and its
 * notice arrives at commit: heads are trusted until one comes, with no age bound.
 */
async function onPglite(app: FastifyInstance): Promise<NotifiedHeads> {
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const heads = new NotifiedHeads((guid) => findReadHead(app.db, guid), { trustMs: Infinity, listening: true });
  await client.exec(`set ${READ_VERSION_NOTIFY_SETTING} = 'on'`);
  const unlisten = await client.listen(READ_VERSION_CHANNEL, (payload) => heads.moved(Number(payload)));
  app.addHook('onClose', async () => {
    // The caller may have closed a database it handed in already.
    await unlisten().catch(() => undefined);
  });
  return heads;
}

/** One set of heads per server, shared by contribution-details and the keepsake download. */
export const readHeadsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const heads =
      app.database.kind === 'pglite' ? await onPglite(app) : await onPostgres(app, options.config.readCacheTrustMs);
    app.decorate('readHeads', heads);
  },
  { name: 'read-heads', dependencies: ['db'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { seedReferenceData } from '../db/seed/reference-data';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
    database: DatabaseHandle;
  }
}

export type DbPluginOptions = {
  config: Config;
  /** A database opened by the caller (tests, bench); the caller then closes it. */
  database?: DatabaseHandle | undefined;
  migrate?: boolean | undefined;
};

/** How often a run of dropped connections is logged: a restart drops the whole pool at once. */
const LOST_LOG_EVERY_MS = 5_000;

/** Logs PostgreSQL dropping the pool's connections (a restart, a failover) once per burst. */
function connectionLostLogger(app: FastifyInstance): (error: Error) => void {
  let last = 0;
  let unlogged = 0;
  return (error) => {
    unlogged += 1;
    if (Date.now() - last < LOST_LOG_EVERY_MS) return;
    app.log.warn({ err: error, connections: unlogged }, 'database: connection lost; new ones open as needed');
    last = Date.now();
    unlogged = 0;
  };
}

export const dbPlugin = fp(
  async function db(app: FastifyInstance, options: DbPluginOptions) {
    const owned = !options.database;
    const handle = options.database ?? (await openDatabase(options.config.database, connectionLostLogger(app)));
    try {
      if (options.migrate !== false) await handle.migrate();
      if (options.config.demoData) await seedDemoData(handle.db);
      // After the demo rows, so reference prices win over a demo plan sharing their id.
      await seedReferenceData(handle.db, {
        promoCodes: options.config.promoCodes,
        demo: options.config.demoData,
      });
    } catch (error) {
      if (owned) await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    // Closed last (onClose runs after in-flight requests have finished).
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);

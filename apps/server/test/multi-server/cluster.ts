import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openPostgres } from '../../src/db/client';
import { seedDemoData } from '../../src/db/seed/seed-demo-data';
import { killLeftoverAppServers, startAppServer, type AppServer } from './app-server';
import { startNginx, type Nginx } from './nginx';
import { freePorts } from './ports';

export const MULTI_PG_URL =
  process.env.TEST_PG_URL ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const MULTI_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Cluster = {
  /** nginx's address: what a browser would call. */
  proxy: string;
  servers: AppServer[];
  databaseUrl: string;
  /** Every server's environment (the same for all but PORT and DATA_DIR). */
  env: Record<string, string>;
  nginx: Nginx;
  /** Stops nginx and every server still running (SIGTERM), then drops the database and the Redis keys. */
  close(): Promise<void>;
};

/** A fresh database on the PostgreSQL server, migrated and seeded with the demo collections. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gg_multi_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const secret = () => randomBytes(32).toString('hex');

/**
 * N app servers (the bundle at `serverJs`) on ONE fresh PostgreSQL database and ONE Redis (a key
 * prefix of their own), with the same secrets, behind nginx: a production start (NODE_ENV=production,
 * an https PUBLIC_URL) that takes test payments through the sandbox on purpose. Each server has a
 * DATA_DIR of its own, as servers on separate machines would: nothing may rely on a shared disk.
 */
export async function startCluster(options: {
  serverJs: string;
  dir: string;
  servers: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const database = await createDatabase(MULTI_PG_URL);
  const redisPrefix = `gg-multi-${randomBytes(4).toString('hex')}:`;
  const servers: AppServer[] = [];
  let nginx: Nginx | undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://gifts.example.test',
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: MULTI_REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    PREVIEW_TOKEN_SECRET: secret(),
    RECEIPT_TOKEN_SECRET: secret(),
    SANDBOX_PAYMENTS: 'true',
    SANDBOX_WEBHOOK_SECRET: secret(),
    MAIL_CAPTURE: 'true',
    DEMO_DATA: 'false',
    PAYMENTS_RECONCILE_INTERVAL_MS: '1000',
    // The in-flight bound after SIGTERM. The SIGTERMed server holds payments the provider takes 6 s
    // over; on a CI machine also running the browser tests they took up to 15 s, past the default
    // 10 s, and the server was killed mid-request. The test checks that they finish, not how fast.
    SHUTDOWN_TIMEOUT_MS: '40000',
    ...options.env,
  };
  const close = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => (s.exit() === undefined ? s.stop(15_000) : undefined)));
    await database.drop();
    await deleteRedisKeys(MULTI_REDIS_URL, redisPrefix).catch(() => undefined);
  };
  try {
    const [proxyPort, ...ports] = await freePorts(options.servers + 1);
    const start = async (i: number) => {
      const dataDir = join(options.dir, `data-${i + 1}`);
      await mkdir(dataDir, { recursive: true });
      return startAppServer(options.serverJs, `server ${i + 1}`, ports[i]!, { ...env, DATA_DIR: dataDir });
    };
    // The first start alone: it runs the (already applied) migrations and upserts the promo codes
    // before the others join, as a rolling deployment would.
    servers.push(await start(0));
    servers.push(...(await Promise.all(ports.slice(1).map((_, i) => start(i + 1)))));
    nginx = await startNginx(join(options.dir, 'nginx'), proxyPort!, ports);
    return { proxy: nginx.url, servers, databaseUrl: database.url, env, nginx, close };
  } catch (error) {
    killLeftoverAppServers();
    await close().catch(() => undefined);
    throw error;
  }
}

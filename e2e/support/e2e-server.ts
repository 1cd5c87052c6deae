import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';

/*
 * The browser tests' server: the built bundle with the demo data, on a fresh database of the
 * PostgreSQL server at TEST_PG_URL (production's database) when one answers, else on a fresh
 * embedded database in DATA_DIR. On PostgreSQL the server process uses a third of the CPU it needs
 * with the embedded one, which the suite's two cores spend on the browsers instead (decision 131);
 * the API tests and the restart test in delivery.spec.ts still run the embedded database.
 * Playwright stops it with SIGINT to the whole process group (the server skips its drain wait); the
 * database is dropped once the server has exited.
 */

const serverJs = process.env.E2E_SERVER_JS ?? 'apps/server/dist/server.js';
const dataDir = process.env.DATA_DIR!;
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `groupgift_e2e_${process.env.PORT}`;

async function admin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server (one left by a run that was killed goes first). */
async function freshDatabase(): Promise<string | undefined> {
  try {
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    });
  } catch (error) {
    console.warn(`No PostgreSQL server at ${new URL(adminUrl).host} (${String(error)}): the browser tests run on the embedded database.`);
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

rmSync(dataDir, { recursive: true, force: true });
const databaseUrl = process.env.E2E_DB === 'pglite' ? undefined : await freshDatabase();
const server = spawn(process.execPath, [serverJs], {
  stdio: 'inherit',
  env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
});
// The signal reaches the server with this process's group; passed on only if it came to this one alone.
const stop = (signal: NodeJS.Signals) => setTimeout(() => server.exitCode === null && server.kill(signal), 2_000).unref();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code, signal) => {
  const drop = databaseUrl ? admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) : Promise.resolve();
  void drop.catch(() => undefined).then(() => process.exit(code ?? (signal ? 0 : 1)));
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian puts PostgreSQL 15's server programs; a test that needs them is skipped without. */
const BIN = process.env.TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const throwawayPostgresAvailable = existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'));

export type ThrowawayPostgres = {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is terminated (57P01), then the server comes back. */
  restart(): Promise<void>;
  /** Stops it (`-m fast`, as an operator would); `keepFiles` to start it again later. */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
  start(): Promise<void>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL of the test's own, in a temporary folder on a free port, which the test may restart
 * or stop (the machine's shared PostgreSQL is never touched). initdb refuses to run as root, so
 * as root the programs run as the postgres user, which then owns the folder.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'gg-throwaway-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(BIN, program), ...args], { cwd: dir })
      : run(join(BIN, program), args, { cwd: dir });
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const ctl = (args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-w', '-t', '60', ...args]);
  const start = async () => {
    await ctl(['-o', options, 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await ctl(['-m', 'fast', 'restart']);
    },
    start,
    stop: async ({ keepFiles = false } = {}) => {
      await ctl(['-m', 'fast', 'stop']).catch(() => undefined);
      if (!keepFiles) await rm(dir, { recursive: true, force: true });
    },
  };
}

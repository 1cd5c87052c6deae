import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { killLeftoverServers, startChildServer } from '../test/child-server';
import { copyTestDatabase } from '../test/test-database';

/*
 * What is fatal (decision 133), on the real server in its own process: an uncaught error that is a
 * lost database connection is logged and the server carries on; any other uncaught error shuts it
 * down and it exits 1. The errors are thrown on SIGWINCH by a preloaded module, outside any request.
 */
afterAll(() => killLeftoverServers());

const TRIGGER = pathToFileURL(join(import.meta.dirname, '../test/uncaught-on-signal.mjs')).href;

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an error nobody caught', () => {
  it('is logged and lived through when it is a lost database connection, and stops the server (exit 1) otherwise', { timeout: 90_000 }, async () => {
    const copy = await copyTestDatabase();
    const filesDir = await mkdtemp(join(tmpdir(), 'gg-uncaught-files-'));
    try {
      const server = await startChildServer(
        {
          ...(copy.database.kind === 'pglite'
            ? { DATA_DIR: copy.database.dataDir }
            : { DATABASE_URL: copy.database.url, DATA_DIR: filesDir }),
          SHUTDOWN_DRAIN_DELAY_MS: '0',
          NODE_OPTIONS: `--import ${TRIGGER}`,
        },
        { startTimeoutMs: 60_000 },
      );
      const said = (msg: string) => server.logs().some((line) => line.msg === msg);

      server.signal('SIGWINCH');
      await until('the lost connection to be logged', () => said('a database or Redis connection failed outside any request; carrying on'));
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
      expect(server.alive()).toBe(true);

      server.signal('SIGWINCH');
      expect(await server.exitCode()).toBe(1);
      expect(said('shutting down after an error')).toBe(true);
    } finally {
      killLeftoverServers();
      await copy.drop();
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});

import { request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killLeftoverServers, startChildServer } from '../test/child-server';
import { US } from '../test/demo-guids';
import { copyTestDatabase } from '../test/test-database';

/*
 * Graceful shutdown (decision 117), on the real server in its own process: SIGTERM fails the
 * readiness check first, keeps serving through the drain delay, then refuses new connections while
 * the request in flight finishes, and the process exits 0.
 */
afterAll(() => killLeftoverServers());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a connection of its own (no keep-alive pool to hide a refused connection). */
function get(baseUrl: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

function refusesConnections(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

describe('shutting down on SIGTERM', () => {
  it('fails readiness first, finishes the request in flight with 200, refuses new connections, exits 0', { timeout: 90_000 }, async () => {
    const copy = await copyTestDatabase();
    const filesDir = await mkdtemp(join(tmpdir(), 'gg-shutdown-files-'));
    try {
      const server = await startChildServer(
        {
          ...(copy.database.kind === 'pglite'
            ? { DATA_DIR: copy.database.dataDir }
            : { DATABASE_URL: copy.database.url, DATA_DIR: filesDir }),
          DEMO_DATA: 'true',
          SHUTDOWN_DRAIN_DELAY_MS: '1500',
        },
        { startTimeoutMs: 60_000 },
      );
      expect(await get(server.baseUrl, '/api/health/ready')).toBe(200);

      // A slow client: the request is in flight (headers in, body half sent) when SIGTERM comes.
      const body = Buffer.from(JSON.stringify({ collection: US(2), from: 'Sam', comment: 'Sent across a shutdown' }));
      const inFlight: { finish?: () => void } = {};
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const slow = request(`${server.baseUrl}/api/groupcard/StoreGroupCard`, {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        });
        slow.on('response', (res: IncomingMessage) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        slow.on('error', reject);
        slow.write(body.subarray(0, 10));
        inFlight.finish = () => slow.end(body.subarray(10));
      });
      await pause(300);

      server.signal('SIGTERM');
      // The proxy's check fails at once, while the server is still alive and serving.
      await until('readiness to fail', async () => (await get(server.baseUrl, '/api/health/ready')) === 503);
      expect(await get(server.baseUrl, '/api/health')).toBe(200);
      // After the drain delay it stops accepting: a new connection is refused...
      await until('new connections to be refused', () => refusesConnections(server.baseUrl));
      // ...and the request that was in flight still completes.
      inFlight.finish!();
      const answer = await response;
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).message.comment).toBe('Sent across a shutdown');
      expect(await server.exitCode()).toBe(0);
      expect(server.logs().some((line) => line.msg === 'shut down')).toBe(true);
    } finally {
      await rm(filesDir, { recursive: true, force: true });
      await copy.drop();
    }
  });
});

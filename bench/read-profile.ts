/**
 * CPU per request of the main read against a bare Fastify JSON route, on PostgreSQL: less sensitive
 * to a loaded machine than req/s. Two ways (decision 174):
 * - in-process (`inject`, no sockets; the default): the server's stack alone, plus light-my-request's
 *   own cost, which is larger for a 5 KB body than for 17 bytes;
 * - over HTTP (PROFILE_HTTP=1): the server listens and a load generator in a child process drives it
 *   for PROFILE_SECONDS; the server's CPU (this process's) per request answered.
 * PROFILE_OUT=file.cpuprofile writes a CPU profile of the measured requests alone (no start-up, no
 * seeding); PROFILE_ONLY=200 (or 304, bare) runs one target, so a profile holds nothing else.
 *
 *   npx tsx bench/read-profile.ts        (PROFILE_REQUESTS=20000, PROFILE_SECONDS=10)
 */
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/plugins/config';
import { withSeededPostgres } from './support/databases';
import type { LoadRequest, LoadResult } from './support/run-load';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 20_000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const HTTP = process.env.PROFILE_HTTP === '1';
const COLLECTION = '10000000-0000-4000-8000-000000000003';
const DETAILS_PATH = `/api/contributions/contribution-details?collection=${COLLECTION}`;

/** Runs `measure` under the profiler when PROFILE_OUT names a file. */
async function profiled<T>(measure: () => Promise<T>): Promise<T> {
  const out = process.env.PROFILE_OUT;
  if (!out) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(out, JSON.stringify(profile));
    session.disconnect();
  }
}

async function injected(app: FastifyInstance, url: string, headers: Record<string, string>, expect: number): Promise<string> {
  for (let i = 0; i < 500; i += 1) await app.inject({ method: 'GET', url, headers });
  const start = process.cpuUsage();
  await profiled(async () => {
    for (let i = 0; i < REQUESTS; i += 1) {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== expect) throw new Error(`${url} answered ${res.statusCode}`);
    }
  });
  const used = process.cpuUsage(start);
  return `${((used.user + used.system) / REQUESTS).toFixed(1).padStart(7)} µs CPU per request (inject)`;
}

function loadApart(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./support/load-client.ts', import.meta.url), { stdio: 'inherit' });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('exit', (code) => code === 0 || reject(new Error(`load client exited with ${code}`)));
    child.send(request);
  });
}

async function overHttp(app: FastifyInstance, path: string, headers: Record<string, string>): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}${path}`;
  const start = process.cpuUsage();
  const result = await profiled(() => loadApart({ url, connections: 10, seconds: SECONDS, headers }));
  const used = process.cpuUsage(start);
  await app.close();
  return (
    `${((used.user + used.system) / Math.max(result.total, 1)).toFixed(1).padStart(7)} µs server CPU per request (HTTP), ` +
    `${result.average.toFixed(0)} req/s, p99 ${result.p99} ms` +
    (result.errors + result.timeouts ? `, ${result.errors + result.timeouts} errors` : '')
  );
}

async function bareApp(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.ready();
  return bare;
}

const out = await withSeededPostgres(async (handle) => {
  const base = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  const config = { ...base, demoData: false };
  const main = () => buildApp({ config, database: handle, migrate: false, logger: false });
  const probeApp = await main();
  const probe = await probeApp.inject({ method: 'GET', url: DETAILS_PATH });
  await probeApp.close();
  const etag = String(probe.headers.etag);
  const targets: [string, () => Promise<FastifyInstance>, string, Record<string, string>, number][] = [
    ['bare route', bareApp, '/bare', {}, 200],
    ['main read, 200', main, DETAILS_PATH, {}, 200],
    ['main read, 304', main, DETAILS_PATH, { 'if-none-match': etag }, 304],
  ];
  const only = process.env.PROFILE_ONLY;
  for (const [name, build, path, headers, expect] of targets) {
    if (only && !name.includes(only)) continue;
    const app = await build();
    try {
      const figure = HTTP ? await overHttp(app, path, headers) : await injected(app, path, headers, expect);
      console.log(`${name.padEnd(16)} ${figure}`);
    } finally {
      await app.close();
    }
  }
});
if (typeof out === 'string') console.log(out);

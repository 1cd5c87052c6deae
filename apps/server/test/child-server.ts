import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { findRepoRoot } from '../src/lib/repo-root';
import { RAISED_CARD_LIMITS } from './card-limits';

/** One JSON log line of the server (pino), as far as the tests read it. */
export type ServerLogLine = { msg?: string; req?: { method?: string; url?: string } };

export type ChildServer = {
  baseUrl: string;
  /** Every JSON line the server has logged so far. */
  logs(): ServerLogLine[];
  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the normal shutdown, which closes the database. */
  stop(): Promise<void>;
  /** Sends a signal and returns at once (a test watches the shutdown happen). */
  signal(name: NodeJS.Signals): void;
  /** The exit code once the process has ended (null when a signal ended it). */
  exitCode(): Promise<number | null>;
  /** Whether the process is still running (it has not exited, for whatever reason). */
  alive(): boolean;
};

const running = new Set<ChildProcess>();

/**
 * The arguments that start the server, from the repository root. `npm test` builds before the API
 * tests and names the bundle in TEST_SERVER_JS: a child then runs what production runs, without
 * transpiling the source at each start (about 2 s of CPU a start, decision 129). Otherwise the source.
 */
export function serverEntry(): string[] {
  const bundle = process.env.TEST_SERVER_JS;
  return bundle ? [bundle] : ['--import', 'tsx', 'apps/server/src/server.ts'];
}

/**
 * The environment of a demo server on a test database copy that reconciles every half second: what
 * the kill -9 tests restart with. PGlite keeps its files in its own DATA_DIR; PostgreSQL gets `filesDir`.
 */
export function reconcilingServerEnv(
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  filesDir: string,
): Record<string, string> {
  return {
    ...(database.kind === 'pglite' ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.url, DATA_DIR: filesDir }),
    DEMO_DATA: 'true',
    SANDBOX_CONTROLS: 'true',
    PAYMENTS_RECONCILE_INTERVAL_MS: '500',
    // Nothing is in flight once the first server is killed: the second need not wait out 30 s.
    PAYMENTS_RECONCILE_GRACE_MS: '2000',
  };
}

/** Kills whatever a failed test left running, so no server outlives the test process. */
export function killLeftoverServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the real server from source in its own process (PORT=0: the system picks a free port,
 * read back from the "Server listening" log line). The environment is built from scratch so the
 * test runner's own settings (NODE_ENV=test turns the jobs off) never leak in.
 */
export async function startChildServer(
  env: Record<string, string>,
  options: { startTimeoutMs: number },
): Promise<ChildServer> {
  const child = spawn(process.execPath, serverEntry(), {
    cwd: findRepoRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      ...RAISED_CARD_LIMITS,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  const lines: ServerLogLine[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${options.startTimeoutMs} ms\n${stderr}`));
    }, options.startTimeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening (${code ?? signal})\n${stderr}`));
    });
    createInterface({ input: child.stdout! }).on('line', (text) => {
      if (!text.startsWith('{')) return; // the start banner
      const line = JSON.parse(text) as ServerLogLine;
      lines.push(line);
      const address = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line.msg ?? '');
      if (address) {
        clearTimeout(timer);
        resolve(address[1]!);
      }
    });
  });
  const baseUrl = await listening;

  return {
    baseUrl,
    logs: () => lines,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    signal: (name) => {
      child.kill(name);
    },
    exitCode: async () => {
      await exited(child);
      return child.exitCode;
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      child.kill('SIGTERM');
      // The graceful shutdown waits for in-flight work; a hang there must not hang the test.
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/**
 * One request to a child server, JSON in and out: answers the status and the parsed body (null when
 * empty). `timeoutMs` aborts a request that gets no answer; without it the request waits.
 */
export async function callServer(
  server: ChildServer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  timeoutMs?: number,
) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? null : JSON.stringify(body),
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

/** Polls `check` every `everyMs` until it holds; throws, naming `what`, once `timeoutMs` has passed. */
export async function pollUntil(what: string, timeoutMs: number, check: () => boolean | Promise<boolean>, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

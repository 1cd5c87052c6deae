import { spawn, type ChildProcess } from 'node:child_process';
import { findRepoRoot } from '../../src/lib/repo-root';
import { RAISED_CARD_LIMITS } from '../card-limits';

export type AppServer = {
  name: string;
  port: number;
  pid: number;
  /** The bundle it runs, to start another like it. */
  serverJs: string;
  /** http://127.0.0.1:<port>, to talk to this one server past the proxy. */
  url: string;
  /** The exit code or signal once the process has ended. */
  exit(): string | undefined;
  /** SIGKILL: nothing is flushed or closed, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown; SIGKILL if it has not ended after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines the server wrote (JSON logs at LOG_LEVEL, and stderr), for failure messages. */
  output(): string;
};

const running = new Set<ChildProcess>();

/** Kills whatever a failed run left behind, so no server outlives the test or the benchmark. */
export function killLeftoverAppServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the bundled server (`serverJs`) on 127.0.0.1:`port` and waits until /api/health answers
 * 200. The environment is built from scratch, so nothing of the runner's own (NODE_ENV=test turns
 * the jobs off) leaks in: every server of a test gets exactly `env`.
 */
export async function startAppServer(
  serverJs: string,
  name: string,
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<AppServer> {
  const child = spawn(process.execPath, [serverJs], {
    cwd: findRepoRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      ...RAISED_CARD_LIMITS,
      HOST: '127.0.0.1',
      PORT: String(port),
      // info: a failure message then shows the requests still in flight and the shutdown's steps.
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${name} exited before it was healthy (${child.exitCode ?? child.signalCode})\n${output}`,
      );
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not healthy within ${startTimeoutMs} ms\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    name,
    port,
    pid: child.pid ?? 0,
    serverJs,
    url,
    exit: () => (child.exitCode ?? child.signalCode ?? undefined)?.toString(),
    kill: async () => {
      child.kill('SIGKILL');
      await ended(child);
    },
    stop: async (graceMs = 60_000) => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await ended(child);
      clearTimeout(timer);
    },
    output: () => output,
  };
}

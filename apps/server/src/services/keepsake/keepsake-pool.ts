import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error';
import type { KeepsakeConfig } from './keepsake-config';
import type { KeepsakeTask, KeepsakeTaskResult } from './keepsake-task';

/**
 * The worker thread's first module: beside the bundled server (import.meta.url is then
 * dist/server.js, and build.mjs copies it there), or beside this file under tsx and vitest.
 */
const WORKER_FILE = fileURLToPath(new URL('./keepsake-thread.mjs', import.meta.url));

// piscina's refusals when its queue is full.
const QUEUE_FULL = /^(Task queue is at limit|No task queue available)$/;

export type KeepsakePool = {
  run(task: KeepsakeTask): Promise<KeepsakeTaskResult>;
  close(): Promise<void>;
};

/**
 * A bounded pool of keepsake writers (decision 134), started on the first keepsake: at most
 * `workers` threads, each with a capped heap, so a runaway card costs a worker and never the server;
 * idle threads end after a minute. Past `maxQueue` waiting keepsakes the next is a 503.
 */
export function keepsakePool(config: KeepsakeConfig): KeepsakePool {
  let pool: Piscina | null = null;
  const started = () =>
    (pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: config.workers,
      maxQueue: config.maxQueue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    }));
  return {
    async run(task) {
      try {
        return (await started().run(task)) as KeepsakeTaskResult;
      } catch (error) {
        if (QUEUE_FULL.test((error as Error).message)) {
          throw new AppError(503, 'service_unavailable', 'Many keepsakes are being written just now. Please try again in a minute.');
        }
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

export type IntervalJob = { runNow(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `work` now and then every `intervalMs`, never two runs at once, and waits for the current
 * run on stop. A failed run is logged; the next one tries again.
 */
export function startIntervalJob(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
): IntervalJob {
  let current: Promise<void> | undefined;
  let stopped = false;
  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    current ??= work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, job: name }, 'job run failed'))
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const timer = intervalMs > 0 ? setInterval(() => void runNow(), intervalMs) : undefined;
  timer?.unref();
  return {
    runNow,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}

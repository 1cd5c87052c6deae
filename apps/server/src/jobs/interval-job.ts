import type { FastifyBaseLogger } from 'fastify';
import { jobRuns } from '../telemetry/event-metrics';

export type IntervalJob = {
  runNow(): Promise<void>;
  /** Runs now, or right after the current run when one is under way; wake-ups meanwhile coalesce. */
  wake(): void;
  stop(): Promise<void>;
};

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
  // A wake-up during a run must not be lost: the work it announces may have come after the claim.
  let again = false;
  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    // Counted for /metrics (decision 153): a job that stopped running or keeps failing shows there.
    current ??= work()
      .then(() => void jobRuns.inc({ job: name, result: 'ok' }))
      .catch((error: unknown) => {
        jobRuns.inc({ job: name, result: 'error' });
        log.error({ err: error, job: name }, 'job run failed');
      })
      .finally(() => {
        current = undefined;
        if (again) {
          again = false;
          void runNow();
        }
      });
    return current;
  };
  const wake = () => {
    if (current) again = true;
    else void runNow();
  };
  const timer = intervalMs > 0 ? setInterval(() => void runNow(), intervalMs) : undefined;
  timer?.unref();
  return {
    runNow,
    wake,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      // A wake-up may start one more run as the current one ends; wait for that one as well.
      while (current) await current;
    },
  };
}

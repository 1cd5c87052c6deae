import type { FastifyInstance } from 'fastify';
import { startIntervalJob, type IntervalJob } from './interval-job';

/**
 * Delivers scheduled cards that have come due (decision 106). The schedule lives in the database,
 * not in a timer, so a restart loses nothing: the first run after start delivers what came due
 * meanwhile. Each run claims with SKIP LOCKED, so several servers may run it at once.
 */
export function registerDeliveryJob(
  app: FastifyInstance,
  options: { intervalMs: number; run: () => Promise<number> },
): { job: () => IntervalJob | undefined } {
  let job: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      'deliver-scheduled',
      options.intervalMs,
      async () => {
        const delivered = await options.run();
        if (delivered > 0) app.log.info({ delivered }, 'delivered scheduled cards');
      },
      app.log,
    );
    void job.runNow();
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
  return { job: () => job };
}

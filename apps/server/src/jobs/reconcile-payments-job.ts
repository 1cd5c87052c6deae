import type { FastifyInstance } from 'fastify';
import { startIntervalJob, type IntervalJob } from './interval-job';

/**
 * Settles payments left non-final (a lost answer, a crash mid-payment, a payer who never came back)
 * by asking their provider. Runs once when the server is ready, then on the interval.
 */
export function registerReconcileJob(
  app: FastifyInstance,
  options: { intervalMs: number; graceMs?: number },
): { job: () => IntervalJob | undefined } {
  let job: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      'reconcile-payments',
      options.intervalMs,
      async () => {
        const result = await app.payments.reconcile({
          ...(options.graceMs !== undefined ? { graceMs: options.graceMs } : {}),
        });
        if (result.checked > 0) app.log.info(result, 'reconciled payments');
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

import type { FastifyInstance } from 'fastify';
import { startIntervalJob, type IntervalJob } from './interval-job';

/**
 * Beside the payments' reconciliation: redemptions left processing (a lost answer, a crash between
 * the provider call and its answer, a payout pending at the bank) are asked about again with the
 * same keys. Runs once when the server is ready, then on the interval.
 */
export function registerReconcileRedemptionsJob(app: FastifyInstance, options: { intervalMs: number; graceMs: number }): void {
  let job: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      'reconcile-redemptions',
      options.intervalMs,
      async () => {
        const result = await app.redemptions.reconcile({ graceMs: options.graceMs });
        if (result.checked > 0) app.log.info(result, 'reconciled redemptions');
      },
      app.log,
    );
    void job.runNow();
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}

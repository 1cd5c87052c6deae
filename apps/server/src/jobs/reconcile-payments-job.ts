import type { FastifyInstance } from 'fastify';
import { startIntervalJob, type IntervalJob } from './interval-job';
import { runOnceAcrossServers } from './once-across-servers';

/**
 * Settles payments left non-final (a lost answer, a crash mid-payment, a payer who never came back)
 * by asking their provider. Runs once when the server is ready, then on the interval; with several
 * servers, one of them at a time (once-across-servers.ts).
 */
export function registerReconcileJob(
  app: FastifyInstance,
  options: { intervalMs: number; graceMs: number },
): { job: () => IntervalJob | undefined } {
  let job: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      'reconcile-payments',
      options.intervalMs,
      async () => {
        // One server reconciles at a time: the others would ask the providers the same questions.
        const pass = await runOnceAcrossServers(app.database, 'reconcile-payments', () =>
          app.payments.reconcile({ graceMs: options.graceMs }),
        );
        if (pass.ran && pass.result.checked > 0) app.log.info(pass.result, 'reconciled payments');
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

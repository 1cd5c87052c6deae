import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxWorker } from '../jobs/outbox-worker';
import { startIntervalJob, type IntervalJob } from '../jobs/interval-job';
import { registerScheduledRemindersJob } from '../jobs/scheduled-reminders-job';
import type { Config } from '../plugins/config';
import { publicOrigin } from '../plugins/deployment';
import { devMailRoutes } from '../routes/dev-mail/dev-mail-routes';
import { registerBounceNotices } from '../services/bounce-notice/bounce-notice';
import type { MailConfig } from './mail-config';
import { onMailQueued } from './outbox-signal';
import { captureTransport, combinedTransport, smtpTransport, type MailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { worker: OutboxWorker; config: MailConfig };
  }
}

export type MailPluginOptions = {
  config: Config;
  /** Tests: another transport (e.g. one that fails like a down SMTP server). */
  transport?: MailTransport;
  /** Run the outbox worker on its interval (default: on, except under NODE_ENV=test). */
  jobs?: boolean;
};

const WAKE_DELAY_MS = 25;

/** The outbox worker with SMTP and/or the local capture, and the /dev/mail page for the capture. */
export const mailPlugin = fp(
  async function mail(app: FastifyInstance, options: MailPluginOptions) {
    const config = options.config.mail;
    registerBounceNotices();
    const connections = config.smtpConnections ?? 5;
    const transports: MailTransport[] = [];
    if (config.smtpUrl) transports.push(smtpTransport(config.smtpUrl, connections));
    if (config.captureDir) transports.push(captureTransport(config.captureDir));
    const transport = options.transport ?? combinedTransport(transports);
    const worker = new OutboxWorker(app.db, transport, app.log, {
      from: config.from,
      publicUrl: publicOrigin(options.config),
      concurrency: connections,
      ...(config.leaseMs ? { leaseMs: config.leaseMs } : {}),
    });
    app.decorate('mail', { worker, config });
    if (config.captureDir) await app.register(devMailRoutes, { captureDir: config.captureDir, publicUrl: publicOrigin(options.config) });
    app.addHook('onClose', async () => transport.close?.());

    if (options.jobs ?? options.config.nodeEnv !== 'test') {
      registerScheduledRemindersJob(app, options.config);
      let job: IntervalJob | undefined;
      let wakeTimer: NodeJS.Timeout | undefined;
      let unsubscribe: (() => void) | undefined;
      // While a backlog lasts, batches follow each other at once; the interval is for the quiet times.
      const drainStep = async () => {
        if ((await worker.runOnce()).backlog) job?.wake();
      };
      app.addHook('onReady', async () => {
        job = startIntervalJob('email-outbox', config.workerIntervalMs, drainStep, app.log);
        // Queued mail wakes the worker after a short pause: a burst of enqueues makes one run, and
        // mail queued inside a transaction has usually been committed by then (else: the interval).
        unsubscribe = onMailQueued(() => {
          wakeTimer ??= setTimeout(() => {
            wakeTimer = undefined;
            job?.wake();
          }, WAKE_DELAY_MS).unref();
        });
        void job.runNow();
      });
      app.addHook('preClose', async () => {
        unsubscribe?.();
        clearTimeout(wakeTimer);
        await job?.stop();
      });
    }
  },
  { name: 'mail', dependencies: ['db'] },
);

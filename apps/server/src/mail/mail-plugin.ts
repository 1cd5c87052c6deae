import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxWorker } from '../jobs/outbox-worker';
import { startIntervalJob, type IntervalJob } from '../jobs/interval-job';
import type { Config } from '../plugins/config';
import { devMailRoutes } from '../routes/dev-mail/dev-mail-routes';
import { readMailConfig, type MailConfig } from './mail-config';
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

/** The outbox worker with SMTP and/or the local capture, and the /dev/mail page for the capture. */
export const mailPlugin = fp(
  async function mail(app: FastifyInstance, options: MailPluginOptions) {
    const config = options.config.mail ?? readMailConfig({}, 'data');
    const transports: MailTransport[] = [];
    if (config.smtpUrl) transports.push(smtpTransport(config.smtpUrl));
    if (config.captureDir) transports.push(captureTransport(config.captureDir));
    const transport = options.transport ?? combinedTransport(transports);
    const worker = new OutboxWorker(app.db, transport, app.log, { from: config.from });
    app.decorate('mail', { worker, config });
    if (config.captureDir) await app.register(devMailRoutes, { captureDir: config.captureDir });

    if (options.jobs ?? options.config.nodeEnv !== 'test') {
      let job: IntervalJob | undefined;
      app.addHook('onReady', async () => {
        job = startIntervalJob('email-outbox', config.workerIntervalMs, () => worker.runOnce(), app.log);
        void job.runNow();
      });
      app.addHook('preClose', async () => {
        await job?.stop();
      });
    }
  },
  { name: 'mail', dependencies: ['db'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sandboxPages } from '../../payment-providers/sandbox/pages';
import type { SandboxProviderOptions } from '../../payment-providers/sandbox/sandbox-provider';
import { selectPaymentProviders } from '../../payment-providers/select-providers';
import type { Config } from '../../plugins/config';
import { PaymentService, type PaymentServiceOptions } from './payment-service';
import { configureEditTokenSeal } from './edit-token-seal';
import { DbSandboxStore } from '../../db/repositories/sandbox-store-repository';
import { WebhookProcessor } from './webhook-processor';
import { registerReconcileJob } from '../../jobs/reconcile-payments-job';
import { registerRemoveWaitingMessagesJob } from '../../jobs/remove-waiting-messages-job';
import { webhooksRoutes } from '../../routes/webhooks/webhooks-routes';
import { ledgerControlRoute } from './ledger-check';
import { cardDefencesFor } from '../card-defences/card-defences-factory';
import { instrumentPaymentProviders } from '../../telemetry/instrument-providers';
import { inOwnTrace } from '../../telemetry/own-trace';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    webhooks: WebhookProcessor;
  }
}

export const SANDBOX_PAGES_PREFIX = '/sandbox-provider';

export type PaymentsPluginOptions = {
  config: Config;
  /** Tests: sandbox knobs (store, faults, webhooks). */
  sandbox?: Omit<SandboxProviderOptions, 'pagesBaseUrl'>;
  service?: Pick<PaymentServiceOptions, 'providerRetries' | 'retryDelayMs' | 'abandonAfterMs'>;
  /** Deliver the sandbox's webhooks to this app (default true). */
  sandboxWebhooks?: boolean;
  /** Run the reconciliation job (default: on, except under NODE_ENV=test). */
  jobs?: boolean;
  /** How long a payment may sit non-final before reconciliation asks about it (default: configuration). */
  reconcileGraceMs?: number;
};

/**
 * Chooses the providers from configuration (sandbox unless a provider's keys are set), decorates
 * `app.payments` with the ledger service and serves the sandbox's own pages when it is in use.
 */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const settings = options.config.payments;
    configureEditTokenSeal(settings.receiptTokenSecret);
    // Every provider call is timed, counted and traced at the port, once (decision 153).
    const providers = instrumentPaymentProviders(selectPaymentProviders({
      ...settings.providers,
      sandboxAllowed: settings.sandboxAllowed,
      sandbox: {
        pagesBaseUrl: SANDBOX_PAGES_PREFIX,
        webhooks: { secret: settings.sandboxWebhookSecret },
        // The sandbox's own state lives in the app's database, so it survives a restart.
        store: options.sandbox?.store ?? new DbSandboxStore(app.db),
        ...options.sandbox,
      },
    }));
    const service = new PaymentService({
      db: app.db,
      providers,
      log: app.log,
      cardDefences: cardDefencesFor(app, options.config.cardDefences),
      ...options.service,
    });
    app.decorate('payments', service);
    const webhooks = new WebhookProcessor(app.db, service, app.log);
    app.decorate('webhooks', webhooks);
    await app.register(webhooksRoutes);
    if (providers.sandbox && options.sandboxWebhooks !== false) {
      // The sandbox lives in this process, so its webhooks reach the app without a socket; after
      // close they are dropped (the provider would retry; reconciliation covers the rest).
      let open = true;
      app.addHook('preClose', async () => {
        open = false;
      });
      providers.sandbox.webhooks.configure({
        sender: async (delivery) => {
          if (!open) return { status: 200 };
          const res = await inOwnTrace(() =>
            app.inject({
              method: 'POST',
              url: '/api/webhooks/sandbox',
              headers: delivery.headers,
              payload: delivery.body,
            }),
          );
          return { status: res.statusCode };
        },
      });
    }
    app.addHook('onClose', async () => {
      await webhooks.idle();
    });
    if (options.jobs ?? options.config.nodeEnv !== 'test') {
      registerReconcileJob(app, {
        intervalMs: settings.reconcileIntervalMs,
        graceMs: options.reconcileGraceMs ?? settings.reconcileGraceMs,
      });
      registerRemoveWaitingMessagesJob(app);
    }
    if (providers.sandbox) {
      const publicOrigin = options.config.publicUrl ? new URL(options.config.publicUrl).origin : undefined;
      // Loud on purpose: in a production start the sandbox runs only when named (decision 093).
      if (options.config.mode === 'production') app.log.warn('SANDBOX_PAYMENTS=true: payments go to the test provider; nobody is charged');
      await app.register(sandboxPages, {
        prefix: SANDBOX_PAGES_PREFIX,
        provider: providers.sandbox,
        // The app and the sandbox share a server; a configured public origin is allowed as well.
        ...(publicOrigin ? { allowedOrigins: [publicOrigin] } : {}),
        // The demo also answers at 127.0.0.1 or a LAN address; production keeps exactly PUBLIC_URL.
        acceptOwnOrigin: options.config.mode === 'demo',
        controls: settings.sandboxControls,
      });
      if (settings.sandboxControls) await app.register(ledgerControlRoute, { prefix: SANDBOX_PAGES_PREFIX });
    }
  },
  { name: 'payments', dependencies: ['db', 'redis'] },
);

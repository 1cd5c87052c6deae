import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sandboxPages } from '../../payments/sandbox/pages';
import type { SandboxProviderOptions } from '../../payments/sandbox/sandbox-provider';
import { selectPaymentProviders } from '../../payments/select-providers';
import type { Config } from '../../plugins/config';
import { PaymentService, type PaymentServiceOptions } from './payment-service';
import { readPaymentsConfig } from './payments-config';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export const SANDBOX_PAGES_PREFIX = '/sandbox-provider';

export type PaymentsPluginOptions = {
  config: Config;
  /** Tests: sandbox knobs (store, faults, webhooks). */
  sandbox?: Omit<SandboxProviderOptions, 'pagesBaseUrl'>;
  service?: Pick<PaymentServiceOptions, 'providerRetries' | 'retryDelayMs' | 'abandonAfterMs'>;
};

/**
 * Chooses the providers from configuration (sandbox unless a provider's keys are set), decorates
 * `app.payments` with the ledger service and serves the sandbox's own pages when it is in use.
 */
export const paymentsPlugin = fp(
  async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
    const settings = options.config.payments ?? readPaymentsConfig({});
    const providers = selectPaymentProviders({
      ...settings.providers,
      sandbox: {
        pagesBaseUrl: SANDBOX_PAGES_PREFIX,
        webhooks: { secret: settings.sandboxWebhookSecret },
        ...options.sandbox,
      },
    });
    const service = new PaymentService({ db: app.db, providers, log: app.log, ...options.service });
    app.decorate('payments', service);
    if (providers.sandbox) {
      const publicOrigin = options.config.publicUrl ? new URL(options.config.publicUrl).origin : undefined;
      await app.register(sandboxPages, {
        prefix: SANDBOX_PAGES_PREFIX,
        provider: providers.sandbox,
        // The app and the sandbox share a server; a configured public origin is allowed as well.
        ...(publicOrigin ? { allowedOrigins: [publicOrigin] } : {}),
        controls: settings.sandboxControls,
      });
    }
  },
  { name: 'payments', dependencies: ['db'] },
);

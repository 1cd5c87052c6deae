import type { FastifyInstance } from 'fastify';
import { DbSandboxPayoutStore } from '../../db/repositories/sandbox-payout-store-repository';
import type { PayoutProvider } from '../../payment-providers/payout-provider';
import { selectPayoutProviders, type PayoutProviders } from '../../payment-providers/select-payout-providers';
import type { Config } from '../../plugins/config';
import { ownValue } from '@groupgift/domain';
import { inOwnTrace } from '../../telemetry/own-trace';

/**
 * The provider a redemption names (it remembers the one that paid), for webhooks and reconciliation.
 * The name may come from a URL: only configured providers count, never Object's own members.
 */
export function payoutProviderNamed(providers: PayoutProviders, name: string): PayoutProvider | undefined {
  return ownValue<PayoutProvider>(providers.byName, name);
}

/**
 * The payout providers from configuration (`selectPayoutProviders`: Stripe Connect and PayPal Payouts
 * by their keys, the sandbox for the rest when it may play). The sandbox keeps its state in the app's
 * database, so a restart (even kill -9) keeps what it paid; it shares the payments' fault knobs
 * (`/control/faults`), and its signed webhooks reach this app's payout endpoint without a socket.
 */
export function defaultPayoutProviders(app: FastifyInstance, config: Config): PayoutProviders {
  const paymentsSandbox = app.payments.providers.sandbox;
  const providers = selectPayoutProviders({
    ...config.payments.payouts,
    sandboxAllowed: config.payments.sandboxAllowed,
    sandbox: {
      store: new DbSandboxPayoutStore(app.db),
      webhooks: { secret: config.payments.sandboxWebhookSecret },
      ...(paymentsSandbox ? { faults: paymentsSandbox.faults } : {}),
    },
  });
  const sandbox = providers.sandbox;
  if (!sandbox) return providers;
  let open = true;
  app.addHook('preClose', async () => {
    open = false;
  });
  sandbox.webhooks.configure({
    sender: async (delivery) => {
      if (!open) return { status: 200 };
      const res = await inOwnTrace(() =>
        app.inject({ method: 'POST', url: '/api/webhooks/sandbox/payouts', headers: delivery.headers, payload: delivery.body }),
      );
      return { status: res.statusCode };
    },
  });
  app.addHook('onClose', async () => {
    await sandbox.idle();
  });
  return providers;
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerReconcileRedemptionsJob } from '../../jobs/reconcile-redemptions-job';
import type { Config } from '../../plugins/config';
import { rateLimitStore } from '../../plugins/rate-limit-store';
import { organiserMoneyRoutes } from '../../routes/money-out/organiser-money-routes';
import { giftCardRoutes } from '../../routes/money-out/gift-card-routes';
import { payoutWebhookRoutes } from '../../routes/money-out/payout-webhook-routes';
import { recipientMoneyRoutes } from '../../routes/money-out/recipient-money-routes';
import { DEFAULT_REDEEM_RATE_LIMIT, type RedeemRateLimit } from '../../routes/money-out/redeem-limit';
import type { PayoutProviders } from '../../payment-providers/select-payout-providers';
import { RedemptionService } from './redemption-service';
import { defaultPayoutProviders } from './select-payout-providers';
import { instrumentPayoutProviders } from '../../telemetry/instrument-providers';
import { accountWebhookRoutes } from '../../routes/money-out/account-webhook-routes';
import { payoutAccountRoutes } from '../../routes/money-out/payout-account-routes';
import { sandboxOnboardingRoutes } from '../../routes/money-out/sandbox-onboarding-routes';
import { PayoutAccountService } from '../payout-accounts/payout-account-service';
import { connectedAccountProviders, SANDBOX_CONNECT_PREFIX } from '../payout-accounts/select-connected-accounts';

declare module 'fastify' {
  interface FastifyInstance {
    redemptions: RedemptionService;
    payoutAccounts: PayoutAccountService;
  }
}

export type RedemptionsPluginOptions = {
  config: Config;
  /** Tests: the payout providers (default: chosen from configuration). */
  providers?: PayoutProviders;
  /** The redeem POSTs' limit per address and collection or link. */
  rateLimit?: RedeemRateLimit;
  /** Run the reconciliation pass (default: as the payments' job, off under NODE_ENV=test). */
  jobs?: boolean;
  /** How long a redemption may sit processing before reconciliation asks about it (default: configuration). */
  reconcileGraceMs?: number;
};

/** Money out (issue 15, decision 112): decorates `app.redemptions`, its routes, webhooks and reconciliation. */
export const redemptionsPlugin = fp(
  async function redemptions(app: FastifyInstance, options: RedemptionsPluginOptions) {
    // Every payout call is timed, counted and traced at the port, once (decision 153).
    const providers = instrumentPayoutProviders(options.providers ?? defaultPayoutProviders(app, options.config));
    // Organisers' own payout accounts (decision 165): the gate of a bank withdrawal, and its source.
    const connected = connectedAccountProviders(app, options.config, providers);
    const accounts = new PayoutAccountService({ db: app.db, ...connected, publicUrl: options.config.publicUrl });
    app.decorate('payoutAccounts', accounts);
    app.decorate('redemptions', new RedemptionService({ db: app.db, providers, log: app.log, accounts }));
    await app.register(async (scope) => {
      await scope.register(rateLimit, { global: false, ...rateLimitStore(scope, 'redeem') });
      const limit = { rateLimit: options.rateLimit ?? DEFAULT_REDEEM_RATE_LIMIT };
      await scope.register(organiserMoneyRoutes, limit);
      await scope.register(recipientMoneyRoutes, limit);
      await scope.register(payoutAccountRoutes);
    });
    await app.register(payoutWebhookRoutes);
    await app.register(accountWebhookRoutes);
    if (connected.sandbox)
      await app.register(sandboxOnboardingRoutes, { prefix: SANDBOX_CONNECT_PREFIX, accounts: connected.sandbox, publicUrl: options.config.publicUrl });
    await app.register(giftCardRoutes, { sandboxLogos: options.config.payments.sandboxAllowed });
    if (options.jobs ?? options.config.nodeEnv !== 'test')
      registerReconcileRedemptionsJob(app, {
        intervalMs: options.config.payments.reconcileIntervalMs,
        graceMs: options.reconcileGraceMs ?? options.config.payments.reconcileGraceMs,
      });
  },
  { name: 'redemptions', dependencies: ['db', 'payments'] },
);

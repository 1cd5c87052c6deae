import type { Market } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { DbSandboxAccountStore } from '../../db/repositories/sandbox-account-store-repository';
import type { ConnectedAccountProvider, ConnectedAccountProviderName } from '../../payment-providers/connected-accounts';
import { SandboxConnectedAccounts } from '../../payment-providers/sandbox/connected-accounts';
import type { PayoutProviders } from '../../payment-providers/select-payout-providers';
import { StripeConnectedAccounts } from '../../payment-providers/stripe/stripe-connected-accounts';
import type { Config } from '../../plugins/config';
import { inOwnTrace } from '../../telemetry/own-trace';
import { SANDBOX_PAGES_PREFIX } from '../payments/payments-plugin';

export type ConnectedAccountProviders = {
  accountsFor: (market: Market) => ConnectedAccountProvider | undefined;
  byName: Partial<Record<ConnectedAccountProviderName, ConnectedAccountProvider>>;
  sandbox?: SandboxConnectedAccounts;
};

/** Where the sandbox's onboarding page is served (on our own server, like its payment pages). */
export const SANDBOX_CONNECT_PREFIX = `${SANDBOX_PAGES_PREFIX}/connect`;

/**
 * Who onboards organisers in a market: the provider of its bank payouts, when it has connected
 * accounts (Stripe with STRIPE_CONNECT_ONBOARDING, decision 165; the sandbox while it plays). Stripe
 * set up with one account for everyone onboards no one, as before.
 */
export function connectedAccountProviders(app: FastifyInstance, config: Config, payouts: PayoutProviders): ConnectedAccountProviders {
  const byName: ConnectedAccountProviders['byName'] = {};
  const stripe = config.payments.payouts?.stripe;
  if (stripe?.onboarding) byName.stripe = new StripeConnectedAccounts(stripe);
  let sandbox: SandboxConnectedAccounts | undefined;
  if (payouts.sandbox) {
    sandbox = new SandboxConnectedAccounts({
      store: new DbSandboxAccountStore(app.db),
      webhookSecret: config.payments.sandboxWebhookSecret,
      pagesBaseUrl: `${(config.publicUrl ?? '').replace(/\/$/, '')}${SANDBOX_CONNECT_PREFIX}`,
    });
    byName.sandbox = sandbox;
    // The onboarding page's events reach this app's account endpoint without a socket, signed as Stripe's are.
    sandbox.configureSender(async (delivery) => {
      const res = await inOwnTrace(() =>
        app.inject({ method: 'POST', url: '/api/webhooks/sandbox/accounts', headers: delivery.headers, payload: delivery.body }),
      );
      if (res.statusCode !== 200) app.log.warn({ status: res.statusCode }, 'sandbox account event refused');
    });
  }
  const accountsFor = (market: Market) => {
    const bank = payouts.providerFor('bank', market);
    return bank && Object.hasOwn(byName, bank.name) ? byName[bank.name as ConnectedAccountProviderName] : undefined;
  };
  return { accountsFor, byName, ...(sandbox ? { sandbox } : {}) };
}

import { describe, expect, it } from 'vitest';
import { readPaymentsConfig } from '../services/payments/payments-config';
import { PayPalPayoutProvider } from './paypal/paypal-payouts';
import { FaultInjector } from './sandbox/faults';
import { SandboxPayoutProvider } from './sandbox/payouts';
import { selectPayoutProviders } from './select-payout-providers';
import { StripePayoutProvider } from './stripe/stripe-payouts';

const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const payPalEnv = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };

function select(env: Record<string, string>, mode: 'demo' | 'production' = 'demo') {
  const config = readPaymentsConfig(env, mode);
  return selectPayoutProviders({ ...config.payouts, sandboxAllowed: config.sandboxAllowed });
}

describe('choosing the payout providers from configuration', () => {
  it('serves every method in both markets from one sandbox in the demo without keys', () => {
    const chosen = select({});
    expect(chosen.sandbox).toBeInstanceOf(SandboxPayoutProvider);
    for (const market of ['AU', 'US'] as const) {
      expect(chosen.methodsFor(market)).toEqual(['bank', 'paypal', 'gift_card']);
      for (const method of ['bank', 'paypal', 'gift_card'] as const) expect(chosen.providerFor(method, market)).toBe(chosen.sandbox);
    }
    expect(chosen.all).toEqual([chosen.sandbox]);
    expect(chosen.byName).toEqual({ sandbox: chosen.sandbox });
  });

  it('pays banks through Stripe only with the connected account set, in its market, and PayPal through PayPal with its keys', () => {
    expect(select(stripeEnv).providerFor('bank', 'US')).toBeInstanceOf(SandboxPayoutProvider);
    const chosen = select({ ...stripeEnv, ...payPalEnv, STRIPE_CONNECT_ACCOUNT_ID: 'acct_123' });
    expect(chosen.providerFor('bank', 'US')).toBeInstanceOf(StripePayoutProvider);
    // Stripe holds the US contributions; AU banks stay with the sandbox in the demo.
    expect(chosen.providerFor('bank', 'AU')).toBe(chosen.sandbox);
    expect(chosen.providerFor('paypal', 'AU')).toBeInstanceOf(PayPalPayoutProvider);
    expect(chosen.providerFor('gift_card', 'US')).toBe(chosen.sandbox);
    expect(Object.keys(chosen.byName).sort()).toEqual(['paypal', 'sandbox', 'stripe']);
    const au = select({ ...stripeEnv, STRIPE_CONNECT_ACCOUNT_ID: 'acct_123', STRIPE_CONNECT_COUNTRY: 'AU' });
    expect(au.providerFor('bank', 'AU')).toBeInstanceOf(StripePayoutProvider);
    expect(au.providerFor('bank', 'US')).toBe(au.sandbox);
  });

  it('offers no gift card and no method without keys in a production start without the sandbox', () => {
    const none = select({}, 'production');
    expect([none.methodsFor('AU'), none.methodsFor('US'), none.all, none.sandbox]).toEqual([[], [], [], undefined]);
    const stripeOnly = select({ ...stripeEnv, STRIPE_CONNECT_ACCOUNT_ID: 'acct_123' }, 'production');
    expect(stripeOnly.methodsFor('US')).toEqual(['bank']);
    expect(stripeOnly.methodsFor('AU')).toEqual([]);
    expect(stripeOnly.providerFor('gift_card', 'US')).toBeUndefined();
    const payPalOnly = select(payPalEnv, 'production');
    expect(payPalOnly.methodsFor('AU')).toEqual(['paypal']);
    // Named on purpose (a staging site), the sandbox plays again.
    expect(select({ SANDBOX_PAYMENTS: 'true' }, 'production').methodsFor('US')).toEqual(['bank', 'paypal', 'gift_card']);
  });

  it('reads the Connect and payout webhook secrets, defaulting to the payment ones', () => {
    const own = readPaymentsConfig({ ...stripeEnv, ...payPalEnv, STRIPE_CONNECT_ACCOUNT_ID: 'acct_1', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect', PAYPAL_PAYOUTS_WEBHOOK_ID: 'WH-PAYOUTS' });
    expect(own.payouts).toEqual({
      stripe: { secretKey: 'sk_test_x', connectAccountId: 'acct_1', market: 'US', webhookSecret: 'whsec_connect' },
      paypal: { clientId: 'id', clientSecret: 'secret', webhookId: 'WH-PAYOUTS', environment: 'sandbox' },
    });
    const shared = readPaymentsConfig({ ...stripeEnv, ...payPalEnv, STRIPE_CONNECT_ACCOUNT_ID: 'acct_1' });
    expect(shared.payouts?.stripe?.webhookSecret).toBe('whsec_x');
    expect(shared.payouts?.paypal?.webhookId).toBe('WH-1');
    expect(() => readPaymentsConfig({ STRIPE_CONNECT_ACCOUNT_ID: 'not-an-account' })).toThrow(/STRIPE_CONNECT_ACCOUNT_ID/);
  });

  it('hands the sandbox the store and knobs it is given, e.g. the payment sandbox fault injector', () => {
    const faults = new FaultInjector();
    const chosen = selectPayoutProviders({ sandboxAllowed: true, sandbox: { faults } });
    expect(chosen.sandbox?.faults).toBe(faults);
  });
});

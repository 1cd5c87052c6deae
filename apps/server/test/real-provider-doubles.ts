import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/plugins/config';
import { readPaymentsConfig } from '../src/services/payments/payments-config';
import { startCheckoutDouble, startPayPalDouble, startStripeDouble, type ProviderDouble } from './provider-doubles';

/** The webhook secrets the real adapters are configured with against the doubles, to sign events with. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_double';
export const CKO_WEBHOOK_SECRET = 'cko-double-signature-key';

type DoubleName = 'stripe' | 'checkout' | 'paypal';

/**
 * Local doubles of Stripe, Checkout.com and PayPal for the suite, and the payments config that points
 * the real adapters (official SDKs) at them. Call it before usePaymentsApp: its beforeAll must run
 * first, so the doubles listen before the app reads the config.
 */
export function useRealProviderDoubles(): { config: Partial<Config>; double: (name: DoubleName) => ProviderDouble } {
  const doubles: Partial<Record<DoubleName, ProviderDouble>> = {};
  beforeAll(async () => {
    [doubles.stripe, doubles.checkout, doubles.paypal] = await Promise.all([startStripeDouble(), startCheckoutDouble(), startPayPalDouble()]);
  });
  afterAll(async () => {
    await Promise.all(Object.values(doubles).map((d) => d.close()));
  });
  const double = (name: DoubleName): ProviderDouble => {
    const found = doubles[name];
    if (!found) throw new Error(`${name} double not started`);
    return found;
  };
  const config: Partial<Config> = {
    // A getter: read when the app is built, after the doubles know their ports.
    get payments() {
      return readPaymentsConfig({
        STRIPE_SECRET_KEY: 'sk_test_double',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: double('stripe').baseUrl,
        CHECKOUT_SECRET_KEY: 'sk_sbox_double',
        CHECKOUT_PUBLIC_KEY: 'pk_sbox_double',
        CHECKOUT_WEBHOOK_SECRET: CKO_WEBHOOK_SECRET,
        CHECKOUT_API_BASE_URL: double('checkout').baseUrl,
        PAYPAL_CLIENT_ID: 'client-double',
        PAYPAL_CLIENT_SECRET: 'secret-double',
        PAYPAL_WEBHOOK_ID: 'WH-DOUBLE',
        PAYPAL_API_BASE_URL: double('paypal').baseUrl,
      });
    },
  };
  return { config, double };
}

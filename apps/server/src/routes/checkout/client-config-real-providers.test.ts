// Stripe.js / Checkout Frames client fields (payments issue).
import { ORGANISER_PAYMENT_PATHS } from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { AU, US } from '../../../test/demo-guids';
import { signUpOrganiser } from '../../../test/organiser-session';
import { readPaymentsConfig } from '../../services/payments/payments-config';
import { usePaymentsApp } from '../../../test/payments-app';

/*
 * The browser loads Stripe.js or Checkout.com Frames only from what client-config answers: the
 * provider's name and its publishable (public) key. Both providers on, pointed at nothing real.
 */
const bothOn = usePaymentsApp(
  {},
  {
    payments: {
      ...readPaymentsConfig({
        STRIPE_SECRET_KEY: 'sk_test_client',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_client',
        STRIPE_WEBHOOK_SECRET: 'whsec_client',
        STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
        CHECKOUT_SECRET_KEY: 'sk_sbox_client',
        CHECKOUT_PUBLIC_KEY: 'pk_sbox_client',
        CHECKOUT_WEBHOOK_SECRET: 'cko_client',
        CHECKOUT_API_BASE_URL: 'http://127.0.0.1:9',
      }),
      reconcileIntervalMs: 0,
    },
  },
);

const sandboxOnly = usePaymentsApp();

describe('GET /api/checkout/client-config with real providers', () => {
  it('names Stripe and its publishable key for US collections, with no hosted fields', async () => {
    const res = await bothOn.app().inject({ method: 'GET', url: `/api/checkout/client-config?collection=${US(1)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ market: 'US', provider: 'stripe', publishableKey: 'pk_test_client' });
    expect(res.json().hostedFieldsUrl).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toContain('sk_test_client');
  });

  it('names Checkout.com and its public key for AU collections, with no hosted fields', async () => {
    const res = await bothOn.app().inject({ method: 'GET', url: `/api/checkout/client-config?collection=${AU(1)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ market: 'AU', provider: 'checkout', publishableKey: 'pk_sbox_client' });
    expect(res.json().hostedFieldsUrl).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toContain('sk_sbox_client');
  });

  it('offers no Apple Pay or Google Pay while a real card provider is on (no wallet sheet to run them)', async () => {
    for (const guid of [US(1), AU(1)]) {
      const res = await bothOn.app().inject({ method: 'GET', url: `/api/checkout/client-config?collection=${guid}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().wallets).toEqual({ applePay: false, googlePay: false });
      expect(res.json().walletSheetUrls).toBeUndefined();
    }
  });

  it('offers no wallet on the organiser payment screens either', async () => {
    const { headers } = await signUpOrganiser(bothOn.app(), { market: 'US' });
    for (const market of ['US', 'AU']) {
      const res = await bothOn.app().inject({ method: 'GET', url: `${ORGANISER_PAYMENT_PATHS.clientConfig}?market=${market}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().wallets).toEqual({ applePay: false, googlePay: false });
    }
  });

  it('still offers the sandbox wallets when no card keys are set', async () => {
    const res = await sandboxOnly.app().inject({ method: 'GET', url: `/api/checkout/client-config?collection=${US(1)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sandbox', wallets: { applePay: true, googlePay: true } });
    expect(res.json().walletSheetUrls).toBeDefined();
  });
});

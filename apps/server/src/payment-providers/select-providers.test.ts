import { describe, expect, it } from 'vitest';
import { selectPaymentProviders } from './select-providers';

describe('selectPaymentProviders', () => {
  it('uses one shared sandbox for every role when no keys are configured', () => {
    const providers = selectPaymentProviders({});
    expect(providers.cards.US.name).toBe('sandbox');
    expect(providers.cards.AU).toBe(providers.cards.US);
    expect(providers.paypal).toBe(providers.sandbox);
    expect(providers.all).toHaveLength(1);
  });

  it('switches a role to its real provider when its keys are present', () => {
    const providers = selectPaymentProviders({
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      paypal: { clientId: 'id', clientSecret: 'secret', webhookId: 'WH', environment: 'sandbox' },
    });
    expect(providers.cards.US.name).toBe('stripe');
    expect(providers.cards.AU.name).toBe('sandbox');
    expect(providers.paypal.name).toBe('paypal');
    expect(providers.all.map((p) => p.name).sort()).toEqual(['paypal', 'sandbox', 'stripe']);
  });

  it('needs no sandbox when every role has a real provider', () => {
    const providers = selectPaymentProviders({
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      checkout: { secretKey: 'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e', publicKey: 'pk_sbox_1', webhookSecret: 'k', apiBaseUrl: 'https://api.sandbox.checkout.com' },
      paypal: { clientId: 'id', clientSecret: 'secret', webhookId: 'WH', environment: 'sandbox' },
    });
    expect(providers.sandbox).toBeUndefined();
    expect(providers.cards.AU.name).toBe('checkout');
  });

  it('refuses to fall back to the sandbox where it is not allowed (a production start)', () => {
    expect(() =>
      selectPaymentProviders({
        sandboxAllowed: false,
        stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      }),
    ).toThrow(/sandbox is not allowed/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { startHttpDouble, type HttpDouble } from '../../test/http-double';
import { CHECKOUT_TEST_TOKENS, STRIPE_TEST_METHODS, startCheckoutDouble, startStripeDouble } from '../../test/provider-doubles';
import { CheckoutProvider } from './checkout/checkout-provider';
import { cardBrandOf, ProviderError } from './provider';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { StripeProvider } from './stripe/stripe-provider';

/*
 * Each card adapter reads a card's brand from its provider's own record of the token (the fee
 * depends on it, American Express having its own): the sandbox's token store, Stripe's PaymentMethod
 * `card.brand`, Checkout.com's card metadata `scheme`. The real adapters run against local doubles.
 */

let double: HttpDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const stripe = (baseUrl: string) => new StripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: 'whsec_x', apiBaseUrl: baseUrl, maxNetworkRetries: 0 });
const checkout = (baseUrl: string) => new CheckoutProvider({ secretKey: 'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e', publicKey: 'pk_sbox_x', webhookSecret: 'k', apiBaseUrl: baseUrl });

describe('the card brand behind a token', () => {
  it('names American Express in every spelling the providers use', () => {
    for (const scheme of ['amex', 'AMEX', 'Amex', 'American Express', 'american_express']) expect(cardBrandOf(scheme)).toBe('amex');
    for (const scheme of ['visa', 'VISA', 'Mastercard', 'discover']) expect(cardBrandOf(scheme)).toBe('other');
    for (const scheme of ['', 'UNKNOWN', null, undefined]) expect(cardBrandOf(scheme)).toBeUndefined();
  });

  it('sandbox: from the scheme its hosted fields recorded', async () => {
    const provider = new SandboxProvider();
    const token = async (number: string) => {
      const result = await provider.tokenise({ number, expiryMonth: 12, expiryYear: 2099, cvc: number.length === 15 ? '1234' : '123', name: 'Ada' });
      if (!result.ok) throw new Error('not tokenised');
      return result.tokenizedCard.token;
    };
    expect(await provider.cardBrand(await token('378282246310005'))).toBe('amex');
    expect(await provider.cardBrand(await token('4242424242424242'))).toBe('other');
    expect(await provider.cardBrand('tok_sbx_nobody_issued')).toBeUndefined();
  });

  it('Stripe: the PaymentMethod’s card.brand', async () => {
    const d = await startStripeDouble();
    double = d;
    const provider = stripe(d.baseUrl);
    expect(await provider.cardBrand(STRIPE_TEST_METHODS.amex)).toBe('amex');
    expect(await provider.cardBrand(STRIPE_TEST_METHODS.success)).toBe('other');
    expect(await provider.cardBrand('pm_unknown')).toBeUndefined();
    expect(d.requestsTo('GET', /^\/v1\/payment_methods\//).map((r) => r.url)).toEqual([
      `/v1/payment_methods/${STRIPE_TEST_METHODS.amex}`,
      `/v1/payment_methods/${STRIPE_TEST_METHODS.success}`,
      '/v1/payment_methods/pm_unknown',
    ]);
  });

  it('Stripe: the card fingerprint for the card-testing limits, from the same one read as the brand', async () => {
    const d = await startStripeDouble();
    double = d;
    const provider = stripe(d.baseUrl);
    expect(await provider.cardBrand(STRIPE_TEST_METHODS.amex)).toBe('amex');
    expect(await provider.cardFingerprint(STRIPE_TEST_METHODS.amex)).toBe('stripe:fp_amex_test');
    expect(await provider.cardFingerprint('pm_unknown')).toBeNull();
    expect(d.requestsTo('GET', /^\/v1\/payment_methods\//)).toHaveLength(2);
  });

  it('Checkout.com: the scheme of the token’s card metadata', async () => {
    const d = await startCheckoutDouble();
    double = d;
    const provider = checkout(d.baseUrl);
    expect(await provider.cardBrand(CHECKOUT_TEST_TOKENS.amex)).toBe('amex');
    expect(await provider.cardBrand(CHECKOUT_TEST_TOKENS.success)).toBe('other');
    expect(await provider.cardBrand('tok_unknown')).toBeUndefined();
    const [first] = d.requestsTo('POST', /^\/metadata\/card$/);
    expect(JSON.parse(first!.body)).toEqual({ source: { type: 'token', token: CHECKOUT_TEST_TOKENS.amex }, format: 'basic' });
  });

  it('reports a provider that does not answer as a retryable provider error, not an unknown brand', async () => {
    // Stripe's and Checkout.com's shapes of a 503.
    double = await startHttpDouble(() => ({ status: 503, body: { error: { type: 'api_error', message: 'Service unavailable' } } }));
    await expect(stripe(double.baseUrl).cardBrand('pm_card_amex')).rejects.toBeInstanceOf(ProviderError);
    await expect(checkout(double.baseUrl).cardBrand('tok_x')).rejects.toBeInstanceOf(ProviderError);
  });
});

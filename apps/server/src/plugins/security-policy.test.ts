import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { loadConfig } from './config';
import { browserPolicy, rumIntakeOrigin } from './security-policy';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const CHECKOUT = { CHECKOUT_SECRET_KEY: 'sk_sbox_x', CHECKOUT_PUBLIC_KEY: 'pk_sbox_x', CHECKOUT_WEBHOOK_SECRET: 'whsec_x', CHECKOUT_SUBDOMAIN: 'abcd1234' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'wh' };
const RUM = { DD_APPLICATION_ID: 'app-1', DD_CLIENT_TOKEN: 'pub123' };

const policyOf = (env: Record<string, string>) => browserPolicy(loadConfig({ NODE_ENV: 'test', ...env }));
const thirdParty = (directives: Record<string, string[]>) =>
  Object.values(directives)
    .flat()
    .filter((source) => source.startsWith('https://'));

describe('the browser policy', () => {
  it('names no other site when nothing third-party is configured, PayPal included (it is a redirect)', () => {
    const policy = policyOf(PAYPAL);
    expect(thirdParty(policy.directives)).toEqual([]);
    expect(policy.directives['img-src']).toContain('https:');
    expect(policy.directives['worker-src']).toEqual(["'self'"]);
    expect(policy.permissionsPolicy).toContain('payment=(self)');
  });

  it('never lets inline or evaluated script run', () => {
    const policy = policyOf({ ...STRIPE, ...CHECKOUT, ...RUM, GTM_ID: 'GTM-ABC123' });
    expect(policy.directives['script-src']?.filter((s) => s.startsWith("'unsafe-"))).toEqual([]);
    expect(policy.directives['script-src-attr']).toEqual(["'none'"]);
  });

  it('lets the configured challenge widget load and draw its frame, and no other (decision 132)', () => {
    const keys = { CHALLENGE_SITE_KEY: 'site', CHALLENGE_SECRET_KEY: 'secret' };
    const turnstile = policyOf({ ...keys, CHALLENGE_PROVIDER: 'turnstile' }).directives;
    expect(turnstile['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(turnstile['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    const hcaptcha = policyOf({ ...keys, CHALLENGE_PROVIDER: 'hcaptcha' }).directives;
    expect(hcaptcha['script-src']).toContain('https://js.hcaptcha.com');
    expect(thirdParty(hcaptcha).some((s) => s.includes('cloudflare') || s.includes('google'))).toBe(false);
    expect(policyOf({ ...keys, CHALLENGE_PROVIDER: 'recaptcha' }).directives['frame-src']).toContain('https://www.google.com/recaptcha/');
    // The sandbox box is ours: nothing third-party.
    expect(thirdParty(policyOf({ CHALLENGE_PROVIDER: 'sandbox' }).directives)).toEqual([]);
  });

  it('lets Stripe.js load, frame its Elements and run wallets when the Stripe keys are set', () => {
    const { directives, permissionsPolicy } = policyOf(STRIPE);
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directives['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(directives['connect-src']).toContain('https://api.stripe.com');
    expect(permissionsPolicy).toContain('payment=(self "https://js.stripe.com")');
    expect(thirdParty(directives).some((s) => s.includes('checkout.com'))).toBe(false);
  });

  it('lets Checkout.com Frames load and frame its fields when the Checkout.com keys are set', () => {
    const { directives } = policyOf(CHECKOUT);
    expect(directives['script-src']).toEqual(["'self'", 'https://cdn.checkout.com']);
    expect(directives['frame-src']).toContain('https://*.checkout.com');
    expect(thirdParty(directives).some((s) => s.includes('stripe'))).toBe(false);
  });

  it('lets the tag manager load and report only with GTM_ID', () => {
    const { directives } = policyOf({ GTM_ID: 'GTM-ABC123' });
    expect(directives['script-src']).toContain('https://www.googletagmanager.com');
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('lets RUM send to its intake and compress in a blob: worker only with both its id and token', () => {
    expect(policyOf({ DD_APPLICATION_ID: 'app-1' }).directives['connect-src']).toEqual(["'self'"]);
    const { directives } = policyOf({ ...RUM, DD_SITE: 'us5.datadoghq.com' });
    expect(directives['connect-src']).toContain('https://browser-intake-us5-datadoghq.com');
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('derives the RUM intake host as the SDK does', () => {
    expect(rumIntakeOrigin('datadoghq.com')).toBe('https://browser-intake-datadoghq.com');
    expect(rumIntakeOrigin('datadoghq.eu')).toBe('https://browser-intake-datadoghq.eu');
    expect(rumIntakeOrigin('ap1.datadoghq.com')).toBe('https://browser-intake-ap1-datadoghq.com');
  });

  it('allows an API, writer or card-asset host given as an absolute URL', () => {
    const { directives } = policyOf({
      API_BASE_URL: 'https://api.gift.example.test/api/',
      MMW_API_BASE_URL: 'https://writer.example.test',
      CARD_ASSET_BASE_URL: 'https://assets.example.test/cards',
    });
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.gift.example.test', 'https://writer.example.test']);
    expect(directives['style-src']).toContain('https://assets.example.test');
    expect(directives['font-src']).toContain('https://assets.example.test');
  });

  it('asks for HSTS only on an https site', () => {
    expect(browserPolicy(testConfig({ publicUrl: 'http://localhost:3000' })).https).toBe(false);
    expect(browserPolicy(testConfig({ publicUrl: 'https://gift.example.test' })).https).toBe(true);
  });
});

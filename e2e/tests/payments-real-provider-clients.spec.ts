// Stripe.js / Checkout Frames client fields (payments issue).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { allowProviderInPolicy, recordCspViolations } from '../support/csp.js';
import { shot } from '../support/shots.js';
import { signUp } from '../support/organiser.js';
import { FRAMES_DOUBLE_JS, STRIPE_DOUBLE_JS } from '../support/provider-sdk-doubles.js';
import { AU, US, chipInToPayment } from './contribute-helpers.js';

// The payment step with a real provider's browser SDK switched on: the client config answers
// Stripe (US) or Checkout.com (AU) with a key, the SDK scripts are served by local doubles, and
// ProcessCheckout is caught to read the token the page sends. Nothing leaves the machine. The pages
// carry the CSP the server sends with that provider's keys set, and nothing may be refused under it.

type Provider = 'stripe' | 'checkout';
interface Caught {
  bodies: Record<string, unknown>[];
  sdkRequests: string[];
  /** CSP violations in the page and its frames. */
  refused: string[];
}

async function useProviderDoubles(page: Page, provider: Provider): Promise<Caught> {
  const caught: Caught = { bodies: [], sdkRequests: [], refused: await recordCspViolations(page) };
  // No network: anything not served by the local server is refused, except the doubled SDKs below.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await allowProviderInPolicy(page, provider);
  await page.route('https://js.stripe.com/**', (route) => {
    caught.sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STRIPE_DOUBLE_JS });
  });
  await page.route('https://cdn.checkout.com/**', (route) => {
    caught.sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FRAMES_DOUBLE_JS });
  });
  await page.route('**/api/checkout/client-config?**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    delete config.hostedFieldsUrl;
    delete config.walletSheetUrls;
    const key = provider === 'stripe' ? 'pk_test_e2e_double' : 'pk_sbox_e2e_double';
    await route.fulfill({ response, json: { ...config, provider, publishableKey: key, wallets: { applePay: false, googlePay: false } } });
  });
  await page.route('**/api/checkout/ProcessCheckout', async (route) => {
    caught.bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ json: { successCode: 10000, success: true, message: 'pay-e2e-1', invoiceNumber: 'INV-E2E-1', threeDsRequired: false, threeDsredirectUrl: null } });
  });
  return caught;
}

/** The organiser payment screens ask their own client config and post to the organiser checkout. */
async function useOrganiserStripeDoubles(page: Page): Promise<Caught> {
  const caught: Caught = { bodies: [], sdkRequests: [], refused: await recordCspViolations(page) };
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await allowProviderInPolicy(page, 'stripe');
  await page.route('https://js.stripe.com/**', (route) => {
    caught.sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STRIPE_DOUBLE_JS });
  });
  await page.route('**/api/organiser-payments/client-config?**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    delete config.hostedFieldsUrl;
    delete config.walletSheetUrls;
    await route.fulfill({ response, json: { ...config, provider: 'stripe', publishableKey: 'pk_test_e2e_double', wallets: { applePay: false, googlePay: false } } });
  });
  await page.route('**/api/organiser-checkout/ProcessCheckout', async (route) => {
    caught.bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ json: { successCode: 10000, success: true, message: 'pay-e2e-org', invoiceNumber: 'INV-E2E-ORG', threeDsRequired: false, threeDsredirectUrl: null } });
  });
  return caught;
}

/** A brand-new US organiser's Paid Group Card collection, made through the organiser API. */
async function createPgc(page: Page): Promise<string> {
  await signUp(page, { market: 'US' });
  const csrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'gg_csrf')?.value ?? '');
  const response = await page.request.post('/api/organiser/collections', {
    headers: { 'x-csrf-token': csrf },
    data: {
      setupType: 'Paid Group Card',
      market: 'US',
      recipientName: 'Robin Recipient',
      title: 'Farewell Sam',
      closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      targetCents: 0,
      cover: { className: 'level-achieved', coverType: 1, title: 'your title here' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { guid: string }).guid;
}


test.describe('real provider clients on the payment step', () => {
  test('US with Stripe: the Payment Element alone, with the name and email from the amount screen; the confirmation token goes to ProcessCheckout @phone', async ({ page }) => {
    const caught = await useProviderDoubles(page, 'stripe');
    await chipInToPayment(page, US(1));
    // Stripe.js was fetched (never the sandbox's hosted fields) and given the publishable key.
    await expect(page.locator('[data-double="payment"]')).toBeVisible();
    expect(caught.sdkRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
    expect(caught.sdkRequests.some((url) => url.startsWith('https://cdn.checkout.com/'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __stripeDouble: { key: string } }).__stripeDouble.key)).toBe('pk_test_e2e_double');
    await expect(page.locator('iframe[title="Secure card details"]')).toHaveCount(0);
    // No Link or Address Element (decision 101): the name and email were given on the amount screen
    // and go with the token; the Payment Element asks only what a US card needs.
    await expect(page.locator('[data-double="linkAuthentication"], [data-double="address"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __stripeDouble: { paymentFields: unknown } }).__stripeDouble.paymentFields)).toEqual({ name: 'never', email: 'never' });
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    await page.getByLabel('ZIP').fill('62701');
    await page.getByLabel('I accept the terms and conditions').check();

    // Stripe's own check stops an empty card before any token or payment call.
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toContainText('Your card number is incomplete.');
    expect(caught.bodies).toHaveLength(0);

    // An SDK error is shown in words and the form stays usable.
    await page.getByLabel('Card number').fill('4000 0000 0000 0119');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toContainText('Your card could not be checked: An error occurred while processing your card.');
    expect(caught.bodies).toHaveLength(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await shot(page, 'stripe-us');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/payment-successful\?channel=/);
    expect(caught.bodies).toHaveLength(1);
    expect(caught.bodies[0]).toMatchObject({ checkOutToken: 'ctoken_e2e_4242', email: 'alex@example.test', fName: 'Alex', lName: 'Smith' });
    const tokens = await page.evaluate(() => (window as unknown as { __stripeDouble: { tokens: { params: unknown }[] } }).__stripeDouble.tokens);
    expect(tokens.at(-1)?.params).toEqual({ payment_method_data: { billing_details: { name: 'Alex Smith', email: 'alex@example.test' } } });
    expect(caught.refused).toEqual([]);
  });

  test('AU with Checkout.com: Frames tokenises the card into the tok_ token sent to ProcessCheckout', async ({ page }) => {
    const caught = await useProviderDoubles(page, 'checkout');
    await chipInToPayment(page, AU(1));
    // Frames' script is injected only once a card is chosen, never before.
    expect(caught.sdkRequests).toHaveLength(0);
    await page.getByRole('combobox', { name: 'Pay with' }).click();
    await page.getByRole('option', { name: 'Credit or Debit Card' }).click();
    await expect(page.getByRole('group', { name: 'Card details' }).getByLabel('Card number')).toBeVisible();
    expect(caught.sdkRequests).toEqual(['https://cdn.checkout.com/js/framesv2.min.js']);
    expect(await page.evaluate(() => (window as unknown as { __framesDouble: { publicKey: string } }).__framesDouble.publicKey)).toBe('pk_sbox_e2e_double');
    await page.getByLabel('I accept the terms and conditions').check();

    // An incomplete card is named, nothing is sent.
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toContainText('Please enter your card number, expiry date and security code.');

    // A Frames (SDK) error is shown in words; the form stays usable.
    await page.getByLabel('Card number').fill('4000 0000 0000 0119');
    await page.getByLabel('Expiry date').fill('12/34');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toContainText('Your card could not be checked: Tokenization request failed');
    expect(caught.bodies).toHaveLength(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shot(page, 'checkout-au');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/payment-successful\?channel=/);
    expect(caught.bodies).toHaveLength(1);
    expect(caught.bodies[0]).toMatchObject({ checkOutToken: 'tok_e2e_4242', paymentMethod: 1, email: 'alex@example.test' });
    expect(caught.refused).toEqual([]);
  });

  test('organiser PGC with Stripe: the Payment Element tokenises and the ctoken goes to the organiser checkout', async ({ page }) => {
    const caught = await useOrganiserStripeDoubles(page);
    const guid = await createPgc(page);
    await page.goto(`/payment/${guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your group card' })).toBeVisible();
    await expect(page.getByTestId('pgc-total')).toHaveText('$4.99');
    // Stripe's Payment Element, not the config-failed alert nor the sandbox fields; no wallet tabs.
    await expect(page.locator('[data-double="payment"]')).toBeVisible();
    await expect(page.getByText('The secure payment form could not be loaded.')).toHaveCount(0);
    await expect(page.locator('iframe[title="Secure card details"]')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Apple Pay|Google Pay/ })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __stripeDouble: { key: string } }).__stripeDouble.key)).toBe('pk_test_e2e_double');
    await expectNoAxeViolations(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await shot(page, 'stripe-organiser-pgc');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(new RegExp(`/payment/${guid}/payment-received`));
    expect(caught.bodies).toHaveLength(1);
    expect(caught.bodies[0]).toMatchObject({ purchase: { kind: 'paid_group_card', collectionGuid: guid }, amount: 499, checkOutToken: 'ctoken_e2e_4242' });
    // The contributor journey's stores were not written by the organiser's payment.
    expect(await page.evaluate(() => Object.keys(sessionStorage).concat(Object.keys(localStorage)).filter((k) => /payment-details|payment-provider-state/.test(k)))).toEqual([]);
    expect(caught.refused).toEqual([]);
  });
});

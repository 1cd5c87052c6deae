import { expect, test } from '../support/worker-page.js';
import { CARD, chooseMethod, payByCard } from '../support/payment-step.js';
import { AU, chipInToPayment, ownPayer } from './contribute-helpers.js';

// Issue 30, point 6 (decision 138): terms and privacy per market, from the operator's Markdown,
// linked from the payment step, sign-up and the footer.

test('the payment step\'s terms link opens the market\'s terms in a new tab, and the payment carries on @phone', async ({ page, context }) => {
  await chipInToPayment(page, AU(3), '20', ownPayer());
  await chooseMethod(page, 'AU', 'Credit or Debit Card');
  const paymentUrl = page.url();
  const checkbox = page.getByLabel('I accept the terms and conditions');
  await expect(checkbox).not.toBeChecked();

  const opened = context.waitForEvent('page');
  await page.getByRole('main').getByRole('link', { name: 'terms and conditions', exact: true }).click();
  const terms = await opened;
  await terms.waitForLoadState();
  expect(new URL(terms.url()).pathname + new URL(terms.url()).search).toBe('/terms?market=AU');
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(terms.getByText('Amounts are in Australian dollars (AUD).')).toBeVisible();
  await terms.close();

  // The payment step is where it was: same address, the method still chosen, the box not ticked by the link.
  expect(page.url()).toBe(paymentUrl);
  await expect(checkbox).not.toBeChecked();
  await expect(page.locator('iframe[title="Secure card details"]')).toBeVisible();
  await payByCard(page, 'AU', CARD.success);
  await page.waitForURL(/\/payment-successful\?channel=card$/);
});

test('terms and privacy switch market, and sign-up and the footer link to them', async ({ page }) => {
  await page.goto('/terms?market=US');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('Amounts are in US dollars (USD).')).toBeVisible();
  await page.getByRole('navigation', { name: 'Country' }).getByRole('link', { name: 'Australia' }).click();
  await expect(page.getByText('Amounts are in Australian dollars (AUD).')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('Australian Privacy Principles', { exact: false })).toBeVisible();

  await page.goto('/signup');
  await expect(page.getByRole('main').getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', /^\/terms\?market=(AU|US)$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', /^\/privacy\?market=(AU|US)$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
});

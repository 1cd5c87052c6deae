import { expect, test } from '../support/worker-page.js';
import { UNKNOWN, US, checkA11y } from './contribute-helpers.js';

test.describe('collection status, unknown ids and redirects', () => {
  test('a closed collection goes to collection-closed', async ({ page }) => {
    await page.goto(`/contribute/${US(8)}`);
    await page.waitForURL(/\/collection-closed$/);
    await expect(page.getByRole('heading', { name: 'This collection has closed' })).toBeVisible();
    await checkA11y(page);
  });

  test('a suspended collection goes to collection-suspended, from any step', async ({ page }) => {
    await page.goto(`/contribute/${US(9)}/how-much`);
    await page.waitForURL(/\/collection-suspended$/);
    await expect(page.getByRole('heading', { name: 'This collection is paused' })).toBeVisible();
    await checkA11y(page);
  });

  test('a deleted collection goes to collection-closed', async ({ page }) => {
    await page.goto(`/contribute/${US(10)}`);
    await page.waitForURL(/\/collection-closed$/);
  });

  test('an unknown collection shows the 404 page', async ({ page }) => {
    await page.goto(`/contribute/${UNKNOWN}`);
    await page.waitForURL(/\/errors\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Sorry, we could not find the resource you were looking for right now.')).toBeVisible();
    await expect(page).toHaveTitle(/Error 404/);
    await checkA11y(page);
  });

  test('a malformed collection id shows the 404 page', async ({ page }) => {
    await page.goto('/contribute/not-a-guid/sign');
    await page.waitForURL(/\/errors\/404$/);
  });

  test('unknown paths end on /errors/404 (the root is the front page, decision 142)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Chip in together. Sign one card.' })).toBeVisible();
    await page.goto('/no/such/page');
    await page.waitForURL(/\/errors\/404$/);
  });

  test('contact support under a collection redirects to the static page', async ({ page }) => {
    await page.goto(`/contribute/${US(1)}/contact-customer-support`);
    await page.waitForURL(/\/contact-customer-support$/);
    await expect(page.getByRole('heading', { name: 'Contact customer support' })).toBeVisible();
    await checkA11y(page);
  });

  test('you can now close this tab', async ({ page }) => {
    await page.goto('/you-can-now-close-this-tab');
    await expect(page.getByRole('heading', { name: 'You can now close this tab' })).toBeVisible();
    await expect(page).toHaveTitle(/You can now close this tab/);
    await checkA11y(page);
  });

  test('no thanks, payment pages and receipt render for an open collection', async ({ page }) => {
    // Channels are named as people say them, and a failed payment never reads as paid.
    for (const [step, heading, said] of [
      ['no-thanks', 'No problem', null],
      ['payment-successful?channel=googlepay', 'Payment successful', 'Paid with Google Pay.'],
      ['payment-failed?channel=paypal', 'Payment failed', 'You tried to pay with PayPal.'],
      ['receipt', 'Receipt', null],
    ] as const) {
      await page.goto(`/contribute/${US(1)}/${step}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (said) await expect(page.getByText(said)).toBeVisible();
      await expect(page.getByText(/Completed with|googlepay|paypal\./)).toHaveCount(0);
      await checkA11y(page);
    }
  });
});

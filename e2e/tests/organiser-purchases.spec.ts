import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { shot } from '../support/shots.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { enterCard } from '../support/payment-step.js';
import { createCollectionThroughForm, signUp, signUpToDashboard } from '../support/organiser.js';

// What a new organiser buys, reached only through the screens: sign up, create the collection with
// the form, follow the collection page's or the dashboard's link, pay with the sandbox test card.
// The layout guard covers these screens at phone width (decision 120). E2E_SHOTS_DIR keeps screenshots (support/shots.ts).

const WITH_ERRORS = [
  'First name,Last name,Email,Amount',
  'Ada,Lovelace,ada@example.com,25.00',
  ',Smith,not-an-email,12.345',
].join('\r\n');

const CORRECTED = [
  'First name,Last name,Email,Amount',
  'Ada,Lovelace,ada@example.com,25.00',
  'Bo,Smith,bo@example.com,12.35',
].join('\r\n');

async function payByCard(page: Page, total: string) {
  const pay = page.getByTestId('pay-button');
  await expect(pay).toHaveText(new RegExp(total.replace('$', '\\$')));
  await enterCard(page, undefined, 'Olive Organiser');
  await pay.click();
}

test.describe('organiser purchases through the screens', () => {
  // Sign-up, the form, the payment and the axe scans: more than the default budget on a busy machine.

  test('a new organiser pays for a Paid Group Card from its collection page', async ({ page }) => {
    await signUp(page, { market: 'US' });
    const guid = await createCollectionThroughForm(page, 'Paid Group Card', 'Farewell Sam');

    // Typed by hand before paying, the received address says nothing was received.
    await page.goto(`/payment/${guid}/payment-received`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your payment is being processed' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment received' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'pgc-received-pending');
    await page.goBack();

    const purchase = page.getByRole('region', { name: 'Paid group card' });
    await expect(purchase.getByText('This group card is not paid for yet.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'collection-pay-for-card');
    await purchase.getByRole('link', { name: 'Pay for card' }).click();

    await page.waitForURL(new RegExp(`/payment/${guid}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your group card' })).toBeVisible();
    await expect(page.getByTestId('pgc-total')).toHaveText('$4.99');
    await payByCard(page, '$4.99');

    await page.waitForURL(new RegExp(`/payment/${guid}/payment-received`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByText(/Reference: /)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View the collection' }).click();
    await page.waitForURL(new RegExp(`/dashboard/collections/${guid}$`));
    await expect(purchase.getByTestId('card-paid')).toHaveText('Card paid');
    await expect(purchase.getByRole('link', { name: 'Pay for card' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'collection-card-paid');
  });

  test('a new organiser uploads payees from a Bulk Gifts collection and pays for them', async ({
    page,
  }) => {
    await signUp(page, { market: 'US' });
    const guid = await createCollectionThroughForm(page, 'Bulk Gifts', 'Team thank-you gifts');

    const purchase = page.getByRole('region', { name: 'Bulk gifts' });
    await expectNoAxeViolations(page);
    await shot(page, 'collection-upload-payees');
    await purchase.getByRole('link', { name: 'Upload payees' }).click();
    await page.waitForURL(new RegExp(`/bulkupload/${guid}/payee-details$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payee details' })).toBeVisible();

    const file = page.locator('input[type=file]');
    const status = page.getByRole('status', { name: 'Upload status' });
    await file.setInputFiles({
      name: 'team.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(WITH_ERRORS, 'utf8'),
    });
    await expect(status).toContainText('Upload complete');
    await expect(page.getByTestId('error-count')).toHaveText('1');
    const badRow = page.getByRole('row').filter({ hasText: 'not-an-email' });
    for (const message of [
      'This field is required',
      'Must be a valid email address',
      'Must be rounded to 2 decimal places',
    ]) {
      await expect(badRow.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);

    await file.setInputFiles({
      name: 'team-corrected.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CORRECTED, 'utf8'),
    });
    await expect(page.getByTestId('error-count')).toHaveText('0');
    await expect(page.getByTestId('valid-count')).toHaveText('2');
    // 25.00 + 12.35, plus the 5 % bulk gifts fee (1.87, half-up).
    await expect(page.getByTestId('total')).toHaveText('$39.22');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(new RegExp(`/payment/${guid}\\?bulkpayment=true$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your bulk upload' })).toBeVisible();
    await payByCard(page, '$39.22');

    await page.waitForURL(new RegExp(`/payment/bulkupload-received\\?id=${guid}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your payment has been received' }),
    ).toBeVisible();
    await expect(page.getByText('$39.22')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'bulk-received');
  });

  test('a new organiser buys a pack from the dashboard', async ({ page }) => {
    await signUpToDashboard(page, 'AU');
    await expectNoAxeViolations(page);
    await shot(page, 'dashboard-buy-pack');
    await page.getByRole('link', { name: 'Buy a pack' }).click();

    await page.waitForURL(/\/payment\?packpayment=true&userid=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a pack of cards' })).toBeVisible();
    // Plans are product data: they are on sale with or without the demo collections.
    await expect(page.getByTestId('pack-total')).toHaveText('$27.99');
    await payByCard(page, '$27.99');

    await page.waitForURL(/\/payment\/packpayment-received/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pack payment received' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

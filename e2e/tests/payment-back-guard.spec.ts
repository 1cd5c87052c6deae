import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { ownCollection } from '../support/organiser.js';
import { payButton, payByCard } from '../support/payment-step.js';
import { chipInToPayment } from './contribute-helpers.js';

// Issue 13: back after "Payment successful" returned to a filled payment form, and paying again
// charged again (two contributions, joined +2). The guard of SPEC §2 now covers payment-successful,
// and a payment step opened after this journey paid shows the outcome instead of the form.

async function joined(page: Page, guid: string): Promise<number> {
  const response = await page.request.get(`/api/contributions/contribution-details?collection=${guid}`);
  return ((await response.json()) as { joinedSofar: number }).joinedSofar;
}

test('after paying, back and a typed address never reach a form that charges again', async ({ page }) => {
  const guid = await ownCollection(page, 'US');
  const joinedBefore = await joined(page, guid);
  let payments = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(checkout|paypal)\//.test(request.url())) payments += 1;
  });

  await chipInToPayment(page, guid);
  await payByCard(page, 'US');
  await page.waitForURL(/\/payment-successful\?channel=card$/);

  // Back is refused, twice over: the page stays as it was, with its channel.
  for (let i = 0; i < 2; i += 1) {
    await page.goBack();
    await expect(page).toHaveURL(/\/payment-successful\?channel=card$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
  }

  // Typed (or reached from another document, as after 3-D Secure), the payment step shows the outcome.
  await page.goto(`/contribute/${guid}/payment-details`);
  await expect(page).toHaveURL(new RegExp(`/contribute/${guid}/payment-successful$`));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);

  expect(payments).toBe(1);
  expect(await joined(page, guid)).toBe(joinedBefore + 1);
});

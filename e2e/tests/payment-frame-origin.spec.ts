import { expect, test } from '@playwright/test';
import { CARD, payByCard } from '../support/payment-step.js';
import { AU, chipInToPayment, ownPayer } from './contribute-helpers.js';

// Issue 30, point 9 (decision 138): the demo is printed at one address and opened at another (a
// phone on the LAN, 127.0.0.1 beside localhost). The card frame takes the address the page was
// opened at, so a card pays there too. The suite's baseURL is the configured 127.0.0.1; this test
// opens the app at localhost, the address that is not configured.

test('a card pays with the demo opened at an address other than the configured one @phone', async ({ browser }, testInfo) => {
  const configured = new URL(String(testInfo.project.use.baseURL));
  expect(configured.hostname).toBe('127.0.0.1');
  const other = `http://localhost:${configured.port}`;
  const context = await browser.newContext({ baseURL: other, viewport: testInfo.project.use.viewport ?? null });
  try {
    const page = await context.newPage();
    await chipInToPayment(page, AU(3), '20', ownPayer());
    expect(new URL(page.url()).origin).toBe(other);
    await payByCard(page, 'AU', CARD.success);
    await page.waitForURL(/\/payment-successful\?channel=card$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a refused card frame shows a short friendly message, not JSON', async ({ page }) => {
  await page.goto(`/sandbox-provider/hosted-fields?origin=${encodeURIComponent('https://elsewhere.example')}`);
  await expect(page.getByRole('heading', { name: "This payment form can't open here" })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('validation_failed');
});

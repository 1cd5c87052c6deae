import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { createCollectionThroughApi, nextCreateStep, signUp } from '../support/organiser.js';
import { payButton } from '../support/payment-step.js';
import { AU, SIGN_MODAL, US, checkA11y, chipInToPayment, choosePathway, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 13 (art, icons and clear words): illustrated covers, the card-only landing without money
// figures, and the payment method list as assistive technology meets it, in both markets.

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: join(testInfo.project.testDir, '..', 'test-results', 'art-and-access', file), fullPage: true });
}

test('a card-only landing shows its illustrated cover and no money figure', async ({ page }, testInfo) => {
  await openInvitation(page, US(2));
  // The cover the server composes (issue 31): the get-well design with the card's words.
  await expect(page.getByTestId('card-cover').getByRole('img', { name: /^Cover: / })).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toContain('$');
  expect(text).not.toMatch(/Collected/i);
  await checkA11y(page);
  await shoot(page, testInfo, 'landing-illustrated');
});

test('signing a card-only collection to the end shows no money figure on the finish or the close-tab page', async ({ page }) => {
  await openInvitation(page, US(2));
  await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
  await signMessage(page, 'Alex', 'Get well soon, from all of us on the third floor!');
  await page.getByRole('button', { name: 'Save message' }).click();
  await page.waitForURL(/\/pathway-complete$/);
  await expect(page.getByRole('link', { name: 'Edit my message' })).toBeVisible();
  for (const where of ['finish', 'close-tab'] as const) {
    if (where === 'close-tab') {
      await page.getByRole('link', { name: 'Close' }).click();
      await page.waitForURL(/\/you-can-now-close-this-tab$/);
    }
    const text = await page.locator('main').innerText();
    expect(text, where).not.toContain('$');
    expect(text, where).not.toMatch(/Collected/i);
  }
});

test('AU: Pay waits for a method and says why; each method is named once; American Express shows its fee @phone', async ({ page }, testInfo) => {
  await chipInToPayment(page, AU(3));
  const pay = payButton(page);
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription('Choose how to pay first');
  await checkA11y(page);
  const dropdown = page.getByRole('combobox', { name: 'Pay with' });
  await dropdown.click();
  // Open, with the active option announced: the dropdown's aria stays valid.
  await checkA11y(page);
  for (const name of ['American Express', 'Credit or Debit Card', 'PayPal']) {
    await expect(page.getByRole('option', { name, exact: true })).toHaveCount(1);
  }
  await page.getByRole('option', { name: 'American Express', exact: true }).click();
  // The chosen value reads once: the logo's lettering is not text.
  await expect(dropdown).toHaveText('American Express');
  await expect(pay).toBeEnabled();
  // Demo AU fee table on $20.00: Amex 30c + 2.9 % = 88c, shown before Pay.
  await expect(page.locator('dl.summary-list')).toContainText('Fees$0.88');
  await expect(pay).toHaveText('Pay $20.88');
  await checkA11y(page);
  await shoot(page, testInfo, 'au-payment');
});

test('US: the tabs offer American Express as its own method, with its fee', async ({ page }, testInfo) => {
  await chipInToPayment(page, US(3));
  const tabs = page.getByRole('radiogroup', { name: 'Pay with' });
  for (const name of ['Card', 'American Express', 'PayPal']) {
    await expect(tabs.getByRole('radio', { name, exact: true })).toHaveCount(1);
  }
  await tabs.getByRole('radio', { name: 'American Express', exact: true }).click();
  // Demo US fee table on $20.00: Amex 30c + 3.5 % = $1.00.
  await expect(page.locator('dl.summary-list')).toContainText('Fees$1.00');
  await expect(payButton(page)).toHaveText('Pay $21.00');
  await checkA11y(page);
  await shoot(page, testInfo, 'us-payment');
});

test('the cover designer offers the cover designs as a gallery', async ({ page }, testInfo) => {
  await signUp(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Create a collection' }).first().click();
  await page.getByLabel('What are you setting up?').selectOption('Group Card Only');
  await page.getByLabel("Recipient's name *").fill('Robin');
  await nextCreateStep(page, 'card');
  const gallery = page.getByRole('group', { name: 'Cover designs' });
  await expect(gallery.getByRole('radio')).toHaveCount(31);
  await gallery.getByRole('radio', { name: 'Mortarboard', exact: true }).check();
  await expect(page.getByTestId('cover-preview').getByRole('img', { name: /^The cover: Mortarboard design/ })).toBeAttached();
  await checkA11y(page);
  await gallery.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'designer-gallery');
});

test('AU paid-card form: the method dropdown passes axe closed, open and chosen, each method named once', async ({ page }, testInfo) => {
  await signUp(page, { market: 'AU' });
  const guid = await createCollectionThroughApi(page, {
    setupType: 'Paid Group Card',
    market: 'AU',
    recipientName: 'Robin Recipient',
    title: 'Farewell Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 0,
    cover: { className: 'illustrated-farewell', coverType: 1, title: 'Farewell, Robin' },
  });
  await page.goto(`/payment/${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your group card' })).toBeVisible();
  const dropdown = page.getByRole('combobox', { name: 'Pay with' });
  await expect(dropdown).toBeVisible();
  await checkA11y(page);
  await dropdown.click();
  await checkA11y(page);
  for (const name of ['American Express', 'Credit or Debit Card', 'PayPal']) {
    await expect(page.getByRole('option', { name, exact: true })).toHaveCount(1);
  }
  await page.getByRole('option', { name: 'American Express', exact: true }).click();
  await expect(dropdown).toHaveText('American Express');
  await checkA11y(page);
  await shoot(page, testInfo, 'au-paid-card');
});

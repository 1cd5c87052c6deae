import { expect, test } from '../support/worker-page.js';
import { CHIP_IN_MODAL, SIGN_MODAL, US, checkA11y, choosePathway, fillDetails, openInvitation, signMessage, tabTo } from './contribute-helpers.js';

test.describe('contributor pathways from the invitation link', () => {
  // Several pages with an accessibility scan each: longer than the default on a busy machine.
  test('chip in: amount and details on one screen, then the payment step with no fees when the organiser pays them', async ({ page }) => {
    await openInvitation(page, US(1));
    await expect(page.getByText("The amount you give won't be seen by others")).toBeVisible();
    await expect(page.getByText(/^Closes on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign only' })).toHaveCount(0);
    await checkA11y(page);
    await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '3');
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await checkA11y(page);
    await fillDetails(page);
    await page.getByLabel('Amount').fill('abc');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Must be a number')).toBeVisible();
    await page.getByLabel('Amount').fill('25');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const summary = page.locator('dl.summary-list');
    await expect(summary).toContainText('Subtotal$25.00');
    await expect(summary).not.toContainText('Fees');
    await expect(summary).toContainText('Total$25.00');
    await checkA11y(page);
  });

  test('sign & chip in: message, then amount with details, and fees shown on the payment step', async ({ page }) => {
    await openInvitation(page, US(3));
    await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
    await signMessage(page, 'Robin', 'Good luck with everything!');
    await expect(page.locator('.message-card')).toContainText('Good luck with everything!');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/how-much$/);
    await fillDetails(page, 'Robin', 'Lee', 'robin@example.test');
    await page.getByLabel('Amount').fill('10');
    await expect(page.locator('dl.summary-list')).toContainText('Fees');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await expect(page.locator('dl.summary-list')).toContainText('Subtotal$10.00');
    await expect(page.locator('dl.summary-list')).toContainText('Fees');
    await checkA11y(page);
  });

  test('sign card: saving the message goes straight to the finish', async ({ page }) => {
    await openInvitation(page, US(2));
    await expect(page.getByText("The amount you give won't be seen by others")).toHaveCount(0);
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '2');
    await signMessage(page, 'Jo', 'Get well soon, thinking of you.');
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/pathway-complete$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit my message' })).toBeVisible();
    await checkA11y(page);
  });

  test('sign only: offered when zero contribution is allowed, ends without payment', async ({ page }) => {
    await openInvitation(page, US(14));
    await choosePathway(page, 'Sign only', SIGN_MODAL, /\/sign$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '2');
    await expect(page.getByLabel('What was your favourite moment of the season?')).toBeVisible();
    await signMessage(page, 'Kim', 'What a season, well played!');
    await page.getByLabel('What was your favourite moment of the season?').fill('The final');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/pathway-complete$/);
  });

  test('exact amount: the counter sets how many, never below zero', async ({ page }) => {
    await openInvitation(page, US(11));
    await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-many$/);
    await fillDetails(page);
    const value = page.getByLabel('Number of contributions');
    await expect(value).toHaveValue('1');
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect(value).toHaveValue('2');
    await expect(page.locator('dl.summary-list')).toContainText('Subtotal$50.00');
    await page.getByRole('button', { name: 'Remove one' }).click();
    await page.getByRole('button', { name: 'Remove one' }).click();
    await expect(value).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Remove one' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Add one' }).click();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await expect(page.locator('dl.summary-list')).toContainText('Total$25.00');
  });

  test('charity collections show the donation notice', async ({ page }) => {
    await openInvitation(page, US(12));
    await expect(page.getByText(/% of every contribution goes to Red Cross/)).toBeVisible();
  });

  test('AU market: the landing page and chip in work the same', async ({ page }) => {
    await openInvitation(page, '20000000-0000-4000-8000-000000000001');
    await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
  });
});

test.describe('keyboard only', () => {
  test('sign card from the invitation to the end without a mouse', async ({ page }) => {
    await openInvitation(page, US(4));
    await tabTo(page, 'Sign card');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign$/);
    await tabTo(page, 'Your name');
    await page.keyboard.type('Pat');
    await tabTo(page, 'Your message');
    await page.keyboard.type('Happy birthday Mia!');
    await tabTo(page, 'Save message');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pathway-complete$/);
  });

  test('chip in from the invitation to the payment step without a mouse', async ({ page }) => {
    await openInvitation(page, US(1));
    await tabTo(page, 'Chip in');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/how-much$/);
    await tabTo(page, 'Amount');
    await page.keyboard.type('15');
    await tabTo(page, 'First name');
    await page.keyboard.type('Alex');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Smith');
    await page.keyboard.press('Tab');
    await page.keyboard.type('alex@example.test');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment-details$/);
  });
});

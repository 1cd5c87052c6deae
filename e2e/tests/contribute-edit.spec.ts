import { expect, test } from '../support/worker-page.js';
import { SIGN_MODAL, US, checkA11y, choosePathway, openInvitation, signMessage } from './contribute-helpers.js';

test.describe('edit mode', () => {
  test('the edit link with its token loads the message and saves the change', async ({ page, browser }) => {
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await signMessage(page, 'Lee', 'First words');
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/pathway-complete$/);
    const editHref = await page.getByRole('link', { name: 'Edit my message' }).getAttribute('href');
    expect(editHref).toMatch(/messageId=\d+&token=/);

    // A fresh browser with only the link (as from the receipt email).
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(editHref!);
    await expect(fresh.getByRole('heading', { name: 'Edit your message' })).toBeVisible();
    await expect(fresh.getByLabel('Your message')).toHaveValue('First words');
    await checkA11y(fresh);
    await fresh.getByLabel('Your message').fill('Better words');
    await fresh.getByRole('button', { name: 'Save changes' }).click();
    await fresh.waitForURL(/\/card-review$/);
    await expect(fresh.getByText('Better words').first()).toBeAttached();
    await other.close();
  });

  test('without a valid token the edit is refused', async ({ page }) => {
    await page.goto(`/contribute/${US(3)}?messageId=1`);
    await page.waitForURL(/\/sign\?messageId=1$/);
    await expect(page.getByText("We couldn't open that message. A message can only be changed from the link in your receipt email.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message', exact: true })).toHaveCount(0);
    await page.goto(`/contribute/${US(3)}/sign?messageId=1&token=not-the-token`);
    await expect(page.getByText("We couldn't open that message. A message can only be changed from the link in your receipt email.")).toBeVisible();
    await checkA11y(page);
  });

  test('a messageId that is no message id says so and offers a fresh message', async ({ page }) => {
    await page.goto(`/contribute/${US(3)}?messageId=not-a-number`);
    await page.waitForURL(/\/sign\?messageId=not-a-number$/);
    await expect(page.getByText("We couldn't open that message.", { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Write a new message' }).click();
    await page.waitForURL(/\/sign$/);
    await expect(page.getByRole('textbox', { name: 'Your message', exact: true })).toHaveValue('');
  });
});

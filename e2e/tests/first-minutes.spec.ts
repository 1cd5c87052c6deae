import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectHeadingInViewOnArrival } from '../support/layout-checks.js';
import { signUpThroughForm } from '../support/organiser.js';
import { contributeThroughLink } from './contribute-helpers.js';

// Issue 30 as a new organiser meets it, on a phone, in one go: sign up, create a collection in steps
// with only what is asked, find the invitation link with Copy on the first screen of the new
// collection, and see a contributor's payment, made at 127.0.0.1 (the address the tests open,
// not the configured one), come first on the page. Each step's heading is in view on arrival.

async function expectInFirstScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeInViewport();
  const box = await element.boundingBox();
  expect(box!.y + box!.height, 'within the first screen').toBeLessThanOrEqual(page.viewportSize()!.height);
}

const primary = (page: Page) => page.locator('.collection-form__actions button[type="submit"]');

test('a new organiser on a phone: sign up, create in steps, copy the link on the first screen; a payment comes first @phone-only', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughForm(page, 'AU');

  await page.getByRole('link', { name: 'Create a collection' }).first().click();
  await page.waitForURL(/\/dashboard\/collections\/new$/);
  await page.getByLabel("Recipient's name *").fill('Priya');
  await page.getByLabel('Occasion', { exact: true }).fill('Farewell');
  await primary(page).click();
  await page.waitForURL(/\/new\/card$/);
  await expectHeadingInViewOnArrival(page, 'the card step');
  await primary(page).click();
  await page.waitForURL(/\/new\/money$/);
  await expectHeadingInViewOnArrival(page, 'the money step');
  await primary(page).click();
  await page.waitForURL(/\/dashboard\/collections\/[0-9a-f-]{36}$/);
  const guid = /collections\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: "Priya's Farewell" })).toBeInViewport();

  // Invite first: the link and Copy, no scrolling; Copy puts the link on the clipboard.
  const invite = page.getByTestId('invite-block');
  const link = invite.getByRole('textbox', { name: 'Invitation link' });
  await expectInFirstScreen(page, link);
  await expectInFirstScreen(page, invite.getByRole('button', { name: 'Copy link' }));
  await invite.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/contribute/${guid}$`));
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);

  // A contributor opens the link at 127.0.0.1 and pays by card through the AU payment screen.
  const contributor = await browser.newPage();
  await contributeThroughLink(contributor, guid, {
    pathway: 'Sign & chip in',
    first: 'Sam',
    last: 'Lee',
    email: 'sam-first-minutes@example.test',
    message: 'Good luck, Priya!',
    amount: '25',
    market: 'AU',
  });
  expect(new URL(contributor.url()).hostname).toBe('127.0.0.1');
  await contributor.close();

  // Once someone has joined, the progress comes first, with the payment in it.
  await page.reload();
  await expect(page.getByTestId('summary-collected')).toHaveText('$25.00');
  await expect(page.getByText(/Sam.* chipped in \$25\.00/)).toBeVisible();
});

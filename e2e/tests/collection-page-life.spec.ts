import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectNoHorizontalOverflow } from '../support/layout-checks.js';
import { createCardCollection, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { contributeThroughLink } from './contribute-helpers.js';

// Decision 140: the organiser's collection page follows the collection's life. A new collection
// opens on its invitation link (Copy, share, QR, emails) within the first phone screen; once
// someone joins, the progress comes first; Close and Suspend wait in a More menu behind a
// confirmation; the dashboard says each collection's next step in words.

/** The element lies wholly inside the first screen, before any scrolling. */
async function expectInFirstScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, 'laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'bottom edge within the first screen').toBeLessThanOrEqual(height);
}

/** With E2E_SHOTS_DIR set, the first screen as the organiser sees it (no scrolling), at the project's size. */
async function firstScreenShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}-first-screen-${page.viewportSize()?.width ?? 0}.png` });
}

test.describe('the collection page follows the collection', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new collection opens on its link with Copy in the first screen; Suspend waits in the menu @phone', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, { market: 'US' });
    const guid = await createCardCollection(page, "Robin's leaving do");
    await page.goto(`/dashboard/collections/${guid}`);
    await expect(page.getByRole('heading', { name: "Robin's leaving do", level: 1 })).toBeVisible();

    // Invite first: the link and its Copy button on the first screen, no scrolling.
    const invite = page.getByTestId('invite-block');
    await expect(invite.getByRole('heading', { name: 'Invite people' })).toBeVisible();
    const link = invite.getByRole('textbox', { name: 'Invitation link' });
    await expect(link).toHaveValue(new RegExp(`/contribute/${guid}$`));
    await expectInFirstScreen(page, link);
    await expectInFirstScreen(page, invite.getByRole('button', { name: 'Copy link' }));
    await invite.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/contribute/${guid}$`));

    // Sharing: email, WhatsApp and SMS carry the link; the QR code is there to scan, download or print.
    const encoded = encodeURIComponent(`/contribute/${guid}`);
    await expect(invite.getByRole('link', { name: 'Email' })).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=.*${encoded}`));
    await expect(invite.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encoded}`));
    await expect(invite.getByRole('link', { name: 'Text message' })).toHaveAttribute('href', new RegExp(`^sms:\\?&body=.*${encoded}`));
    await expect(invite.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
    await expect(invite.getByRole('link', { name: 'Download QR code' })).toBeVisible();
    // The native share sheet is offered exactly where the browser has one.
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(invite.getByRole('button', { name: 'Share…' })).toHaveCount(hasShare ? 1 : 0);

    // No Suspend (nor Close) in the header until the More menu is opened; Suspend asks first.
    await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close collection' })).toHaveCount(0);
    await expect(page.locator('.activity-head .ui-button--danger')).toHaveCount(0);
    await firstScreenShot(page, 'collection-life-before');
    await shot(page, 'collection-life-before');
    await expectNoAxeViolations(page);

    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Close collection' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this collection?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('collection-status')).toHaveText('Open');

    // "Invite a list of emails" leads to the invitees form, ready to type in.
    await invite.getByRole('button', { name: 'Invite a list of emails' }).click();
    await expect(page.getByLabel('Email addresses')).toBeFocused();
    await expect(page).toHaveURL(/tab=invitations/);
  });

  test('after someone signs and pays, the progress comes first; the dashboard says the next step @phone', async ({ page, browser }) => {
    await signUp(page, { market: 'US' });
    const quiet = await createCardCollection(page, 'Nobody yet');
    const guid = await createCardCollection(page, "Sam's farewell");
    void quiet;

    const stranger = await browser.newContext();
    const contributor = await stranger.newPage();
    await contributeThroughLink(contributor, guid, { pathway: 'Sign & chip in', first: 'Alex', last: 'Smith', email: 'alex@example.test', message: 'Good luck Sam!', amount: '20' });
    await stranger.close();

    await page.goto(`/dashboard/collections/${guid}`);
    await expect(page.getByRole('heading', { name: "Sam's farewell", level: 1 })).toBeVisible();
    const progress = page.getByTestId('progress-block');
    await expect(progress.getByTestId('summary-collected')).toHaveText('$20.00');
    await expect(progress.getByTestId('summary-joined')).toHaveText('1');
    await expect(progress.getByTestId('summary-signed')).toHaveText('1');
    await expect(progress.getByText('Alex signed the card')).toBeVisible();
    await expect(progress.getByText('Alex Smith chipped in $20.00')).toBeVisible();
    await expectInFirstScreen(page, progress.getByTestId('summary-collected'));
    // The link is still there, after the progress and smaller: no heading of its own.
    const invite = page.getByTestId('invite-block');
    await expect(invite.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(invite.getByRole('heading', { name: 'Invite people' })).toHaveCount(0);
    const [progressTop, inviteTop] = await Promise.all([progress.boundingBox(), invite.boundingBox()]);
    expect(progressTop!.y).toBeLessThan(inviteTop!.y);
    await firstScreenShot(page, 'collection-life-after');
    await shot(page, 'collection-life-after');
    await expectNoAxeViolations(page);

    await page.goto('/dashboard');
    const rows = page.getByTestId('collection-row');
    await expect(rows.filter({ hasText: 'Nobody yet' }).getByTestId('next-step')).toHaveText('Share the link');
    await expect(rows.filter({ hasText: "Sam's farewell" }).getByTestId('next-step')).toHaveText(/^1 person has signed: deliver on \d{1,2} \w{3}/);
    // The next step and the fee line widen the table: it must still fit the page at this width.
    await expect(rows.filter({ hasText: "Sam's farewell" }).getByTestId('collection-fees')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await firstScreenShot(page, 'collection-life-dashboard');
    await shot(page, 'collection-life-dashboard');
    await expectNoAxeViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { contributionRow, createCardCollection, signUp } from '../support/organiser.js';
import { contributeThroughLink, openInvitation } from './contribute-helpers.js';

// The organiser's page for one collection (decisions 066–068): a real contribution made in the same
// browser shows up there, moderation and status reach the contributor side, invitations reach the
// mail capture.

async function openCollectionPage(page: Page, guid: string, tab?: string): Promise<void> {
  await page.goto(`/dashboard/collections/${guid}${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function publicComments(page: Page, guid: string): Promise<string[]> {
  const response = await page.request.get(`/api/groupcard/GetGroupCard?collection=${guid}`);
  return ((await response.json()) as { messages: { comment: string }[] }).messages.map((m) => m.comment);
}

test.describe('organiser collection page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('shows a real contribution and message, moderates, invites and closes', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, { market: 'US' });
    const guid = await createCardCollection(page, "Robin's leaving do");

    await contributeThroughLink(page, guid, { pathway: 'Sign & chip in', first: 'Alex', last: 'Smith', email: 'alex@example.test', message: 'Good luck Robin, we will miss you!', amount: '20' });

    // Back on the organiser's page: the figures, the contribution with its amount, the message.
    await openCollectionPage(page, guid);
    await expect(page.getByRole('heading', { name: "Robin's leaving do", level: 1 })).toBeVisible();
    await expect(page.getByTestId('collection-status')).toHaveText('Open');
    await expect(page.getByTestId('summary-collected')).toHaveText('$20.00');
    await expect(page.getByTestId('summary-joined')).toHaveText('1');
    const row = contributionRow(page, /Alex Smith/);
    await expect(row).toContainText('alex@example.test');
    await expect(row).toContainText('$20.00');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(/INV-\d+/);
    await expectNoAxeViolations(page);

    // Messages: hide it, and it leaves the contributor card.
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/tab=messages/);
    const message = page.getByRole('listitem').filter({ hasText: 'Good luck Robin, we will miss you!' });
    await expect(message).toBeVisible();
    expect(await publicComments(page, guid)).toContain('Good luck Robin, we will miss you!');
    await expectNoAxeViolations(page);
    await message.getByRole('button', { name: /^Hide/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The message from Alex is hidden.' })).toBeVisible();
    await expect(message.getByText('Hidden', { exact: true })).toBeVisible();
    expect(await publicComments(page, guid)).not.toContain('Good luck Robin, we will miss you!');
    await expectNoAxeViolations(page);

    // Invitations: the link (above the tabs while the collection is open, after the progress once
    // someone joined) copies, the QR code folds out, an invitee gets an email with their link.
    await page.getByRole('tab', { name: 'Invitations' }).click();
    const link = page.getByRole('textbox', { name: 'Invitation link' });
    await expect(link).toHaveValue(new RegExp(`/contribute/${guid}$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/contribute/${guid}$`));
    await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeHidden();
    await page.getByText('Show the QR code').click();
    await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();

    await page.getByLabel('Email addresses').fill('friend@example, ');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Must be a valid email address: friend@example')).toBeVisible();
    await expect(page.getByLabel('Email addresses')).toHaveValue('friend@example, ');
    const invitee = `friend-${Date.now()}@example.test`;
    await page.getByLabel('Email addresses').fill(invitee);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 invitation sent.' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(invitee) })).toContainText('Sent');
    await expectNoAxeViolations(page);

    await expect(async () => {
      await page.goto('/dev/mail');
      const mail = page.getByRole('article').filter({ hasText: invitee });
      await expect(mail).toContainText("You’re invited: Robin's leaving do");
      await expect(mail).toContainText(new RegExp(`/contribute/${guid}\\?invId=[0-9a-f-]{36}`));
    }).toPass({ timeout: 30_000 });

    // The preview tab shows the contributor screens in the shared preview frame.
    await openCollectionPage(page, guid, 'preview');
    await expect(page.getByTestId('preview-iframe')).toBeVisible();
    await expectNoAxeViolations(page);

    // Close it: the contributor landing now goes to collection-closed.
    await openCollectionPage(page, guid);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Close collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this collection?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close collection' }).click();
    await expect(page.getByTestId('collection-status')).toHaveText('Closed');
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reopen' })).toBeVisible();
    await page.keyboard.press('Escape');
    // A contributor opening the link now (a new tab: the journey boots once per tab session).
    const contributor = await context.newPage();
    await contributor.goto(`/contribute/${guid}`);
    await contributor.waitForURL(new RegExp(`/contribute/${guid}/collection-closed$`));
    await expectNoAxeViolations(contributor);
  });

  test('suspends and lifts it again, on a phone @phone-only', async ({ page, context }) => {
    await signUp(page, { market: 'US' });
    const guid = await createCardCollection(page, 'Phone-sized collection');
    await openCollectionPage(page, guid);
    await expect(page.getByTestId('collection-status')).toHaveText('Open');
    await expectNoAxeViolations(page);

    await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Suspend', exact: true }).click();
    await page.getByRole('dialog', { name: 'Suspend this collection?' }).getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByTestId('collection-status')).toHaveText('Suspended');
    const suspended = await context.newPage();
    await suspended.goto(`/contribute/${guid}`);
    await suspended.waitForURL(new RegExp(`/contribute/${guid}/collection-suspended$`));
    await expectNoAxeViolations(suspended);
    await suspended.close();

    await openCollectionPage(page, guid, 'invitations');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Unsuspend', exact: true }).click();
    await page.getByRole('dialog', { name: 'Unsuspend this collection?' }).getByRole('button', { name: 'Unsuspend', exact: true }).click();
    await expect(page.getByTestId('collection-status')).toHaveText('Open');
    await expect(page.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    const reopened = await context.newPage();
    await openInvitation(reopened, guid);
    await expect(reopened).toHaveURL(new RegExp(`/contribute/${guid}$`));
  });

  test('refunds a contribution: the row says Refunded, the figures drop, the contributor is told @phone', async ({ page, context }, testInfo) => {
    await signUp(page, { market: 'US' });
    const title = `Refund check ${Date.now()}`;
    const guid = await createCardCollection(page, title);
    // The contributor pays in a tab of their own.
    const contributor = await context.newPage();
    await contributeThroughLink(contributor, guid, { pathway: 'Sign & chip in', first: 'Alex', last: 'Smith', email: 'alex@example.test', message: 'Have a great time!', amount: '20' });
    await contributor.close();

    await openCollectionPage(page, guid);
    await expect(page.getByTestId('summary-collected')).toHaveText('$20.00');
    const row = contributionRow(page, /Alex Smith/);
    const invoice = (await row.getByText(/INV-\d+/).textContent())?.trim() ?? '';
    const refund = row.getByRole('button', { name: "Refund Alex Smith's contribution of $20.00" });
    // Keyboard: the action is a real button, the dialog takes focus on Cancel.
    await refund.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Refund this contribution?' });
    await expect(dialog).toContainText('Alex Smith will get $20.00 back');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/refund-dialog-${testInfo.project.name}.png`, fullPage: true });

    await dialog.getByRole('button', { name: 'Refund $20.00' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Refunded $20.00 to Alex Smith.' })).toBeVisible();
    await expect(row.getByTestId('contribution-status')).toHaveText('Refunded');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('summary-collected')).toHaveText('$0.00');
    await expect(page.getByTestId('summary-joined')).toHaveText('0');
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/refunded-row-${testInfo.project.name}.png`, fullPage: true });

    // Still refunded after a reload: the list comes from the ledger.
    await openCollectionPage(page, guid);
    await expect(contributionRow(page, /Alex Smith/).getByTestId('contribution-status')).toHaveText('Refunded');
    await expect(page.getByTestId('summary-collected')).toHaveText('$0.00');

    // The contributor's refund notice, through the mail outbox.
    await expect(async () => {
      const { mails } = (await (await page.request.get('/dev/mail.json')).json()) as { mails: { to: string; subject: string; text: string }[] };
      const notice = mails.filter((m) => m.subject === `Your contribution to "${title}" was refunded`);
      expect(notice).toHaveLength(1);
      expect(notice[0]!.to).toContain('alex@example.test');
      expect(notice[0]!.text).toMatch(/Refunded\s+\$20\.00/);
      expect(notice[0]!.text).toContain(invoice);
    }).toPass({ timeout: 30_000 });
  });

  test('another organiser cannot open the page; a signed-out visitor is sent to log in', async ({ page, browser, baseURL }) => {
    await signUp(page, { market: 'US' });
    const guid = await createCardCollection(page, 'Private collection');
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await other.goto(`/dashboard/collections/${guid}`);
    await other.waitForURL(/\/login\?next=/);
    await signUp(other, { market: 'US' });
    await other.goto(`/dashboard/collections/${guid}`);
    await expect(other.getByText('We could not find this collection.')).toBeVisible();
    await expectNoAxeViolations(other);
    await otherContext.close();
  });
});

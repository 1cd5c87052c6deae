import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { createCollectionThroughApi, signUp } from '../support/organiser.js';
import { SIGN_MODAL, checkA11y, choosePathway, signMessage } from './contribute-helpers.js';

// Decision 067: an invitee who follows their emailed link (?invId=) and only signs the card shows as
// contributed on the organiser's collection page.

type CapturedMail = { to: string; subject: string; text: string };

/** The invitation link mailed to `to`, read from the mail capture once the outbox has sent it. */
async function invitationLink(page: Page, to: string, guid: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/contribute/${guid}\\?invId=[0-9a-f-]{36}`);
  let link = '';
  await expect
    .poll(
      async () => {
        const { mails } = (await (await page.request.get('/dev/mail.json')).json()) as {
          mails: CapturedMail[];
        };
        link = mails.find((m) => m.to.includes(to))?.text.match(pattern)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .not.toBe('');
  return link;
}

async function openInvitationsTab(page: Page, guid: string): Promise<void> {
  await page.goto(`/dashboard/collections/${guid}?tab=invitations`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toBeVisible();
}

test.describe('invitations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an invitee who signs the card through their link shows as contributed', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page, { market: 'US' });
    const guid = await createCollectionThroughApi(page, {
      setupType: 'Group Card Only',
      market: 'US',
      recipientName: 'Robin Recipient',
      title: "Robin's farewell card",
      closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      targetCents: 0,
      cover: { className: 'level-achieved', coverType: 1, title: 'Good luck Robin' },
    });
    const invitee = `invitee-${Date.now()}@example.test`;

    await openInvitationsTab(page, guid);
    await page.getByLabel('Email addresses').fill(invitee);
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 invitation sent.' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(invitee) })).toContainText('Sent');
    await expectNoAxeViolations(page);

    // The invitee is someone else, in their own browser, following the link from the email.
    const link = await invitationLink(page, invitee, guid);
    const inviteeContext = await browser.newContext({ baseURL });
    const contributor = await inviteeContext.newPage();
    const url = new URL(link);
    await contributor.goto(`${url.pathname}${url.search}`);
    await expect(contributor.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(contributor);
    await choosePathway(contributor, 'Sign card', SIGN_MODAL, /\/sign$/);
    await signMessage(contributor, 'Ira Invitee', 'Safe travels, Robin!');
    await checkA11y(contributor);
    const stored = contributor.waitForResponse((r) => r.url().endsWith('/api/groupcard/StoreGroupCard'));
    await contributor.getByRole('button', { name: 'Save message' }).click();
    // The sign step sent the link's invId with the message.
    expect((await stored).request().postDataJSON()).toMatchObject({ invId: url.searchParams.get('invId') });
    await contributor.waitForURL(/\/pathway-complete$/);
    await checkA11y(contributor);
    await inviteeContext.close();

    // Back on the organiser's page: signing is this collection's whole contribution.
    await openInvitationsTab(page, guid);
    await expect(page.getByRole('row', { name: new RegExp(invitee) })).toContainText('Contributed');
    await expectNoAxeViolations(page);
  });
});

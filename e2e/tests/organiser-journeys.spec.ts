import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { contributionRow, createCollectionThroughForm, MONEY_SETUP_TYPES, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { contributeThroughLink, type Contribution } from './contribute-helpers.js';

// Issue 5 from end to end, once per setup type: a new organiser signs up and creates the collection
// with the form, a contributor (another browser, no account) follows its invitation link and signs,
// chips in or both, and the organiser's dashboard and collection page show the message and the money.

const JOURNEYS: { setupType: string; pathway: Contribution['pathway'] }[] = [
  { setupType: 'Collection', pathway: 'Chip in' },
  { setupType: 'Group Card Only', pathway: 'Sign card' },
  { setupType: 'Collection + Group Card', pathway: 'Sign & chip in' },
  { setupType: 'FGC + Gift', pathway: 'Sign card' },
  { setupType: 'Paid Group Card', pathway: 'Sign card' },
  { setupType: 'PGC + Gift', pathway: 'Sign card' },
  { setupType: 'Bulk Gifts', pathway: 'Chip in' },
];

for (const { setupType, pathway } of JOURNEYS) {
  const pays = pathway !== 'Sign card';
  const signs = pathway !== 'Chip in';

  test(`${setupType}: created with the form, "${pathway}" through its link, seen by the organiser`, async ({ page, browser }) => {
    await signUp(page, { market: 'US' });
    const title = `${setupType} for Robin`;
    const guid = await createCollectionThroughForm(page, setupType, title);

    // The link the organiser shares, read from the collection page as they would copy it.
    await page.getByRole('tab', { name: 'Invitations' }).click();
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(new RegExp(`/contribute/${guid}$`));

    const stranger = await browser.newContext();
    const contributor = await stranger.newPage();
    const message = `All the best from Kim (${setupType})`;
    await contributeThroughLink(contributor, guid, { pathway, first: 'Kim', last: 'Lee', email: 'kim@example.test', message, amount: '20' });
    await stranger.close();

    // The dashboard lists it with what was collected and how many joined.
    await page.goto('/dashboard');
    const row = page.getByTestId('collection-row').filter({ hasText: title });
    await expect(row).toContainText(setupType);
    await expect(row.locator('td[data-label="Collected"]')).toContainText(pays ? '$20.00' : '$0.00');
    await expect(row.locator('td[data-label="Joined"]')).toHaveText(pays ? '1' : '0');
    await shot(page, `journey-dashboard-${setupType}`);

    // The collection page has the contribution with its payer and the message with its signer.
    await row.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(new RegExp(`/dashboard/collections/${guid}$`));
    if (pays) {
      await expect(page.getByTestId('summary-collected')).toHaveText('$20.00');
      const contribution = contributionRow(page, /Kim Lee/);
      await expect(contribution).toContainText('kim@example.test');
      await expect(contribution).toContainText('Paid');
    } else if (!MONEY_SETUP_TYPES.has(setupType)) {
      // A card-only collection shows no money figures and no contributions tab.
      await expect(page.getByTestId('summary-collected')).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Contributions' })).toHaveCount(0);
    }
    await shot(page, `journey-collection-${setupType}`);
    await page.getByRole('tab', { name: 'Messages' }).click();
    const signed = page.getByRole('listitem').filter({ hasText: message });
    if (signs) await expect(signed).toContainText('Kim');
    else await expect(page.getByText('All the best from Kim')).toHaveCount(0);
    await shot(page, `journey-messages-${setupType}`);
    await expectNoAxeViolations(page);
  });
}

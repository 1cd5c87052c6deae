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

// The journeys walk the same steps, so they run in two tests rather than seven: the setup types
// that take money (a contributor chips in), then the card-only ones (a contributor signs). In each,
// one organiser creates every collection with the form, and one contributor, in a browser of their
// own, follows each link with their journey storage cleared between; every check of the seven is
// made for each collection (decision 178: a sign-up, a browser and a test's set-up a journey less).
const GROUPS = [
  { name: 'the types that take money', journeys: JOURNEYS.filter(({ setupType }) => MONEY_SETUP_TYPES.has(setupType)) },
  { name: 'the card-only types', journeys: JOURNEYS.filter(({ setupType }) => !MONEY_SETUP_TYPES.has(setupType)) },
];

for (const group of GROUPS) {
  test(`${group.name} (${group.journeys.map((j) => j.setupType).join(', ')}): created with the form, the pathway through its link, seen by the organiser`, async ({ page, browser }) => {
    test.setTimeout(90_000 * group.journeys.length);
    await signUp(page, { market: 'US' });
    const stranger = await browser.newContext();
    const contributor = await stranger.newPage();
    const made: { setupType: string; pathway: Contribution['pathway']; title: string; guid: string; message: string }[] = [];

    for (const { setupType, pathway } of group.journeys) {
      const title = `${setupType} for Robin`;
      const guid = await createCollectionThroughForm(page, setupType, title);

      // The link the organiser shares, read from the collection page as they would copy it.
      await page.getByRole('tab', { name: 'Invitations' }).click();
      const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      expect(link).toMatch(new RegExp(`/contribute/${guid}$`));

      // Each link as a first visit: nothing left from the journey before.
      await stranger.clearCookies();
      if (contributor.url().startsWith('http')) await contributor.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      const message = `All the best from Kim (${setupType})`;
      await contributeThroughLink(contributor, guid, { pathway, first: 'Kim', last: 'Lee', email: 'kim@example.test', message, amount: '20' });
      made.push({ setupType, pathway, title, guid, message });
    }
    await stranger.close();

    for (const { setupType, pathway, title, guid, message } of made) {
      const pays = pathway !== 'Sign card';
      const signs = pathway !== 'Chip in';

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
    }
  });
}

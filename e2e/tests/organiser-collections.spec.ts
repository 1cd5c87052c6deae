import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { CARD_SETUP_TYPES, createCollectionThroughApi, dateInputValue, nextCreateStep, signUp } from '../support/organiser.js';

/** Through the API with the browser's own session, to save time: organiser-journeys.spec.ts uses the form. */
async function createThroughApi(page: Page, setupType: string, title: string): Promise<string> {
  return createCollectionThroughApi(page, {
    setupType,
    market: 'US',
    recipientName: 'Robin Recipient',
    title,
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 10000,
    cover: CARD_SETUP_TYPES.has(setupType) ? { className: 'level-achieved', coverType: 1, title: 'your title here' } : null,
  });
}

test.describe('organiser collections', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the dashboard needs a session, shows collections as cards on phones, and the header logs out @phone', async ({ page }) => {
    await page.goto('/dashboard?sort=title');
    await page.waitForURL(/\/login\?next=%2Fdashboard%3Fsort%3Dtitle/);
    await signUp(page);
    await createThroughApi(page, 'Collection', 'Phone friendly');
    await page.goto('/dashboard');
    const row = page.getByTestId('collection-row');
    await expect(row).toContainText('Phone friendly');
    await expect(row.getByRole('link', { name: 'Edit Phone friendly' })).toHaveAttribute('href', /\/edit$/);
    // No sideways scrolling at any width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The search box (and on phones the sort, which the table headers do on desktops) take the form
    // fields' look, tall enough for a finger.
    const controls = [page.getByRole('searchbox'), ...(test.info().project.name === 'phone' ? [page.getByLabel('Sort by')] : [])];
    for (const control of controls) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    const nav = page.getByRole('navigation', { name: 'Organiser' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    await nav.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto('/dashboard/collections/new');
    await page.waitForURL(/\/login\?next=/);
  });

  test('lists collections of every setup type, sorts and searches them, and opens each for contributors', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No collections yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Create a collection' }).click();
    await page.waitForURL(/\/dashboard\/collections\/new$/);
    await expectNoAxeViolations(page);

    const created: { guid: string; title: string }[] = [];
    for (const setupType of ['Collection', 'Group Card Only', 'Collection + Group Card', 'Paid Group Card', 'FGC + Gift', 'PGC + Gift', 'Bulk Gifts']) {
      const title = `API ${setupType}`;
      created.push({ guid: await createThroughApi(page, setupType, title), title });
    }

    await page.goto('/dashboard');
    await expect(page.getByTestId('collection-row')).toHaveCount(7);
    for (const { title } of created) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Sorting by title: the header says so and the first row follows.
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('collection-row').first()).toContainText('API Bulk Gifts');
    // Search narrows the list.
    await page.getByLabel('Search collections').fill('group card only');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('collection-row')).toHaveCount(1);

    for (const { guid, title } of created) {
      await page.goto(`/contribute/${guid}`);
      await expect(page.locator('#landing-title')).toHaveText(title);
    }
  });

  test('edits a collection and the change shows on the dashboard and the landing page', async ({ page }) => {
    await signUp(page);
    const guid = await createThroughApi(page, 'Collection + Group Card', 'Before the edit');
    await page.goto(`/dashboard/collections/${guid}/edit`);
    await expect(page.getByLabel('Title *')).toHaveValue('Before the edit');
    await expect(page.getByLabel('What are you setting up?')).toHaveValue('Collection + Group Card');
    await expect(page.getByLabel('What are you setting up?')).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('Title *').fill('After the edit');
    await page.getByLabel('Cover title').fill('Well done!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(new RegExp(`/dashboard/collections/${guid}$`));
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'After the edit', exact: true })).toBeVisible();
    await page.goto(`/contribute/${guid}`);
    // The cover title stands for the invitation title on card collections.
    await expect(page.locator('#landing-title')).toHaveText('Well done!');
  });

  test('a refused form keeps what was typed and shows the catalogue messages', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard/collections/new');
    // Validation after blur: leaving a required field empty says so.
    const recipient = page.getByLabel("Recipient's name *");
    await recipient.focus();
    await recipient.blur();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(recipient).toHaveAttribute('aria-invalid', 'true');
    await recipient.fill('Kim');
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await expect(recipient).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Title *').fill('Keep me');
    // The first step's own error stops it there (decision 141), its folded details unfolded.
    await page.getByText('More details').click();
    await page.getByLabel('Close date *').fill('2020-01-01');
    await page.getByRole('button', { name: 'Next: Card and cover' }).click();
    await expect(page.getByText('This date must be in the future')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Fill all the required fields' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/collections\/new$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Close date *').fill(dateInputValue(10));
    await nextCreateStep(page, 'card');
    await nextCreateStep(page, 'money');
    await page.getByLabel('Minimum contribution *').fill('50');
    await page.getByLabel('Maximum contribution').fill('10');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await expect(page.getByText('Must be less than or equal to 10.00')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Fill all the required fields' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Title *')).toHaveValue('Keep me');
    await expect(page.getByLabel("Recipient's name *")).toHaveValue('Kim');
    await expectNoAxeViolations(page);

    await nextCreateStep(page, 'card');
    await nextCreateStep(page, 'money');
    await expect(page.getByLabel('Minimum contribution *')).toHaveValue('50');
    await page.getByLabel('Maximum contribution').fill('0');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/organiser/collections') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create collection' }).click();
    expect((await created).status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Keep me', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectHeadingInViewOnArrival, expectNoHorizontalOverflow, expectOnFirstScreen } from '../support/layout-checks.js';
import { signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';

// Issue 30, point 2 (decision 141): a collection is created in steps that each fit a phone screen,
// what and for whom → card and cover → money, with defaults for everything but the recipient.

const primary = (page: Page) => page.locator('.collection-form__actions button[type="submit"]');
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: new RegExp(name) });

/** With E2E_SHOTS_DIR, the first screen as the person sees it (the step's buttons stay at its foot). */
async function firstScreenShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-first-screen-${page.viewportSize()?.width}.png` });
}

/** Each step on arrival: its heading in view and focused, its primary button on the first screen, nothing wider than the screen. */
async function arriveAt(page: Page, name: string, count: string): Promise<void> {
  await expect(stepHeading(page, name)).toContainText(count);
  await expectHeadingInViewOnArrival(page, `the "${name}" step`);
  await expectOnFirstScreen(page, primary(page), `the primary button of "${name}"`);
  await expectNoHorizontalOverflow(page);
}

test.describe('creating a collection in steps', () => {
  test('needs no more than 6 typed fields and 60 s: fill only what is required, each step on one screen @phone', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    const started = Date.now();
    let typed = 0;
    const type = async (field: Locator, value: string) => {
      typed += 1;
      await field.fill(value);
    };
    await page.getByRole('link', { name: 'Create a collection' }).first().click();
    await page.waitForURL(/\/dashboard\/collections\/new$/);
    await arriveAt(page, 'What and for whom', 'Step 1 of 3');
    await expectNoAxeViolations(page);
    await firstScreenShot(page, 'create-step-1-what');
    await shot(page, 'create-step-1-what');

    await type(page.getByLabel("Recipient's name *"), 'Sam');
    await type(page.getByLabel('Occasion', { exact: true }), 'Farewell');
    // The title is made from them.
    await expect(page.getByLabel('Title *')).toHaveValue("Sam's Farewell");
    await primary(page).click();

    await page.waitForURL(/\/dashboard\/collections\/new\/card$/);
    await arriveAt(page, 'Card and cover', 'Step 2 of 3');
    // The cover is ready without touching it: the occasion's drawing in the preview.
    await expect(page.getByTestId('cover-preview').getByRole('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await firstScreenShot(page, 'create-step-2-card');
    await shot(page, 'create-step-2-card');
    await primary(page).click();

    await page.waitForURL(/\/dashboard\/collections\/new\/money$/);
    await arriveAt(page, 'Money', 'Step 3 of 3');
    await expect(primary(page)).toHaveText('Create collection');
    await expectNoAxeViolations(page);
    await firstScreenShot(page, 'create-step-3-money');
    await shot(page, 'create-step-3-money');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/organiser/collections') && r.request().method() === 'POST');
    await primary(page).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { guid: string; title: string; setupType: string; minimumContributionCents: number };
    expect(body).toMatchObject({ title: "Sam's Farewell", setupType: 'Collection + Group Card', minimumContributionCents: 100 });
    await page.waitForURL(new RegExp(`/dashboard/collections/${body.guid}$`));
    expect(typed, 'typed fields').toBeLessThanOrEqual(6);
    // A person's 60 s is not the robot's: the time is printed, never asserted (timings live in bench/).
    console.log(`create in steps: ${typed} typed fields, ${Date.now() - started} ms from the dashboard to the new collection`);
  });

  test('Back and the browser back keep what was typed; a step stops on its own errors', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard/collections/new');
    await expect(stepHeading(page, 'What and for whom')).toBeVisible();

    // Next with no recipient: the error is on this step, and the step stays.
    await primary(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fill all the required fields' })).toBeVisible();
    await expect(page.getByLabel("Recipient's name *")).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel("Recipient's name *")).toBeFocused();
    await expect(page).toHaveURL(/\/new$/);

    await page.getByLabel('What are you setting up?').selectOption('Collection');
    await expect(stepHeading(page, 'What and for whom')).toContainText('Step 1 of 2');
    await page.getByLabel("Recipient's name *").fill('Robin');
    await page.getByLabel('Title *').fill('Robin retires');
    await page.getByText('More details').click();
    await page.getByLabel("Recipient's email").fill('robin@example.test');
    await primary(page).click();

    await page.waitForURL(/\/new\/money$/);
    await arriveAt(page, 'Money', 'Step 2 of 2');
    await page.getByLabel('Target').fill('300');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/new$/);
    await expectHeadingInViewOnArrival(page, 'the first step, after Back');
    await expect(page.getByLabel("Recipient's name *")).toHaveValue('Robin');
    await expect(page.getByLabel('Title *')).toHaveValue('Robin retires');
    await expect(page.getByLabel("Recipient's email")).toHaveValue('robin@example.test');

    await page.goForward();
    await page.waitForURL(/\/new\/money$/);
    await expect(page.getByLabel('Target')).toHaveValue('300');
    await page.goBack();
    await page.waitForURL(/\/new$/);
    await expect(page.getByLabel('Title *')).toHaveValue('Robin retires');
    await expect(page.getByLabel('What are you setting up?')).toHaveValue('Collection');
  });

  test('a refusal from the server takes the person to the step of the field', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard/collections/new');
    await page.getByLabel("Recipient's name *").fill('Kim');
    await primary(page).click();
    await page.waitForURL(/\/new\/card$/);
    await primary(page).click();
    await page.waitForURL(/\/new\/money$/);

    // The server has the last word: it refuses the recipient's name first, then the cover's title.
    const refusals = [
      { recipientName: ['This name is not allowed here'] },
      { 'cover.title': ['This title is not allowed here'], minimumContributionCents: ['Must be at least 2.00'] },
    ];
    await page.route('**/api/organiser/collections', async (route) => {
      const fieldErrors = refusals.shift();
      if (route.request().method() !== 'POST' || !fieldErrors) return route.fallback();
      await route.fulfill({ status: 400, json: { error: { code: 'validation_failed', message: 'Check the form', details: { fieldErrors } } } });
    });

    await primary(page).click();
    await page.waitForURL(/\/new$/);
    await expect(page.getByText('This name is not allowed here')).toBeVisible();
    await expect(page.getByLabel("Recipient's name *")).toBeFocused();
    await expect(page.getByLabel("Recipient's name *")).toHaveValue('Kim');
    await page.getByLabel("Recipient's name *").fill('Kim Lee');
    await primary(page).click();
    await page.waitForURL(/\/new\/card$/);
    await primary(page).click();
    await page.waitForURL(/\/new\/money$/);

    // Two fields refused: the earlier step's (the card) is where the person is taken.
    await primary(page).click();
    await page.waitForURL(/\/new\/card$/);
    await expect(page.getByText('This title is not allowed here')).toBeVisible();
    await expect(page.getByLabel('Cover title')).toBeFocused();
    await page.getByLabel('Cover title').fill('Good luck, Kim');
    await primary(page).click();
    await page.waitForURL(/\/new\/money$/);
    await expect(page.getByText('Must be at least 2.00')).toBeVisible();

    await page.unroute('**/api/organiser/collections');
    await page.getByLabel('Minimum contribution *').fill('2');
    await primary(page).click();
    await page.waitForURL(/\/dashboard\/collections\/[0-9a-f-]{36}$/);
  });
});

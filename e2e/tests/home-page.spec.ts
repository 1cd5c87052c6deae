import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectNoHorizontalOverflow, expectOnFirstScreen } from '../support/layout-checks.js';
import { shot } from '../support/shots.js';
import { US } from './contribute-helpers.js';

// The front page at `/` (issue 30; decision 142): what the product is, and the ways in.

test.describe('the front page', () => {
  test('says what the product is and leads to sign-up, log-in and the demo @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Group gifts and cards, together/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Chip in together. Sign one card.' })).toBeVisible();
    await expect(main.getByText(/Collect money for a farewell, a birthday or a new baby, and sign a group card/)).toBeVisible();
    await expect(main.getByText('Group gifts in Australia and the US')).toBeVisible();
    const start = main.getByRole('link', { name: 'Start a collection' }).first();
    await expectOnFirstScreen(page, start, 'the first way in');
    // The demo runs in the browser tests' server, so the page offers it.
    const demo = page.getByRole('region', { name: 'Try it without an account' });
    await expect(demo.getByRole('listitem')).toHaveCount(3);
    await expect(demo.getByRole('link', { name: 'The same in Australia' })).toHaveAttribute('href', /^\/contribute\/20000000-/);
    await expect(page.getByRole('link', { name: 'Or try the demo first: chip in and sign a card' })).toHaveAttribute('href', `/contribute/${US(3)}`);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, 'home');

    await start.click();
    await page.waitForURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Or try the demo first: chip in and sign a card' }).click();
    await page.waitForURL(new RegExp(`/contribute/${US(3)}$`));
    await expect(page.locator('#landing-title')).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Every demo collection' }).click();
    await page.waitForURL(/\/demo$/);
    await expect(page.getByRole('link').first()).toBeVisible();
  });

  test('offers no demo where the server has none', async ({ page }) => {
    await page.route('**/api/demo/collections', (route) => route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Chip in together. Sign one card.' })).toBeVisible();
    await expect(page.getByText('Free to start. Nobody needs an account to chip in or sign.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Try it without an account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Every demo collection' })).toHaveCount(0);
  });

  test('is in the HTML the server sends and hydrates with no console error @phone', async ({ page, browser, baseURL }) => {
    // With scripts off, the page is there to read and its ways in to follow.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/');
    await expect(plain.getByRole('heading', { level: 1, name: 'Chip in together. Sign one card.' })).toBeVisible();
    await expect(plain.getByRole('main').getByRole('link', { name: 'Start a collection' }).first()).toHaveAttribute('href', '/signup');
    await expect(plain).toHaveTitle(/Group gifts and cards, together/);
    await context.close();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'home');
    await expect(page.getByRole('region', { name: 'Try it without an account' })).toBeVisible();
    // No error while hydrating; the sign-up page's own session probe comes after.
    expect(errors).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Start a collection' }).first().click();
    await page.waitForURL(/\/signup$/);
  });
});

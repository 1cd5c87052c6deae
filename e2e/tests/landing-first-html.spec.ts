import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { US } from './contribute-helpers.js';
import { expectHydratedAsDrawn, rememberServerHtml } from '../support/hydration.js';

// Decision 125: the invitation is in the HTML the server sends, and the app hydrates it.

/** The page's layout shift score so far (the browser's own CLS entries). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 300);
      }),
  );
}

test('the invitation is readable with scripts off: title, organiser, close date and buttons', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/contribute/${US(3)}`);
  await expect(page.getByRole('heading', { level: 1, name: "Sam's farewell card and gift" })).toBeVisible();
  await expect(page.getByText('Dana Organiser')).toBeVisible();
  await expect(page.getByText(/^Closes on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign & chip in' })).toBeVisible();
  await context.close();
});

test('the landing page hydrates with no console error, no details request and no layout shift, and its buttons work @phone', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const detailsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/contribution-details')) detailsRequests.push(request.url());
  });

  await rememberServerHtml(page);
  await page.goto(`/contribute/${US(3)}`);
  await expectHydratedAsDrawn(page);
  await expect(page.getByTestId('card-cover')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.05);
  expect(errors).toEqual([]);
  expect(detailsRequests).toEqual([]);

  await page.getByRole('button', { name: 'Sign & chip in' }).click();
  await expect(page).toHaveURL(new RegExp(`/contribute/${US(3)}/sign$`));
  expect(errors).toEqual([]);
});

test('a closed collection still goes to its closed page', async ({ page }) => {
  await page.goto(`/contribute/${US(8)}`);
  await expect(page).toHaveURL(new RegExp(`/contribute/${US(8)}/collection-closed$`));
});

test('a press on a drawn button before the app has hydrated is not lost', async ({ page }) => {
  // The entry and what it imports statically run at once; the screens it loads on demand are held
  // back, so the drawn page stays unhydrated while the press is made.
  const html = await (await page.request.get(`/contribute/${US(3)}`)).text();
  const atOnce = new Set(
    [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  );
  expect(atOnce.size).toBeGreaterThan(0);
  await page.route('**/assets/*.js', async (route) => {
    if (!atOnce.has(new URL(route.request().url()).pathname))
      await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto(`/contribute/${US(3)}`);
  const hydrated = () =>
    page.evaluate(() =>
      document.getElementById('root')?.dataset.hydrated === 'true',
    );
  expect(await hydrated()).toBe(false);
  await page.getByRole('button', { name: 'Sign & chip in' }).click();
  await expect(page).toHaveURL(new RegExp(`/contribute/${US(3)}/sign$`));
});

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

/** The scripts a drawn page loads at once: the entry (named by its loader, decision 180) and any tag or preload. */
async function scriptsAtOnce(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(
    [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"|s\.src="([^"]+)"/g)].map(
      (m) => m[1] ?? m[2]!,
    ),
  );
}

test('a press on a drawn button before the app has hydrated is not lost', async ({ page }) => {
  // The entry and what it imports statically run at once; the screens it loads on demand are held
  // back, so the drawn page stays unhydrated while the press is made.
  const atOnce = await scriptsAtOnce(page, `/contribute/${US(3)}`);
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

test('the entry loads after the first paint, and a press made before it is held and delivered (decision 180)', async ({
  page,
}) => {
  const [entry] = await scriptsAtOnce(page, `/contribute/${US(3)}`);
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  let entryAsked = false;
  await page.route(`**${entry!}`, async (route) => {
    entryAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/contribute/${US(3)}`);
  // The page is on screen and nothing of the app runs yet: the press waits for it.
  await page.getByRole('button', { name: 'Sign & chip in' }).click();
  await expect(page).toHaveURL(new RegExp(`/contribute/${US(3)}$`));
  await expect.poll(() => entryAsked).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/contribute/${US(3)}/sign$`));
  const paintBeforeEntry = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const entryStart = performance.getEntriesByType('resource').find((e) => /\/assets\/index-.+\.js$/.test(e.name))?.startTime ?? -1;
    return entryStart >= paint;
  });
  expect(paintBeforeEntry, 'the entry is asked for after the first contentful paint').toBe(true);
});

test('the drawn landing page hydrates without building a date or money format (decision 180)', async ({ page }) => {
  // Building the first of them costs a phone tens of milliseconds: the server's dates come with the
  // page and money is written without one.
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { builtFormats: string[] }).builtFormats = built;
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const Original = Intl[name];
      const counted = function (this: unknown, ...args: unknown[]) {
        built.push(name);
        return new (Original as unknown as new (...a: unknown[]) => unknown)(...args);
      };
      counted.prototype = Original.prototype;
      (Intl as unknown as Record<string, unknown>)[name] = counted;
    }
  });
  await page.goto(`/contribute/${US(3)}`);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByText(/^Closes on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { builtFormats: string[] }).builtFormats)).toEqual([]);
});

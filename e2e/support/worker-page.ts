import { test as base, type Page } from '@playwright/test';

/**
 * One page per worker, handed to each test as if it were new: a new context for every test costs
 * about 1.7 CPU-seconds here (a new renderer, every script fetched and compiled again; decision 129).
 * Before each test it forgets what the last one left: cookies, local and session storage (on the
 * page's origin and the app's), routes, and the project's viewport. For specs that add no init
 * scripts (they cannot be removed), emulate no media (it would outlive the test) and make no second
 * context of their own.
 */
export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, baseURL, viewport }, use) => {
    await forgetLastTest(workerPage, baseURL!);
    if (viewport) await workerPage.setViewportSize(viewport);
    await use(workerPage);
  },
});

export { expect } from '@playwright/test';

async function clearStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Leaves the worker's page as a new one would be, on about:blank. */
async function forgetLastTest(page: Page, baseURL: string): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  if (page.url().startsWith('http')) {
    await clearStorage(page);
    // The last test may have ended on another origin (a provider's page): the app's own storage too.
    if (new URL(page.url()).origin !== new URL(baseURL).origin) {
      await page.goto('/api/health');
      await clearStorage(page);
    }
    await page.goto('about:blank');
  }
  await page.context().clearCookies();
}

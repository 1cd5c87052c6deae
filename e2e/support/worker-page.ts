import { test as base, type BrowserContext, type Disposable, type Page } from '@playwright/test';

/**
 * One page per worker, handed to each test as if it were new: a new context for every test costs
 * about 1.5 CPU-seconds here (a new renderer, every script fetched and compiled again; decisions
 * 129 and 131). After each test it undoes what the test added to the page (init scripts, exposed
 * functions, event listeners, emulated media) and closes the other pages it opened in the context;
 * before each test it forgets what the last one left: cookies, permissions, local and session
 * storage (on the page's origin and the app's), routes, and the project's viewport. The `context`
 * fixture is the worker page's context. A spec that needs a fresh browser state of its own (another
 * person, JavaScript off) makes a second context from `browser` and closes it.
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
  context: async ({ workerPage }, use) => {
    await use(workerPage.context());
  },
  page: async ({ workerPage, baseURL, viewport }, use) => {
    await forgetLastTest(workerPage, baseURL!);
    if (viewport) await workerPage.setViewportSize(viewport);
    const undo = recordAdditions(workerPage);
    try {
      await use(workerPage);
    } finally {
      await undo();
    }
  },
});

export { expect } from '@playwright/test';

type Listener = (...args: unknown[]) => void;
const DISPOSABLE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;
const LISTENING = ['on', 'once', 'addListener'] as const;

/**
 * Notes what a test adds to the worker's page, for as long as it runs, by wrapping the page's own
 * methods on this one instance; answers a function that removes it all and the wrappers with it.
 */
function recordAdditions(page: Page): () => Promise<void> {
  const disposables: Disposable[] = [];
  const listeners: [string, Listener][] = [];
  const own = page as unknown as Record<string, unknown>;
  for (const name of DISPOSABLE) {
    const original = (page[name] as (...args: unknown[]) => Promise<Disposable>).bind(page);
    own[name] = async (...args: unknown[]) => {
      const added = await original(...args);
      disposables.push(added);
      return added;
    };
  }
  for (const name of LISTENING) {
    const original = (page[name] as (event: string, listener: Listener) => Page).bind(page);
    own[name] = (event: string, listener: Listener) => {
      listeners.push([event, listener]);
      return original(event, listener);
    };
  }
  return async () => {
    for (const name of [...DISPOSABLE, ...LISTENING]) delete own[name];
    for (const [event, listener] of listeners) page.off(event as 'close', listener);
    for (const added of disposables) await added.dispose();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    await closeOtherPages(page.context(), page);
  };
}

async function closeOtherPages(context: BrowserContext, keep: Page): Promise<void> {
  await Promise.all(context.pages().filter((p) => p !== keep).map((p) => p.close()));
}

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
  await page.context().clearPermissions();
}

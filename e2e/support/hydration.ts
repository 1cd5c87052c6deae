import type { Page } from '@playwright/test';
import { expect } from './worker-page.js';

type Remembered = { serverRootHtml?: string };

/**
 * Remembers the root's HTML as the server sent it, once the document is parsed and before any
 * module script runs. Call before `goto`.
 */
export async function rememberServerHtml(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as Remembered).serverRootHtml = document.getElementById('root')?.innerHTML;
    });
  });
}

/** Waits until the app has taken over the server's HTML (the root is marked only when it was kept). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * The renderer reports no hydration mismatch itself (decision 177): on a page with nothing drawn
 * only in the browser, the hydrated root must be exactly the HTML the server sent.
 */
export async function expectHydratedAsDrawn(page: Page): Promise<void> {
  await waitForHydration(page);
  const { before, after } = await page.evaluate(() => ({
    before: (window as unknown as Remembered).serverRootHtml,
    after: document.getElementById('root')?.innerHTML,
  }));
  expect(before, 'the server drew the root').toBeTruthy();
  expect(after, 'the hydrated root is the HTML the server sent').toBe(before);
}

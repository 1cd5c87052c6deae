import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { US } from './contribute-helpers.js';

// Issue 13: the finish celebrates with a short burst around the tick, and stands still for people
// who ask for reduced motion (decision 098).

function tickAnimation(page: Page) {
  return page.locator('.finish-celebration__tick').evaluate((el) => getComputedStyle(el).animationName);
}

function piecesShown(page: Page) {
  return page.locator('.finish-celebration__piece').evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
}

test('the finish celebrates, and stands still for reduced motion', async ({ page }) => {
  await page.goto(`/contribute/${US(1)}/pathway-complete`);
  await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready');
  expect(await tickAnimation(page)).toBe('finish-pop');
  expect(await piecesShown(page)).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready');
  expect(await tickAnimation(page)).toBe('none');
  expect(await piecesShown(page)).toBe(0);
});

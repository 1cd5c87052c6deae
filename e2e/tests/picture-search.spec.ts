import { expect } from '@playwright/test';
import { shot } from '../support/shots.js';
import { test } from '../support/worker-page.js';
import { SIGN_MODAL, US, checkA11y, choosePathway, signMessage } from './contribute-helpers.js';

// Issue 31: with no provider key, a contributor searches the bundled library for "cake", picks an
// animated GIF with the keyboard and signs; the card shows our stored copy, animated, and its still
// first frame under reduced motion.

const STORED_GIF = /^\/api\/groupcard\/images\/[a-f0-9-]{36}\.gif$/;

test('a contributor searches "cake", picks an animated GIF by keyboard and signs with it @phone', async ({ page }) => {
  await page.goto(`/contribute/${US(2)}`);
  await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
  await signMessage(page, 'Robin', 'Happy birthday! Save me a slice.');
  await page.getByRole('radio', { name: 'Message and picture' }).click();
  await page.getByRole('button', { name: 'Search GIFs and pictures' }).click();

  const dialog = page.getByRole('dialog', { name: 'Search GIFs and pictures' });
  await dialog.getByRole('searchbox', { name: 'Search for GIFs, stickers or pictures' }).fill('cake');
  await page.keyboard.press('Enter');
  const grid = dialog.getByRole('list', { name: 'GIFs for “cake”' });
  const results = grid.getByRole('button');
  await expect(results.first()).toHaveAccessibleName(/Birthday cake with flickering candles/);
  await expect(dialog.getByText('Pictures from our own library (OpenMoji and our animations)')).toBeVisible();
  await shot(page, 'picture-search-grid');
  await checkA11y(page);

  // One tab stop into the grid, then the arrows: Right moves to the second result.
  await results.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(results.nth(1)).toBeFocused();
  await expect(results.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(results.first()).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The preview shows our stored copy, and the still for people who asked for less motion.
  const previewPicture = page.locator('.sign-page__preview picture');
  await expect(previewPicture.locator('img')).toHaveAttribute('src', STORED_GIF);
  await expect(previewPicture.locator('source')).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
  await expect(page.getByText('Chosen: Birthday cake with flickering candles')).toBeVisible();

  await page.getByRole('button', { name: 'Save message' }).click();
  await page.waitForURL(/\/pathway-complete$/);
  await shot(page, 'picture-search-finish');
  const card = (await (await page.request.get(`/api/groupcard/GetGroupCard?collection=${US(2)}`)).json()) as {
    messages: { from: string; imageURL: string | null }[];
  };
  const mine = card.messages.find((m) => m.from === 'Robin' && m.imageURL);
  expect(mine?.imageURL).toMatch(STORED_GIF);
  const stored = await page.request.get(mine!.imageURL!);
  expect(stored.headers()['content-type']).toBe('image/gif');
});

test('under reduced motion the card shows the GIF\'s still first frame', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/contribute/${US(3)}/sign`);
  await page.getByRole('radio', { name: 'Message and picture' }).click();
  await page.getByRole('button', { name: 'Search GIFs and pictures' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search GIFs and pictures' });
  await dialog.getByRole('button', { name: 'party', exact: true }).click();
  // The same word among the stickers, then back to the GIFs.
  await dialog.getByRole('button', { name: 'Stickers', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Stickers for “party”' }).getByRole('button').first()).toBeVisible();
  await shot(page, 'picture-search-stickers');
  await dialog.getByRole('button', { name: 'GIFs', exact: true }).click();
  // A page at a time: the next page is added below, and focus goes to its first result.
  const gifs = dialog.getByRole('list', { name: 'GIFs for “party”' }).getByRole('button');
  await expect(gifs).toHaveCount(24);
  await dialog.getByRole('button', { name: 'More results' }).click();
  await expect.poll(() => gifs.count()).toBeGreaterThan(24);
  await expect(gifs.nth(24)).toBeFocused();
  await dialog.getByRole('list', { name: 'GIFs for “party”' }).getByRole('button').first().click();
  await expect(dialog).toBeHidden();
  const image = page.locator('.sign-page__preview picture img');
  await expect(image).toHaveAttribute('src', STORED_GIF);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/picture-search\/stills\/[a-f0-9-]{36}\.png$/);
});

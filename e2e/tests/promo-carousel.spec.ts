import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';

test.describe('promo carousels @phone', () => {
  test('the close-this-tab page shows card designs that move on by themselves', async ({ page }) => {
    await page.goto('/you-can-now-close-this-tab');
    await expect(page.getByRole('heading', { name: 'Cards for every occasion' })).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Card designs"]');
    await expect(carousel).toBeVisible();
    const firstShown = carousel.locator('[aria-roledescription]:not([aria-hidden="true"])').first();
    const before = await firstShown.getAttribute('aria-label');
    // SPEC §9: autoplay every 4000 ms.
    await expect.poll(() => firstShown.getAttribute('aria-label'), { timeout: 9_000 }).not.toBe(before);
    await expectNoAxeViolations(page);
  });
});

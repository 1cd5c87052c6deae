import { expect, test } from '../support/worker-page.js';
import { US } from './contribute-helpers.js';

test.describe('the card in its envelope on the invitation', () => {
  test('the card stands above the envelope, then is inside after about 2400 ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`/contribute/${US(3)}`);
    const envelope = page.getByTestId('envelope');
    await expect(envelope).toHaveAttribute('data-card-inside', 'false');
    const start = Date.now();
    await expect(envelope).toHaveAttribute('data-card-inside', 'true', { timeout: 6_000 });
    expect(Date.now() - start).toBeGreaterThan(1_000);
  });

  test('with reduced motion the card is inside at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/contribute/${US(3)}`);
    await expect(page.getByTestId('envelope')).toHaveAttribute('data-card-inside', 'true');
  });
});

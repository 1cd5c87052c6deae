import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';

test.describe('demo page', () => {
  test('lists every demo collection in both markets as a link to its invitation', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const market of ['1', '2']) {
      const guid = `${market}0000000-0000-4000-8000-000000000001`;
      await expect(page.locator(`a[href="/contribute/${guid}"]`)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('the API reports healthy', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.ok()).toBe(true);
  });
});

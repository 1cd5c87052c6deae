import { test } from '@playwright/test';
import { signUp } from '../support/organiser.js';

// Temporary: screenshots of the preview tab (not part of the suite).
test('shots', async ({ page }) => {
  await signUp(page, { market: 'US' });
  const csrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'gg_csrf')?.value ?? '');
  const created = await page.request.post('/api/organiser/collections', {
    headers: { 'x-csrf-token': csrf },
    data: { setupType: 'Collection + Group Card', market: 'US', recipientName: 'Robin', title: "Robin's leaving do", closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(), cover: { className: 'level-achieved', coverType: 2, title: 'Good luck Robin', description: 'From all of us' } },
  });
  const { guid } = (await created.json()) as { guid: string };
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto(`/dashboard/collections/${guid}?tab=preview`);
    await page.getByTestId('preview-iframe').waitFor();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots-h3/${width}-preview.png`, fullPage: true });
  }
});

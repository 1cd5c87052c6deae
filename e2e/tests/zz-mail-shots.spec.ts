import { test } from '@playwright/test';
for (const t of ['invitation', 'contribution-receipt', 'delivery-recipient', 'delivery-opened', 'organiser-payment-notice']) {
  test(`shot ${t}`, async ({ page }) => {
    for (const w of [360, 600]) {
      await page.setViewportSize({ width: w, height: 800 });
      await page.goto(`/dev/mail/preview/${t}?sample=0`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/mails-shots/${t}-${w}.png`, fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/dev/mail/preview/${t}?sample=0`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/mails-shots/${t}-360-dark.png`, fullPage: true });
  });
}

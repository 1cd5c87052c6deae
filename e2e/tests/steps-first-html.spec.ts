import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { US } from './contribute-helpers.js';
import { expectHydratedAsDrawn, rememberServerHtml, waitForHydration } from '../support/hydration.js';

// Decision 168: sign, how-much, payment-details and pathway-complete are in the HTML the server
// sends, as a person arriving with nothing stored sees them, and the app hydrates them.

type DrawnStep = { step: string; guid: string; heading: string | RegExp; action: { role: 'button' | 'link'; name: string } };

const STEPS: DrawnStep[] = [
  { step: 'sign', guid: US(3), heading: 'Sign the card', action: { role: 'button', name: 'Save message' } },
  { step: 'how-much', guid: US(1), heading: 'How much would you like to chip in?', action: { role: 'button', name: 'Continue' } },
  // A collection that asks an exact amount: without one stored the payment step goes back to how-much.
  { step: 'payment-details', guid: US(11), heading: 'Payment', action: { role: 'button', name: 'Back' } },
  { step: 'pathway-complete', guid: US(3), heading: 'Thank you!', action: { role: 'link', name: 'See the whole card' } },
];

/** The page's layout shift score so far (the browser's own CLS entries). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 300);
      }),
  );
}

for (const { step, guid, heading, action } of STEPS) {
  test(`${step} is readable with scripts off: its heading and its primary action`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/contribute/${guid}/${step}`);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', 'step');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole(action.role, { name: action.name, exact: true }).first()).toBeVisible();
    await context.close();
  });

  test(`${step} hydrates with no console error, no details request and no layout shift @phone`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const detailsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/contribution-details')) detailsRequests.push(request.url());
    });
    await rememberServerHtml(page);
    await page.goto(`/contribute/${guid}/${step}`);
    // How-much draws nothing more in the browser; the others add the writer, the carousel's
    // controls or the provider's form once they run.
    if (step === 'how-much') await expectHydratedAsDrawn(page);
    else await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The payment step's form replaces its spinner when the provider's configuration arrives (a
    // request the page does not embed, as when the browser draws it): that move is not hydration's.
    if (step !== 'payment-details') expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    expect(detailsRequests).toEqual([]);
  });
}

test('a reload of a drawn step with a journey stored shows what was stored, not the drawing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/contribute/${US(3)}/sign`);
  await waitForHydration(page);
  await page.getByLabel('Your name').fill('Riley');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the card' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Riley');
  expect(errors).toEqual([]);
});

test('the drawn sign page takes a message through to the next step', async ({ page }) => {
  await page.goto(`/contribute/${US(3)}/sign`);
  await waitForHydration(page);
  await page.getByLabel('Your name').fill('Riley');
  await page.getByLabel('Your message').fill('Good luck, Sam!');
  await page.getByRole('button', { name: 'Save message' }).click();
  await expect(page).not.toHaveURL(/\/sign$/);
});

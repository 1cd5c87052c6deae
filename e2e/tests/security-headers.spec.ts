import { expect, test } from '../support/worker-page.js';
import { recordCspViolations } from '../support/csp.js';
import { createCardCollection, signUp } from '../support/organiser.js';
import { CARD, payByCard } from '../support/payment-step.js';
import { US, chipInToPayment } from './contribute-helpers.js';

// The app under its Content-Security-Policy (decision 094): the page's settings arrive in the one
// inline script, with the response's nonce, and nothing the contributor journey, the sandbox
// provider's frames and pages or the organiser preview needs is refused.

// The demo collection the payment tests pay into.
const GUID = US(3);

test.describe('security headers in the browser', () => {
  test('the settings script carries the nonce of its policy; no source map is linked or served', async ({ page }) => {
    const response = await page.goto(`/contribute/${GUID}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The entry's script element is added once the page has painted (decision 180).
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = await page.evaluate(() => (document.getElementById('app-config') as HTMLScriptElement | null)?.nonce ?? '');
    expect(nonce).not.toBe('');
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(await page.evaluate(() => typeof (window as unknown as { __APP_CONFIG__?: unknown }).__APP_CONFIG__)).toBe('object');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');
    expect(entry).toMatch(/\/assets\/.+\.js$/);
    expect(await (await page.request.get(entry)).text()).not.toContain('sourceMappingURL');
    expect((await page.request.get(`${entry}.map`)).status()).toBe(404);
  });

  test('a contributor pays through the sandbox card fields and its 3-D Secure page with nothing refused', async ({ page }) => {
    const refused = await recordCspViolations(page);
    // Out to the sandbox's challenge page (its own policy) and back into the app.
    await chipInToPayment(page, GUID);
    await payByCard(page, 'US', CARD.threeDs);
    await page.waitForURL(/\/sandbox-provider\/3ds\//);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(/\/payment-failed\?channel=card$/);
    // Then a card that pays, in the hosted fields' iframe.
    await chipInToPayment(page, GUID);
    await payByCard(page, 'US');
    await page.waitForURL(/\/payment-successful\?channel=card$/);
    expect(refused).toEqual([]);
  });

  test("the organiser's preview frames the contributor screens with nothing refused", async ({ page }) => {
    const refused = await recordCspViolations(page);
    await signUp(page, { market: 'US' });
    const guid = await createCardCollection(page, 'Preview under the policy');
    await page.goto(`/dashboard/collections/${guid}?tab=preview`);
    await expect(page.frameLocator('[data-testid="preview-iframe"]').getByRole('heading', { level: 1 })).toBeVisible();
    expect(refused).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { CARD, chooseMethod, fillPayer, payByCard, type Market } from '../support/payment-step.js';
import { AU, US, chipInToPayment, ownPayer } from './contribute-helpers.js';

// Issue 30 point 8 (decision 139): a card payment and a PayPal payment (after the sandbox's approval
// page) end the same way: the same payment-successful screen, then Continue to the same finish.

interface Screen {
  path: string;
  heading: string;
  /** The page's words, less the one line naming the channel. */
  words: string[];
  actions: string[];
}

async function screenNow(page: Page): Promise<Screen> {
  const main = page.locator('.result-page').first();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  return {
    path: new URL(page.url()).pathname.replace(/^\/contribute\/[^/]+/, ''),
    heading: (await main.getByRole('heading', { level: 1 }).innerText()).trim(),
    words: (await main.locator(':scope > p:not(.muted)').allInnerTexts()).map((w) => w.trim()),
    actions: (await main.locator(':scope > .actions').getByRole('link').allInnerTexts()).map((w) => w.trim()),
  };
}

/** From the moment the payment is sent to the finish: every app screen the payer sees, in order. */
async function toTheFinish(page: Page, channel: string): Promise<Screen[]> {
  await page.waitForURL(new RegExp(`/payment-successful\\?channel=${channel}(&payment=[0-9a-f-]{36})?$`));
  const paid = await screenNow(page);
  await expect(page.getByText(`Paid with ${channel === 'card' ? 'Card' : 'PayPal'}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/pathway-complete\\?channel=${channel}$`));
  const finish = await screenNow(page);
  return [paid, finish];
}

for (const market of ['AU', 'US'] as const satisfies readonly Market[]) {
  test(`${market}: card and PayPal end on the same payment-successful screen, then the same finish`, async ({ page }) => {
    const guid = market === 'AU' ? AU(1) : US(1);
    await chipInToPayment(page, guid, '20', ownPayer());
    await payByCard(page, market, CARD.success);
    const byCard = await toTheFinish(page, 'card');

    await chipInToPayment(page, guid, '20', ownPayer());
    await chooseMethod(page, market, 'PayPal');
    await fillPayer(page, market, { card: false });
    await page.getByRole('button', { name: 'Continue with PayPal' }).click();
    await page.waitForURL(/\/sandbox-provider\/paypal\/approve\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    const byPayPal = await toTheFinish(page, 'paypal');

    expect(byCard.map((s) => s.path)).toEqual(['/payment-successful', '/pathway-complete']);
    expect(byCard[0]!.heading).toBe('Payment successful');
    expect(byCard[1]!.heading).toBe('Thank you!');
    expect(byPayPal).toEqual(byCard);
  });
}

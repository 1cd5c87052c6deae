import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { shot } from '../support/shots.js';
import { expectNoAxeViolations } from '../support/axe';
import { createCollectionThroughApi, csrfHeaders, signUp } from '../support/organiser';
import { enterCard } from '../support/payment-step';

// Organiser payments (decisions 071–074), against the sandbox provider. DEMOHALF and DEMOFREE are the
// demo promo codes (DEMO_DATA), 50 % and 100 % off the card.

/** A Paid Group Card collection through the organiser API, with the browser's own session. */
async function createPgc(page: Page, title: string, market: 'US' | 'AU' = 'US'): Promise<string> {
  return createCollectionThroughApi(page, {
    setupType: 'Paid Group Card',
    market,
    recipientName: 'Robin Recipient',
    title,
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 0,
    cover: { className: 'level-achieved', coverType: 1, title: 'your title here' },
  });
}

async function openPgc(page: Page, guid: string) {
  await page.goto(`/payment/${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your group card' })).toBeVisible();
  await expect(page.getByTestId('pgc-total')).toBeVisible();
}

test.describe('organiser payments', () => {
  test('pays a paid group card by card, then sees it paid', async ({ page }) => {
    await signUp(page, { market: 'US' });
    const guid = await createPgc(page, 'Farewell Sam');
    await openPgc(page, guid);
    await expect(page.getByTestId('pgc-total')).toHaveText('$4.99');
    await expect(
      page.frameLocator('iframe[title="Secure card details"]').getByLabel('Card number'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pgc');
    await enterCard(page, undefined, 'Olive Organiser');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(new RegExp(`/payment/${guid}/payment-received`));
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText(/Reference: INV-/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pgc-received');
    // Back on the payment page the organiser sees it is paid.
    await page.goto(`/payment/${guid}`);
    await expect(page.getByRole('heading', { name: 'This group card is paid' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('applies a promo code and checks the any card amount', async ({ page }) => {
    await signUp(page, { market: 'US' });
    const guid = await createPgc(page, 'Happy birthday Jo');
    await openPgc(page, guid);
    await page.getByLabel('Any card amount').fill('12');
    await page.getByRole('button', { name: 'Update amount' }).click();
    await expect(page.getByText('Please enter amount multiple of 5')).toBeVisible();
    // What was typed stays; a valid amount adds the any card and its fee.
    await expect(page.getByLabel('Any card amount')).toHaveValue('12');
    await page.getByLabel('Any card amount').fill('0');
    await page.getByRole('button', { name: 'Update amount' }).click();
    await expect(page.getByText('Any card amount updated.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code is not valid.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('demohalf');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('promo-applied')).toContainText('DEMOHALF');
    await expect(page.getByTestId('pgc-discount')).toHaveText('−$2.50');
    await expect(page.getByTestId('pgc-total')).toHaveText('$2.49');
    await expectNoAxeViolations(page);
    await shot(page, 'pgc-promo');
    await enterCard(page, undefined, 'Olive Organiser');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(new RegExp(`/payment/${guid}/payment-received`));
    await expectNoAxeViolations(page);
  });

  test('completes a paid group card with a full-discount code', async ({ page }) => {
    await signUp(page, { market: 'AU' });
    const guid = await createPgc(page, 'Thank you Alex', 'AU');
    await openPgc(page, guid);
    await expect(page.getByTestId('pgc-total')).toHaveText('$6.99');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('DEMOFREE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('pgc-total')).toHaveText('$0.00');
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'pgc-free');
    await page.getByTestId('full-discount-button').click();
    await page.waitForURL(new RegExp(`/payment/${guid}/payment-received`));
    await expectNoAxeViolations(page);
  });

  test('buys a pack, then pays a paid group card from it', async ({ page }) => {
    await signUp(page, { market: 'US' });
    const me = await page.request.get('/api/account/me');
    const userId = ((await me.json()) as { organiser: { guid: string } }).organiser.guid;
    await page.goto(`/payment?packpayment=true&userid=${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a pack of cards' })).toBeVisible();
    // No planid: the first plan is chosen.
    await expect(page.getByRole('radio').first()).toBeChecked();
    await expect(page.getByTestId('pack-total')).toHaveText('$19.99');
    await expect(
      page.frameLocator('iframe[title="Secure card details"]').getByLabel('Card number'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pack');
    await enterCard(page, undefined, 'Olive Organiser');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/payment\/packpayment-received/);
    await expect(page.getByRole('heading', { name: 'Pack payment received' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pack-received');

    const guid = await createPgc(page, 'Congratulations Kim');
    await openPgc(page, guid);
    await expect(page.getByText('You have 5 cards left')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pgc-pack');
    await page.getByTestId('pay-from-pack-button').click();
    await page.waitForURL(new RegExp(`/payment/${guid}/payment-received`));
    await expectNoAxeViolations(page);
  });

  test('the planid query picks the plan, at /payment?packpayment=true and at /payment/:userid; signed-out visitors go to log in', async ({ page }) => {
    await page.goto('/payment?packpayment=true');
    await page.waitForURL(/\/login\?next=/);
    await signUp(page, { market: 'US' });
    const me = await page.request.get('/api/account/me');
    const userId = ((await me.json()) as { organiser: { guid: string } }).organiser.guid;
    await page.goto(`/payment?packpayment=true&userid=${userId}`);
    const second = page.getByRole('radio').nth(1);
    const planId = await second.getAttribute('value');
    await page.goto(`/payment?packpayment=true&userid=${userId}&planid=${planId}`);
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await expect(page.getByTestId('pack-total')).toHaveText('$34.99');
    // SPEC §2: /payment/:userid is the same pack screen; planid works there too.
    await page.goto(`/payment/${userId}?planid=${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a pack of cards' })).toBeVisible();
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await expect(page.getByTestId('pack-total')).toHaveText('$34.99');
  });

  test('pays a bulk upload: rows total plus the bulk fee', async ({ page }) => {
    await signUp(page, { market: 'US' });
    const headers = await csrfHeaders(page);
    const guid = await createCollectionThroughApi(page, {
      setupType: 'Bulk Gifts',
      market: 'US',
      recipientName: 'Support team',
      title: 'Team gifts',
      closeDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    // The upload itself is the bulk upload feature's: its API takes the file and marks it payable.
    const csv = [
      'First name,Last name,Email,Amount',
      'Ada,Lovelace,ada@example.com,25.00',
      'Bo,Smith,bo@example.com,15',
    ].join('\r\n');
    const uploaded = await page.request.post(`/api/bulk-upload/${guid}/file`, {
      headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': 'team.csv' },
      data: csv,
    });
    expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
    const proceeded = await page.request.post(`/api/bulk-upload/${guid}/proceed`, { headers });
    expect(proceeded.status(), await proceeded.text()).toBeLessThan(300);

    await page.goto(`/payment/${guid}?bulkpayment=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for your bulk upload' })).toBeVisible();
    await expect(page.getByText('2 payees')).toBeVisible();
    await expect(page.getByTestId('pay-button')).toHaveText('Pay $42.00');
    await expect(
      page.frameLocator('iframe[title="Secure card details"]').getByLabel('Card number'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'bulk');
    await enterCard(page, undefined, 'Olive Organiser');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/payment\/bulkupload-received/);
    await expectNoAxeViolations(page);
  });
});

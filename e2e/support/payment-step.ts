import type { Page } from '@playwright/test';

// The contributor's payment step and the sandbox provider's hosted card fields, shared by every test
// that pays (contributors and organisers).

export type Market = 'AU' | 'US';

export const CARD = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  threeDs: '4000 0000 0000 3220',
  amex: '3782 822463 10005',
};

/**
 * Types a card into the provider's iframe (the app's page never sees it). The contributor's step sends
 * the name it already has, so the iframe asks for a name on the card only on the organiser's screens.
 */
export async function enterCard(page: Page, number: string = CARD.success, name = 'Alex Smith'): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill(number.replace(/\D/g, '').startsWith('37') ? '1234' : '123');
  const nameField = frame.getByLabel('Name on card');
  if (await nameField.count()) await nameField.fill(name);
}

/** AU picks from the payment dropdown; US from the Payment Element's tabs. */
export async function chooseMethod(page: Page, market: Market, label: string): Promise<void> {
  if (market === 'AU') {
    await page.getByRole('combobox', { name: 'Pay with' }).click();
    await page.getByRole('option', { name: label }).click();
  } else {
    await page.getByRole('radio', { name: label === 'Credit or Debit Card' ? 'Card' : label }).click();
  }
}

/**
 * The details each variant asks for besides the method: a US card's ZIP code, and the terms.
 * PayPal and the wallets ask no ZIP code: pass `{ card: false }` for them.
 */
export async function fillPayer(page: Page, market: Market, { card = true }: { card?: boolean } = {}): Promise<void> {
  if (market === 'US' && card) await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('I accept the terms and conditions').check();
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: /^(Pay \$|Continue with)/ });
}

/** The question asked before a second contribution from the same email (decision 102). */
export function repeatQuestion(page: Page) {
  return page.getByRole('dialog', { name: /^You chipped in .+ at .+\. Chip in again\?$/ });
}

/**
 * Pays on the contributor's payment step by card (the button is pressed, the outcome is the caller's).
 * Many tests chip in to the same demo collection with the same email within minutes, which the
 * server asks about first (decision 102): unless `repeat: 'ask'`, that question is answered "Chip in
 * again", as the person paying would. The tests of the question itself keep it.
 */
export async function payByCard(
  page: Page,
  market: Market,
  number: string = CARD.success,
  options: { repeat?: 'confirm' | 'ask' } = {},
): Promise<void> {
  if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
  await fillPayer(page, market);
  await enterCard(page, number);
  const answered =
    options.repeat === 'ask'
      ? null
      : page
          .waitForResponse((r) => r.request().method() === 'POST' && /\/api\/(checkout|paypal)\//.test(r.url()), { timeout: 15_000 })
          .catch(() => null);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const response = await answered;
  if (response?.status() === 409 && ((await response.json()) as { error?: { code?: string } }).error?.code === 'repeat_contribution') {
    await repeatQuestion(page).getByRole('button', { name: 'Chip in again' }).click();
  }
}

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

/** Types a card into the provider's iframe (the app's page never sees it). */
export async function enterCard(page: Page, number: string = CARD.success, name = 'Alex Smith'): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill(number.replace(/\D/g, '').startsWith('37') ? '1234' : '123');
  await frame.getByLabel('Name on card').fill(name);
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

/** The details each variant asks for besides the method: the US address, and the terms. */
export async function fillPayer(page: Page, market: Market): Promise<void> {
  if (market === 'US') {
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').fill('IL');
    await page.getByLabel('Postcode').fill('62701');
  }
  await page.getByLabel('I accept the terms and conditions').check();
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: /^(Pay \$|Continue with)/ });
}

/** Pays on the contributor's payment step by card (the button is pressed, the outcome is the caller's). */
export async function payByCard(page: Page, market: Market, number: string = CARD.success): Promise<void> {
  if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
  await fillPayer(page, market);
  await enterCard(page, number);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

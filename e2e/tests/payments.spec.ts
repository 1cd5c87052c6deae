import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { AU, CHIP_IN_MODAL, SIGN_MODAL, US, checkA11y, choosePathway, fillDetails, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 4 in the browser: the AU and US payment screens against the real server and its sandbox
// provider (hosted card fields, 3-D Secure, PayPal and wallet pages, test knobs under
// /sandbox-provider/control, on with SANDBOX_CONTROLS=true).

const CARD = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  threeDs: '4000 0000 0000 3220',
  amex: '3782 822463 10005',
};

type Market = 'AU' | 'US';
const guidOf = (market: Market, nn: number) => (market === 'AU' ? AU(nn) : US(nn));

/** Chip in from the invitation to the payment step with an amount. */
async function toPayment(page: Page, guid: string, amount = '20'): Promise<void> {
  await openInvitation(page, guid);
  await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/your-details$/);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/how-much$/);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

/** The details each variant asks for besides the method: the US address, and the terms. */
async function fillPayer(page: Page, market: Market): Promise<void> {
  if (market === 'US') {
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').fill('IL');
    await page.getByLabel('Postcode').fill('62701');
  }
  await page.getByLabel('I accept the terms and conditions').check();
}

async function chooseMethod(page: Page, market: Market, label: string): Promise<void> {
  if (market === 'AU') {
    await page.getByRole('combobox', { name: 'Pay with' }).click();
    await page.getByRole('option', { name: label }).click();
  } else {
    await page.getByRole('radio', { name: label === 'Credit or Debit Card' ? 'Card' : label }).click();
  }
}

/** After a redirect return the page records the outcome in the persisted payment state (SPEC §3/§4). */
async function expectPaymentRecorded(page: Page): Promise<void> {
  const paymentId = new URL(page.url()).searchParams.get('payment');
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('gg:payment-details') ?? '{}') as Record<string, unknown>);
  await expect.poll(async () => (await stored()).paymentSuccessful).toBe(true);
  const state = await stored();
  expect(state.paymentId).toBe(paymentId);
  expect(state.invoiceNumber).toMatch(/^INV-/);
  expect(Number.isNaN(Date.parse(String(state.paymentDate)))).toBe(false);
}

/** Types a card into the provider's iframe (the app's page never sees it). */
async function enterCard(page: Page, number: string, name = 'Alex Smith'): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill(number.replace(/\D/g, '').startsWith('37') ? '1234' : '123');
  await frame.getByLabel('Name on card').fill(name);
}

async function payByCard(page: Page, market: Market, number: string): Promise<void> {
  if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
  await fillPayer(page, market);
  await enterCard(page, number);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

function payButton(page: Page) {
  return page.getByRole('button', { name: /^(Pay \$|Continue with)/ });
}

async function joined(page: Page, guid: string): Promise<number> {
  const response = await page.request.get(`/api/contributions/contribution-details?collection=${guid}`);
  return ((await response.json()) as { joinedSofar: number }).joinedSofar;
}

function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/(checkout|paypal)\/(ProcessCheckout|ProcessPayPal|ApplePayCheckout|GooglePayCheckout)$/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

for (const market of ['AU', 'US'] as const) {
  test.describe(`${market} payment screen`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('card success continues to payment-successful', async ({ page }) => {
      await toPayment(page, guidOf(market, 3));
      await payByCard(page, market, CARD.success);
      await page.waitForURL(/\/payment-successful\?channel=card$/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    });

    test('a declined card shows the error and the same form takes another card', async ({ page }) => {
      await toPayment(page, guidOf(market, 3));
      await payByCard(page, market, CARD.declined);
      await expect(page.getByTestId('payment-error')).toContainText(/declined/i);
      await expect(payButton(page)).toBeEnabled();
      await enterCard(page, CARD.success);
      await payButton(page).click();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
    });

    test('insufficient funds is shown as the provider words it', async ({ page }) => {
      await toPayment(page, guidOf(market, 3));
      await payByCard(page, market, CARD.insufficient);
      await expect(page.getByTestId('payment-error')).toContainText(/insufficient funds/i);
      await expect(page).toHaveURL(/\/payment-details$/);
    });

    test('3-D Secure: Complete pays, Fail does not', async ({ page }) => {
      await toPayment(page, guidOf(market, 3));
      await payByCard(page, market, CARD.threeDs);
      await page.waitForURL(/\/sandbox-provider\/3ds\//);
      await page.getByRole('button', { name: 'Complete' }).click();
      await page.waitForURL(/\/payment-successful\?channel=card&payment=[0-9a-f-]{36}$/);
      await expectPaymentRecorded(page);

      await toPayment(page, guidOf(market, 3));
      await payByCard(page, market, CARD.threeDs);
      await page.waitForURL(/\/sandbox-provider\/3ds\//);
      await page.getByRole('button', { name: 'Fail' }).click();
      await page.waitForURL(/\/payment-failed\?channel=card$/);
    });

    test('American Express pays its own fee', async ({ page }) => {
      await toPayment(page, guidOf(market, 3));
      const summary = page.locator('dl.summary-list');
      // Demo fee tables on $20.00: AU cards 30c + 1.75 %, Amex 30c + 2.9 %; US cards 30c + 2.9 %, Amex 30c + 3.5 %.
      const fees = market === 'AU' ? { card: '0.65', amex: '0.88', total: '20.88' } : { card: '0.88', amex: '1.00', total: '21.00' };
      await expect(summary).toContainText(`Fees$${fees.card}`);
      if (market === 'AU') await chooseMethod(page, market, 'American Express');
      await fillPayer(page, market);
      await enterCard(page, CARD.amex);
      if (market === 'US') {
        // The Payment Element recognises the brand, shows the new fee and asks again.
        await payButton(page).click();
        await expect(page.getByText(/This is an American Express card, so the fee has changed/)).toBeVisible();
      }
      await expect(summary).toContainText(`Fees$${fees.amex}`);
      await expect(summary).toContainText(`Total$${fees.total}`);
      await page.getByRole('button', { name: `Pay $${fees.total}` }).click();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
    });

    test('PayPal approve completes the pathway; cancel does not', async ({ page }) => {
      await toPayment(page, guidOf(market, 1));
      await chooseMethod(page, market, 'PayPal');
      await fillPayer(page, market);
      await page.getByRole('button', { name: 'Continue with PayPal' }).click();
      await page.waitForURL(/\/sandbox-provider\/paypal\/approve\//);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(/\/pathway-complete\?channel=paypal&payment=[0-9a-f-]{36}$/);
      await expectPaymentRecorded(page);

      await toPayment(page, guidOf(market, 1));
      await chooseMethod(page, market, 'PayPal');
      await fillPayer(page, market);
      await page.getByRole('button', { name: 'Continue with PayPal' }).click();
      await page.waitForURL(/\/sandbox-provider\/paypal\/approve\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/payment-failed\?channel=paypal$/);
    });

    test('a double click makes one payment', async ({ page }) => {
      const guid = guidOf(market, 12);
      const before = await joined(page, guid);
      const payments = countPayments(page);
      await toPayment(page, guid);
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await fillPayer(page, market);
      await enterCard(page, CARD.success);
      await payButton(page).dblclick();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
      expect(payments.count()).toBe(1);
      expect(await joined(page, guid)).toBe(before + 1);
    });

    test('the payment page passes axe, with screenshots at 1280 and 360 px @phone', async ({ page }, testInfo) => {
      await toPayment(page, guidOf(market, 3));
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await expect(page.frameLocator('iframe[title="Secure card details"]').getByLabel('Card number')).toBeVisible();
      await checkA11y(page);
      // Kept next to the other results (e2e/test-results) for people to look at.
      const file = `${market.toLowerCase()}-${testInfo.project.name}.png`;
      await page.screenshot({ path: join(testInfo.project.testDir, '..', 'test-results', 'payment-screens', file), fullPage: true });
    });
  });
}

test.describe('wallets', () => {
  // Availability is one switch on the shared sandbox, so these run one after another.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.afterAll(async ({ request }) => {
    await request.post('/sandbox-provider/control/wallets', { data: { applePay: true, googlePay: true } });
  });

  for (const market of ['AU', 'US'] as const) {
    for (const wallet of ['Google Pay', 'Apple Pay'] as const) {
      test(`${market}: ${wallet} pays through its sheet`, async ({ page }) => {
        await page.request.post('/sandbox-provider/control/wallets', { data: { applePay: true, googlePay: true } });
        await toPayment(page, guidOf(market, 1));
        await chooseMethod(page, market, wallet);
        await fillPayer(page, market);
        await payButton(page).click();
        const sheet = page.frameLocator(`iframe[title="${wallet} sheet"]`);
        await sheet.getByRole('button', { name: `Pay with ${wallet}` }).click();
        await page.waitForURL(new RegExp(`/payment-successful\\?channel=${wallet === 'Apple Pay' ? 'applepay' : 'googlepay'}$`));
      });
    }
  }

  test('wallets the device cannot use are not offered', async ({ page }) => {
    await page.request.post('/sandbox-provider/control/wallets', { data: { applePay: false, googlePay: false } });
    await toPayment(page, AU(1));
    await page.getByRole('combobox', { name: 'Pay with' }).click();
    await expect(page.getByRole('option').locator('.ui-payment-select__text')).toHaveText(['American Express', 'Credit or Debit Card', 'PayPal']);
    await page.request.post('/sandbox-provider/control/wallets', { data: { applePay: true, googlePay: false } });
    await page.reload();
    await page.getByRole('combobox', { name: 'Pay with' }).click();
    await expect(page.getByRole('option').locator('.ui-payment-select__text')).toHaveText(['American Express', 'Credit or Debit Card', 'PayPal', 'Apple Pay']);
  });
});

test.describe('reload', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.afterAll(async ({ request }) => {
    await request.post('/sandbox-provider/control/faults', { data: { latencyMs: 0 } });
  });

  test('a reload mid-payment keeps the entries (never the card) and paying again charges once', async ({ page }) => {
    const guid = US(13);
    const before = await joined(page, guid);
    await toPayment(page, guid);
    await fillPayer(page, 'US');
    await enterCard(page, CARD.success);
    await page.request.post('/sandbox-provider/control/faults', { data: { latencyMs: 2500 } });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/checkout/ProcessCheckout'));
    await payButton(page).click();
    await sent;
    await page.reload();
    await page.request.post('/sandbox-provider/control/faults', { data: { latencyMs: 0 } });
    await expect(page.getByLabel('Street address')).toHaveValue('1 Main St');
    await expect(page.getByLabel('Postcode')).toHaveValue('62701');
    await expect(page.getByLabel('I accept the terms and conditions')).toBeChecked();
    await expect(page.getByLabel('Email address')).toHaveValue('alex@example.test');
    await expect(page.getByText('Your last payment did not finish. Paying again will not charge you twice.')).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/4242|tok_|tokenizedCard/);
    await expect(page.frameLocator('iframe[title="Secure card details"]').getByLabel('Card number')).toHaveValue('');
    await enterCard(page, CARD.success);
    await payButton(page).click();
    await page.waitForURL(/\/payment-successful\?channel=card$/);
    // Wait out the first request's settlement before counting.
    await expect.poll(() => joined(page, guid), { timeout: 10_000 }).toBe(before + 1);
    await page.waitForTimeout(1000);
    expect(await joined(page, guid)).toBe(before + 1);
  });
});

test('sign & chip in: the receipt\'s edit link carries the message\'s edit token', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `signer-${Date.now()}@example.test`;
  await openInvitation(page, US(3));
  await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
  await signMessage(page, 'Robin', 'With the receipt link');
  await page.getByRole('button', { name: 'Save message' }).click();
  await page.waitForURL(/\/your-details$/);
  await fillDetails(page, 'Robin', 'Lee', email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Amount').fill('10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  await payByCard(page, 'US', CARD.success);
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('gg:edit-tokens') ?? '{}') as Record<string, string>);
  const [messageId, token] = Object.entries(tokens).at(-1)!;
  let text = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/dev/mail.json')).json()) as { mails: { to: string; subject: string; text: string }[] };
      text = mails.find((m) => m.to.includes(email) && m.subject.startsWith('Your receipt'))?.text ?? '';
      return text;
    }, { timeout: 20_000 })
    .toContain(`sign?messageId=${messageId}&token=${encodeURIComponent(token)}`);
});

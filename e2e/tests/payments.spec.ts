import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { ownCollection } from '../support/organiser.js';
import {
  CARD,
  chooseMethod,
  enterCard,
  fillPayer,
  payButton,
  payByCard,
  type Market,
} from '../support/payment-step.js';
import {
  AU,
  SIGN_MODAL,
  US,
  checkA11y,
  chipInToPayment,
  choosePathway,
  fillDetails,
  openInvitation,
  ownPayer,
  signMessage,
} from './contribute-helpers.js';

// Issue 4 in the browser: the AU and US payment screens against the real server and its sandbox
// provider (hosted card fields, 3-D Secure, PayPal and wallet pages, test knobs under
// /sandbox-provider/control, on with SANDBOX_CONTROLS=true).

const guidOf = (market: Market, nn: number) => (market === 'AU' ? AU(nn) : US(nn));

/** After a redirect return the page records the outcome in the persisted payment state (SPEC §3/§4). */
async function expectPaymentRecorded(page: Page): Promise<void> {
  const paymentId = new URL(page.url()).searchParams.get('payment');
  const stored = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('gg:payment-details') ?? '{}') as Record<string, unknown>,
    );
  await expect.poll(async () => (await stored()).paymentSuccessful).toBe(true);
  const state = await stored();
  expect(state.paymentId).toBe(paymentId);
  expect(state.invoiceNumber).toMatch(/^INV-/);
  expect(Number.isNaN(Date.parse(String(state.paymentDate)))).toBe(false);
}

async function joined(page: Page, guid: string): Promise<number> {
  const response = await page.request.get(`/api/contributions/contribution-details?collection=${guid}`);
  return ((await response.json()) as { joinedSofar: number }).joinedSofar;
}

function countPayments(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/(checkout|paypal)\/(ProcessCheckout|ProcessPayPal|ApplePayCheckout|GooglePayCheckout)$/.test(
        request.url(),
      )
    )
      count += 1;
  });
  return { count: () => count };
}

for (const market of ['AU', 'US'] as const) {
  test.describe(`${market} payment screen`, () => {
    test('card success continues to payment-successful @phone', async ({ page }) => {
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      await payByCard(page, market, CARD.success);
      await page.waitForURL(/\/payment-successful\?channel=card$/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    });

    test('a declined card shows the error and the same form takes another card', async ({ page }) => {
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      await payByCard(page, market, CARD.declined);
      await expect(page.getByTestId('payment-error')).toContainText(/declined/i);
      await expect(payButton(page)).toBeEnabled();
      await enterCard(page, CARD.success);
      await payButton(page).click();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
    });

    test('insufficient funds is shown as the provider words it', async ({ page }) => {
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      await payByCard(page, market, CARD.insufficient);
      await expect(page.getByTestId('payment-error')).toContainText(/insufficient funds/i);
      await expect(page).toHaveURL(/\/payment-details$/);
    });

    test('3-D Secure: Complete pays, Fail does not', async ({ page }) => {
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      await payByCard(page, market, CARD.threeDs);
      await page.waitForURL(/\/sandbox-provider\/3ds\//);
      await page.getByRole('button', { name: 'Complete' }).click();
      await page.waitForURL(/\/payment-successful\?channel=card&payment=[0-9a-f-]{36}$/);
      await expectPaymentRecorded(page);

      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      await payByCard(page, market, CARD.threeDs);
      await page.waitForURL(/\/sandbox-provider\/3ds\//);
      await page.getByRole('button', { name: 'Fail' }).click();
      await page.waitForURL(/\/payment-failed\?channel=card$/);
    });

    test('American Express pays its own fee', async ({ page }) => {
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      const summary = page.locator('dl.summary-list');
      // Demo fee tables on $20.00: AU cards 30c + 1.75 %, Amex 30c + 2.9 %; US cards 30c + 2.9 %, Amex 30c + 3.5 %.
      const fees =
        market === 'AU'
          ? { card: '0.65', amex: '0.88', total: '20.88' }
          : { card: '0.88', amex: '1.00', total: '21.00' };
      await expect(summary).toContainText(`Fees$${fees.card}`);
      if (market === 'AU') await chooseMethod(page, market, 'American Express');
      await fillPayer(page, market);
      await enterCard(page, CARD.amex);
      if (market === 'US') {
        // The Payment Element recognises the brand, shows the new fee and asks again.
        await payButton(page).click();
        await expect(
          page.getByText(/This is an American Express card, so the fee has changed/),
        ).toBeVisible();
      }
      await expect(summary).toContainText(`Fees$${fees.amex}`);
      await expect(summary).toContainText(`Total$${fees.total}`);
      await page.getByRole('button', { name: `Pay $${fees.total}` }).click();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
    });

    test('PayPal approve lands on payment-successful, as a card does; cancel does not', async ({ page }) => {
      await chipInToPayment(page, guidOf(market, 1), '20', ownPayer());
      await chooseMethod(page, market, 'PayPal');
      await fillPayer(page, market, { card: false });
      await page.getByRole('button', { name: 'Continue with PayPal' }).click();
      await page.waitForURL(/\/sandbox-provider\/paypal\/approve\//);
      await page.getByRole('button', { name: 'Approve' }).click();
      // The same screen a card payment lands on (decision 139).
      await page.waitForURL(/\/payment-successful\?channel=paypal&payment=[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await expectPaymentRecorded(page);

      await chipInToPayment(page, guidOf(market, 1), '20', ownPayer());
      await chooseMethod(page, market, 'PayPal');
      await fillPayer(page, market, { card: false });
      await page.getByRole('button', { name: 'Continue with PayPal' }).click();
      await page.waitForURL(/\/sandbox-provider\/paypal\/approve\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/payment-failed\?channel=paypal$/);
    });

    test('a double click makes one payment', async ({ page }) => {
      const guid = await ownCollection(page, market);
      const before = await joined(page, guid);
      const payments = countPayments(page);
      await chipInToPayment(page, guid);
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await fillPayer(page, market);
      await enterCard(page, CARD.success);
      await payButton(page).dblclick();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
      expect(payments.count()).toBe(1);
      expect(await joined(page, guid)).toBe(before + 1);
    });

    test('the "security … status code 400" decline shows the decline wording; another card then pays', async ({
      page,
    }) => {
      // The sandbox declines this payer's name; the contributor's name is the name on the card (decision 101).
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer(), ['Security', 'Decline']);
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await fillPayer(page, market);
      await enterCard(page, CARD.success);
      await payButton(page).click();
      await expect(page.getByTestId('payment-error')).toContainText(
        'The payment has been declined. Please try a different card or contact your bank for further support.',
      );
      await expect(payButton(page)).toBeEnabled();
      // Another cardholder: change the details, and the payment step keeps what it had.
      await page.getByRole('link', { name: 'Change details' }).click();
      await page.waitForURL(/\/how-much$/);
      await page.getByLabel('First name').fill('Alex');
      await page.getByLabel('Last name').fill('Smith');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/payment-details$/);
      if (market === 'US') await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
      await expect(page.getByLabel('I accept the terms and conditions')).toBeChecked();
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await enterCard(page, CARD.success);
      await payButton(page).click();
      await page.waitForURL(/\/payment-successful\?channel=card$/);
    });

    test("the provider's collection-suspended answer goes to the collection-suspended page", async ({
      page,
    }) => {
      await chipInToPayment(page, guidOf(market, 1), '20', ownPayer(), ['Collection', 'Suspended']);
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await fillPayer(page, market);
      await enterCard(page, CARD.success);
      await payButton(page).click();
      await page.waitForURL(/\/collection-suspended$/);
      await expect(page.getByRole('heading', { name: 'This collection is paused' })).toBeVisible();
    });

    test('the payment page passes axe, with screenshots at 1280 and 360 px', async ({ page }, testInfo) => {
      await chipInToPayment(page, guidOf(market, 3), '20', ownPayer());
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await expect(
        page.frameLocator('iframe[title="Secure card details"]').getByLabel('Card number'),
      ).toBeVisible();
      await checkA11y(page);
      // Kept next to the other results (e2e/test-results) for people to look at.
      const file = `${market.toLowerCase()}-${testInfo.project.name}.png`;
      await page.screenshot({
        path: join(testInfo.project.testDir, '..', 'test-results', 'payment-screens', file),
        fullPage: true,
      });
    });
  });
}

test.describe('wallets', () => {
  // Availability is one switch on the shared sandbox, so these run one after another.
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => {
    await request.post('/sandbox-provider/control/wallets', { data: { applePay: true, googlePay: true } });
  });

  for (const market of ['AU', 'US'] as const) {
    for (const wallet of ['Google Pay', 'Apple Pay'] as const) {
      test(`${market}: ${wallet} pays through its sheet`, async ({ page }) => {
        await page.request.post('/sandbox-provider/control/wallets', {
          data: { applePay: true, googlePay: true },
        });
        await chipInToPayment(page, guidOf(market, 1), '20', ownPayer());
        await chooseMethod(page, market, wallet);
        await fillPayer(page, market, { card: false });
        await payButton(page).click();
        const sheet = page.frameLocator(`iframe[title="${wallet} sheet"]`);
        await sheet.getByRole('button', { name: `Pay with ${wallet}` }).click();
        await page.waitForURL(
          new RegExp(`/payment-successful\\?channel=${wallet === 'Apple Pay' ? 'applepay' : 'googlepay'}$`),
        );
      });
    }
  }

  for (const market of ['AU', 'US'] as const) {
    test(`${market}: wallets the device cannot use are not offered`, async ({ page }) => {
      // Waits until the methods shown are exactly these (the list renders after the payment step's
      // own request, so reading it at once could see none). The label's text leaves out the icon's
      // wordmark (drawn in an aria-hidden SVG).
      const expectOffered = async (names: string[]) => {
        if (market === 'US') {
          const labels = page
            .getByRole('radiogroup', { name: 'Pay with' })
            .getByRole('radio')
            .locator('.payment-tabs__label > span');
          return expect(labels).toHaveText(names);
        }
        await page.getByRole('combobox', { name: 'Pay with' }).click();
        await expect(page.getByRole('option').locator('.ui-payment-select__text')).toHaveText(names);
      };
      const always =
        market === 'AU'
          ? ['American Express', 'Credit or Debit Card', 'PayPal']
          : ['Card', 'American Express', 'PayPal'];
      await page.request.post('/sandbox-provider/control/wallets', {
        data: { applePay: false, googlePay: false },
      });
      await chipInToPayment(page, guidOf(market, 1), '20', ownPayer());
      await expectOffered(always);
      await page.request.post('/sandbox-provider/control/wallets', {
        data: { applePay: true, googlePay: false },
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
      await expectOffered([...always, 'Apple Pay']);
    });
  }
});

test.describe('reload', () => {
  for (const market of ['AU', 'US'] as const) {
    test(`${market}: a reload mid-payment keeps the entries (never the card) and the first payment finishes once`, async ({
      page,
    }) => {
      const guid = await ownCollection(page, market);
      const before = await joined(page, guid);
      const payments = countPayments(page);
      // The sandbox holds this payer's payment for 6 s: long enough to look at the reloaded page while
      // the first payment is still with the provider. The payer's name is the name on the card.
      await chipInToPayment(page, guid, '20', undefined, ['Slow', 'Provider']);
      if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
      await fillPayer(page, market);
      await enterCard(page, CARD.success);
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/checkout/ProcessCheckout'),
      );
      await payButton(page).click();
      await sent;
      // The reload comes once the server has the attempt: a reload sooner can cancel the request
      // before it arrives, and the page then rightly has nothing to wait for.
      const attempt = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('gg:payment-attempt')!) as { key: string }).key);
      await expect
        .poll(async () => (await page.request.get(`/api/checkout/payment-status?attempt=${attempt}`)).status())
        .toBe(200);
      await page.reload();
      if (market === 'US') await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
      await expect(page.getByLabel('I accept the terms and conditions')).toBeChecked();
      // The details given on the amount screen show on the summary, not as fields to fill again.
      await expect(page.getByText(/alex@example\.test/)).toBeVisible();
      // The page asks the server about the attempt it never heard the end of, and says so.
      await expect(page.getByText(/Your last payment is still being confirmed/)).toBeVisible();
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      );
      expect(stored).not.toMatch(/4242|tok_|tokenizedCard/);
      // When the first payment succeeds the page moves on by itself, with no second payment.
      await page.waitForURL(/\/payment-successful\?channel=card$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      expect(payments.count()).toBe(1);
      await expect.poll(() => joined(page, guid), { timeout: 10_000 }).toBe(before + 1);
    });
  }
});

for (const market of ['AU', 'US'] as const) {
  test(`${market}: sign & chip in puts the message on the card, counts the payment, and the receipt's edit link carries the edit token`, async ({
    page,
  }) => {
    // A collection of this test's own, so the figures it reads move only by its payment.
    const guid = await ownCollection(page, market, 'Collection + Group Card');
    const email = `signer-${market.toLowerCase()}-${Date.now()}@example.test`;
    const comment = `Sign and chip in, ${market} ${Date.now()}`;
    const figures = async () =>
      (await (
        await page.request.get(`/api/contributions/contribution-details?collection=${guid}`)
      ).json()) as { joinedSofar: number; soFarCollected: number };
    const before = await figures();
    await openInvitation(page, guid);
    await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
    await signMessage(page, 'Robin', comment);
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/how-much$/);
    await fillDetails(page, 'Robin', 'Lee', email);
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await payByCard(page, market, CARD.success);
    await page.waitForURL(/\/payment-successful\?channel=card$/);

    const card = (await (
      await page.request.get(`/api/groupcard/GetGroupCard?collection=${guid}`)
    ).json()) as { messages: { comment: string }[] };
    expect(card.messages.map((m) => m.comment)).toContain(comment);
    await expect.poll(async () => (await figures()).joinedSofar).toBe(before.joinedSofar + 1);
    // The collected figure grows by the contribution; the fee is not part of it.
    expect((await figures()).soFarCollected).toBe(before.soFarCollected + 1000);

    const tokens = await page.evaluate(
      () => JSON.parse(localStorage.getItem('gg:edit-tokens') ?? '{}') as Record<string, string>,
    );
    const [messageId, token] = Object.entries(tokens).at(-1)!;
    let text = '';
    await expect
      .poll(
        async () => {
          const { mails } = (await (await page.request.get('/dev/mail.json')).json()) as {
            mails: { to: string; subject: string; text: string }[];
          };
          text = mails.find((m) => m.to.includes(email) && m.subject.startsWith('Your receipt'))?.text ?? '';
          return text;
        },
        { timeout: 20_000 },
      )
      .toContain(`sign?messageId=${messageId}&token=${encodeURIComponent(token)}`);
  });
}

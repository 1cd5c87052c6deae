import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AU, US } from '../../../test/demo-guids';
import {
  TEST_CARDS,
  collectionFigures,
  pay,
  paymentBody,
  tokenise,
  usePaymentsApp,
  walletToken,
} from '../../../test/payments-app';

const t = usePaymentsApp();

/** Follows a sandbox page's form post: the provider answers 303 to our return URL (made absolute). */
async function answerSandboxPage(
  app: FastifyInstance,
  pageUrl: string,
  form: Record<string, string>,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: pageUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(res.statusCode).toBe(303);
  const location = new URL(String(res.headers.location));
  return `${location.pathname}${location.search}`;
}

async function startThreeDs(app: FastifyInstance, guid: string, key = randomUUID()) {
  const { collectionId } = await collectionFigures(app, guid);
  const body = paymentBody(
    collectionId,
    { net: 3000 },
    { checkOutToken: await tokenise(app, TEST_CARDS.threeDs) },
  );
  const res = await pay(app, '/api/checkout/ProcessCheckout', body, key);
  expect(res.statusCode).toBe(200);
  return { answer: res.json(), body, key };
}

describe('3-D Secure', () => {
  it('asks for the challenge, then settles on return and sends the payer to payment-successful', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const { answer, body, key } = await startThreeDs(app, US(1));
    expect(answer).toMatchObject({ success: false, threeDsRequired: true });
    expect(answer.threeDsredirectUrl).toMatch(/^\/sandbox-provider\/3ds\/pay_sbx_/);
    // Nothing is counted while the payer is at the bank.
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected);

    const challenge = await app.inject({ method: 'GET', url: answer.threeDsredirectUrl });
    expect(challenge.statusCode).toBe(200);
    const back = await answerSandboxPage(app, answer.threeDsredirectUrl, { outcome: 'complete' });
    expect(back).toMatch(/^\/api\/checkout\/return\?payment=[0-9a-f-]{36}&payment_id=/);
    const returned = await app.inject({ method: 'GET', url: back });
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toMatch(new RegExp(`^/contribute/${US(1)}/payment-successful\\?channel=card&payment=[0-9a-f-]{36}$`));

    const after = await collectionFigures(app, US(1));
    expect(after.soFarCollected).toBe(before.soFarCollected + 3000);
    // Coming back twice, or retrying the attempt, changes nothing more and answers success.
    expect((await app.inject({ method: 'GET', url: back })).headers.location).toContain('payment-successful');
    const retry = await pay(app, '/api/checkout/ProcessCheckout', body, key);
    expect(retry.json()).toMatchObject({ successCode: 10000, success: true });
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(after.soFarCollected);
    await t.expectLedgerBalanced();
  });

  it('sends a failed challenge to payment-failed and counts nothing', async () => {
    const app = t.app();
    const before = await collectionFigures(app, AU(1));
    const { answer } = await startThreeDs(app, AU(1));
    const back = await answerSandboxPage(app, answer.threeDsredirectUrl, { outcome: 'fail' });
    const returned = await app.inject({ method: 'GET', url: back });
    expect(returned.headers.location).toBe(`/contribute/${AU(1)}/payment-failed?channel=card`);
    expect(await collectionFigures(app, AU(1))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('sends an unknown payment to the 404 page', async () => {
    const res = await t.app().inject({ method: 'GET', url: `/api/checkout/return?payment=${randomUUID()}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/errors/404');
  });
});

describe('Apple Pay and Google Pay', () => {
  it('charges a wallet token through ApplePayCheckout and GooglePayCheckout', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(3));
    // Option 2 collection: wallets pay the card fee (US: 30c + 2.9 % of $10.00 = 59c).
    const apple = await pay(
      app,
      '/api/checkout/ApplePayCheckout',
      paymentBody(
        before.collectionId,
        { net: 1000, fee: 59 },
        { checkOutToken: await walletToken(app, 'apple_pay'), paymentMethod: 5 },
      ),
    );
    expect(apple.statusCode).toBe(200);
    expect(apple.json()).toMatchObject({ successCode: 10000, success: true });
    const google = await pay(
      app,
      '/api/checkout/GooglePayCheckout',
      paymentBody(
        before.collectionId,
        { net: 1000, fee: 59 },
        { checkOutToken: await walletToken(app, 'google_pay') },
      ),
    );
    expect(google.statusCode).toBe(200);
    expect((await collectionFigures(app, US(3))).soFarCollected).toBe(before.soFarCollected + 2000);
    await t.expectLedgerBalanced();
  });

  it('declines the wallet card that declines, and refuses a card token sent as a wallet token', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, AU(1));
    const declined = await pay(
      app,
      '/api/checkout/GooglePayCheckout',
      paymentBody(collectionId, { net: 1000 }, { checkOutToken: await walletToken(app, 'google_pay', 1) }),
    );
    expect(declined.statusCode).toBe(402);
    const wrongKind = await pay(
      app,
      '/api/checkout/ApplePayCheckout',
      paymentBody(collectionId, { net: 1000 }, { checkOutToken: await tokenise(app) }),
    );
    expect(wrongKind.statusCode).toBe(402);
    const wrongMethod = await pay(
      app,
      '/api/checkout/ApplePayCheckout',
      paymentBody(collectionId, { net: 1000 }, { checkOutToken: 'x', paymentMethod: 1 }),
    );
    expect(wrongMethod.statusCode).toBe(400);
    await t.expectLedgerBalanced();
  });
});

describe('PayPal', () => {
  async function startPayPal(app: FastifyInstance, guid: string) {
    const { collectionId } = await collectionFigures(app, guid);
    const res = await pay(
      app,
      '/api/paypal/ProcessPayPal',
      paymentBody(collectionId, { net: 2000 }, { paymentMethod: 3 }),
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ success: false, invoiceNumber: null });
    expect(answer.paypalApprovalUrl).toMatch(/^\/sandbox-provider\/paypal\/approve\//);
    return answer.paypalApprovalUrl as string;
  }

  it('captures an approved payment on return and sends the payer to payment-successful, as a card payment does', async () => {
    const app = t.app();
    const before = await collectionFigures(app, AU(1));
    const approval = await startPayPal(app, AU(1));
    const back = await answerSandboxPage(app, approval, { decision: 'approve' });
    expect(back).toMatch(/^\/api\/paypal\/return\?payment=/);
    const returned = await app.inject({ method: 'GET', url: back });
    expect(returned.headers.location).toMatch(new RegExp(`^/contribute/${AU(1)}/payment-successful\\?channel=paypal&payment=[0-9a-f-]{36}$`));
    expect((await collectionFigures(app, AU(1))).soFarCollected).toBe(before.soFarCollected + 2000);
    await t.expectLedgerBalanced();
  });

  it('sends a cancelled approval to payment-failed with the paypal channel', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const approval = await startPayPal(app, US(1));
    const back = await answerSandboxPage(app, approval, { decision: 'cancel' });
    const returned = await app.inject({ method: 'GET', url: back });
    expect(returned.headers.location).toBe(`/contribute/${US(1)}/payment-failed?channel=paypal`);
    expect(await collectionFigures(app, US(1))).toEqual(before);
    await t.expectLedgerBalanced();
  });
});

describe('GET /api/checkout/client-config', () => {
  it('names the sandbox, its hosted fields, wallets, PayPal and the fee table', async () => {
    const res = await t
      .app()
      .inject({ method: 'GET', url: `/api/checkout/client-config?collection=${US(3)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      market: 'US',
      provider: 'sandbox',
      hostedFieldsUrl: '/sandbox-provider/hosted-fields',
      wallets: { applePay: true, googlePay: true },
      paypal: true,
      whoPaysFeeOption: 2,
      feeTable: { stripeFeeAmount: 30, stripeFeePercentage: 2.9 },
    });
  });

  it('follows the sandbox wallet switch, and 404s an unknown collection', async () => {
    const app = t.app();
    t.sandbox().setWalletAvailability({ applePay: false });
    const res = await app.inject({ method: 'GET', url: `/api/checkout/client-config?collection=${AU(1)}` });
    t.sandbox().setWalletAvailability({ applePay: true });
    expect(res.json()).toMatchObject({ market: 'AU', wallets: { applePay: false, googlePay: true } });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/checkout/client-config?collection=${randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the sandbox hosted fields for the app, without the test controls unless asked', async () => {
    const app = t.app();
    const page = await app.inject({
      method: 'GET',
      url: '/sandbox-provider/hosted-fields',
      headers: { host: 'localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
    const control = await app.inject({ method: 'POST', url: '/sandbox-provider/control/reset' });
    expect(control.statusCode).toBe(404);
  });
});

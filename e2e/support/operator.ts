import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The demo's operator account (decision 155), seeded by a demo start such as the e2e server's. */
export const DEMO_OPERATOR = { email: 'support@groupgift.test', password: 'support desk demo password' };

/** Signs the page's browser context in as the demo operator through the log-in API (cookies land in its jar). */
export async function signInOperator(page: Page): Promise<void> {
  const response = await page.request.post('/api/account/login', { data: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A paid card contribution made through the API with the sandbox's test card, as the payment step
 * would make it; pays the fee on top when the collection asks for it. Answers the payment's guid.
 */
export async function payThroughApi(page: Page, collectionGuid: string, email: string, cents = 2000): Promise<string> {
  const details = await page.request.get(`/api/contributions/contribution-details?collection=${collectionGuid}`);
  const { collectionId } = (await details.json()) as { collectionId: number };
  const pay = async (fee: number) => {
    const token = await page.request.post('/sandbox-provider/tokens', {
      data: { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'Pat Payer' },
    });
    expect(token.status(), await token.text()).toBe(201);
    return page.request.post('/api/checkout/ProcessCheckout', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        collectionId,
        netAmount: cents,
        contributionFee: fee,
        contributionAmount: cents + fee,
        contributions: 1,
        email,
        fName: 'Pat',
        lName: 'Payer',
        checkOutToken: ((await token.json()) as { token: string }).token,
      },
    });
  };
  let answer = await pay(0);
  if (answer.status() === 422) {
    const { quote } = ((await answer.json()) as { error: { details: { quote: { fee: number } } } }).error.details;
    answer = await pay(quote.fee);
  }
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { message: string }).message;
}

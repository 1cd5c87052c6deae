import { expect, test } from '../support/worker-page.js';
import { CARD, enterCard, payButton, payByCard } from '../support/payment-step.js';
import { US, chipInToPayment, ownPayer } from './contribute-helpers.js';

// Issue 29 in the browser (decision 132): after two declined cards from one contributor email the
// server asks for the "are you a person?" check; the payment screen shows the sandbox box, and
// ticking it pays. A first payment never sees it (every other payment test pays without it).

test('a contributor with two declined cards passes the sandbox check and pays', async ({ page }) => {
  await chipInToPayment(page, US(1), '20', ownPayer());
  await payByCard(page, 'US', CARD.declined);
  await expect(page.getByTestId('payment-error')).toContainText(/declined/i);
  await expect(page.getByTestId('payment-challenge')).toHaveCount(0);

  await enterCard(page, CARD.insufficient);
  await payButton(page).click();
  await expect(page.getByTestId('payment-error')).toContainText(/insufficient funds/i);

  await enterCard(page, CARD.success);
  await payButton(page).click();
  const check = page.getByTestId('payment-challenge');
  await expect(check).toBeVisible();
  await expect(check).toContainText('Please confirm you are a person to finish paying.');
  await expect(page).toHaveURL(/\/payment-details$/);

  await check.getByLabel("I'm not a robot").click();
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
});

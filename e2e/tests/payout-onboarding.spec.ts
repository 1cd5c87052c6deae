import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/worker-page.js';
import { contributeThroughLink } from './contribute-helpers.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectNoHorizontalOverflow, settle } from '../support/layout-checks.js';
import { closeCollection, createCardWithRecipientEmail, signUpThroughForm } from '../support/organiser.js';
import { onboardInSandbox } from '../support/payout-onboarding.js';
import { shot } from '../support/shots.js';

// Issue 33: an AU organiser is onboarded to a payout account of their own in the sandbox (left
// pending first, then verified), withdraws the whole balance to an Australian bank account, and the
// statement ends at 0.00 with the currency on its rows.

test('the AU organiser onboards in the sandbox, withdraws to a bank account, and the statement ends at 0.00 in AUD', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `Payout ${randomUUID().slice(0, 8)}`;
  await signUpThroughForm(page, 'AU');
  const guid = await createCardWithRecipientEmail(page, title, `robin-${randomUUID()}@example.test`);
  const contributor = await browser.newContext();
  await contributeThroughLink(await contributor.newPage(), guid, {
    pathway: 'Sign & chip in',
    first: 'Dee',
    last: 'Contributor',
    email: `dee-${randomUUID().slice(0, 8)}@example.test`,
    message: 'Enjoy!',
    amount: '40',
    market: 'AU',
  });
  await contributor.close();

  await page.goto(`/dashboard/collections/${guid}`);
  const money = page.getByTestId('money-panel');
  const card = money.getByTestId('payout-account');
  await expect(card.getByTestId('payout-account-status')).toHaveText('Not set up');
  await expect(card).toContainText('An ABN is optional');
  await closeCollection(page);

  // A withdrawal to a bank before set-up is refused, in words.
  const available = (await money.getByTestId('money-available').textContent())!.trim();
  const flow = money.getByTestId('redeem-flow');
  const fillBank = async () => {
    await money.getByRole('button', { name: `Withdraw ${available}` }).click();
    await flow.getByRole('radio', { name: /Bank account/ }).check();
    await flow.getByLabel(/Account holder's name/).fill('Olive Organiser');
    await flow.getByLabel(/^BSB/).fill('062-000');
    await flow.getByLabel(/Account number/).fill('000123456');
    await flow.getByRole('button', { name: 'Review' }).click();
    await flow.getByRole('button', { name: `Confirm: redeem ${available}` }).click();
  };
  await fillBank();
  await expect(flow.getByRole('alert')).toContainText('Set up payouts before withdrawing to a bank');
  await page.reload();

  // Left half done: pending, with what is still due.
  await onboardInSandbox(page, 'Save and finish later');
  await expect(card).toContainText('A photo of your ID');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'payout-account-pending');
  await page.setViewportSize({ width: 360, height: 800 });
  await settle(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The sandbox's hosted page, as the organiser sees it, at both widths.
  await card.getByRole('button', { name: 'Continue set-up' }).click();
  await page.waitForURL(/\/sandbox-provider\/connect\/acct_sbx_/);
  await expect(page.getByLabel('BSB')).toBeVisible();
  await expect(page.getByLabel('ABN (optional)')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'sandbox-onboarding');
  await page.setViewportSize({ width: 360, height: 800 });
  await settle(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Submit and verify' }).click();
  await page.waitForURL(/\?payouts=return/);
  await expect(card.getByTestId('payout-account-status')).toHaveText('Verified');
  await shot(page, 'payout-account-verified');

  await fillBank();
  await expect(flow.getByTestId('redemption-result')).toHaveAttribute('data-status', /processing|paid/);
  await page.reload();
  const statement = money.getByTestId('money-statement');
  await expect(statement.getByTestId('statement-closing')).toHaveText('$0.00');

  const csv = await page.request.get(`/api/organiser/collections/${guid}/statement.csv`);
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/,Currency$/);
  expect(lines.slice(1).every((line) => line.endsWith(',AUD'))).toBe(true);
  expect(lines.find((line) => line.startsWith(',Closing balance,'))).toMatch(/^,Closing balance,,,0\.00,/);
});

import { expect, type Page } from '@playwright/test';

/**
 * The organiser sets up payouts from the collection page (issue 33): the sandbox's hosted onboarding
 * page opens, the tester makes a choice, and the page comes back to the collection with the account's
 * new status. `choice` is the page's button.
 */
export async function onboardInSandbox(page: Page, choice: 'Submit and verify' | 'Save and finish later' | 'Fail the ID check' = 'Submit and verify') {
  const card = page.getByTestId('payout-account');
  await card.getByRole('button', { name: /Set up payouts|Continue set-up|Update your details/ }).click();
  await page.waitForURL(/\/sandbox-provider\/connect\/acct_sbx_/);
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
  await page.waitForURL(/\/dashboard\/collections\/[^/?]+\?payouts=return/);
  const expected = choice === 'Submit and verify' ? 'Verified' : choice === 'Fail the ID check' ? 'Restricted' : 'Pending';
  await expect(page.getByTestId('payout-account-status')).toHaveText(expected);
}

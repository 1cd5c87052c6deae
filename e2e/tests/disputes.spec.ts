import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/worker-page.js';
import { deeSignsAndChipsIn } from './contribute-helpers.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { closeCollection, createCardWithRecipientEmailThroughApi, signUp } from '../support/organiser.js';

// Issue 29's dispute done-when, through the screens: a contributor's bank disputes a sandbox payment; the
// organiser's money panel says so calmly, the statement shows the hold and the withdrawal waits; when the
// dispute is won the hold goes back and the notice goes away (decision 136).

test('a sandbox dispute shows on the organiser page and the statement, and holds the payout until it is won', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signUp(page, { market: 'US' });
  const guid = await createCardWithRecipientEmailThroughApi(page, `Dispute ${randomUUID().slice(0, 8)}`, `robin-${randomUUID()}@example.test`, { contributorsPayFees: true });
  await deeSignsAndChipsIn(browser, guid, '50');

  await page.goto(`/dashboard/collections/${guid}`);
  await closeCollection(page);
  const money = page.getByTestId('money-panel');
  await expect(money.getByRole('button', { name: /^Withdraw/ })).toBeVisible();

  // The contributor's bank disputes the payment (the sandbox's test knob sends the signed webhook).
  const statement = await page.request.get(`/api/organiser/collections/${guid}/statement`);
  const payment = ((await statement.json()) as { entries: { kind: string; paymentGuid: string | null }[] }).entries.find((e) => e.kind === 'contribution')!.paymentGuid!;
  const raised = await page.request.post('/sandbox-provider/control/disputes', { data: { payment } });
  expect(raised.status()).toBe(201);
  const dispute = (await raised.json()) as { id: string };

  await expect
    .poll(async () => {
      await page.reload();
      // The panel's figures first: the notice is read with them.
      await expect(money.getByTestId('money-available')).toBeVisible();
      return money.getByTestId('money-dispute').count();
    })
    .toBe(1);
  // The contributor paid the $1.75 card fee on top: their bank disputes all they paid.
  await expect(money.getByTestId('money-dispute')).toContainText('A contributor disputed a payment of $51.75: payouts wait until it is resolved.');
  await expect(money.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await expect(money.getByTestId('money-statement').locator('tbody tr[data-kind="dispute_hold"]')).toContainText('Held: Dee Contributor disputed a payment of $51.75');
  await expectNoAxeViolations(page);

  // Won: the hold goes back, the notice goes, and the organiser may withdraw again.
  expect((await page.request.post(`/sandbox-provider/control/disputes/${dispute.id}/resolve`, { data: { outcome: 'won' } })).status()).toBe(200);
  await expect
    .poll(async () => {
      await page.reload();
      // The panel's figures first: the notice is read with them.
      await expect(money.getByTestId('money-available')).toBeVisible();
      return money.getByTestId('money-dispute').count();
    })
    .toBe(0);
  await expect(money.getByRole('button', { name: /^Withdraw/ })).toBeVisible();
  await expect(money.getByTestId('money-statement').locator('tbody tr[data-kind="dispute_release"]')).toHaveCount(1);
});

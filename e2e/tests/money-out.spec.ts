import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/worker-page.js';
import { deeSignsAndChipsIn, signAndPay } from './contribute-helpers.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectNoHorizontalOverflow, settle } from '../support/layout-checks.js';
import type { CapturedMail } from '../support/mail.js';
import { absorbFees, closeCollection, contributionRow, createCardWithRecipientEmailThroughApi, deliverNowAndOpenCard, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { onboardInSandbox } from '../support/payout-onboarding.js';

// Issue 15's done-when, through the screens: an organiser's collection takes three card contributions
// (one with the contributor paying the fees, one refunded), the organiser lets the recipient redeem and
// delivers; the recipient redeems a gift card from the card and sees its code and PIN; the statement lists
// every movement and ends at zero; a second redemption is refused with its message.



test('money out: three contributions, one refunded; the recipient redeems a gift card; the statement ends at zero', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const title = `Robin's gift ${randomUUID().slice(0, 8)}`;
  const recipientEmail = `robin-${randomUUID()}@example.test`;
  const giftCardEmail = `robin-gift-${randomUUID()}@example.test`;

  await signUp(page, { market: 'US' });
  const guid = await createCardWithRecipientEmailThroughApi(page, title, recipientEmail, { charity: 'Red Cross', contributorsPayFees: true });

  // Three contributors pay by card in a browser of their own: the first pays the fees on top, then the
  // organiser takes the fees on for the other two.
  const contributors = await browser.newContext();
  const pay = (first: string, amount: string) => signAndPay(contributors, guid, first, amount);
  await pay('Ana', '40');
  await absorbFees(page, guid);
  await pay('Ben', '30');
  await pay('Cal', '20');
  await contributors.close();

  // The organiser refunds Cal.
  await page.goto(`/dashboard/collections/${guid}`);
  const money = page.getByTestId('money-panel');
  await expect(money.getByTestId('money-collected')).toHaveText('$90.00');
  const row = contributionRow(page, /Cal Contributor/);
  await row.getByRole('button', { name: "Refund Cal Contributor's contribution of $20.00" }).click();
  await page.getByRole('dialog', { name: 'Refund this contribution?' }).getByRole('button', { name: 'Refund $20.00' }).click();
  await expect(row.getByTestId('contribution-status')).toHaveText('Refunded');

  // The money panel: collected, the absorbed fees, the charity's share, the refund, what is available.
  await page.reload();
  await expect(money.getByTestId('money-refunded')).toHaveText('−$20.00');
  await expect(money.getByLabel('Where the money stands').getByText('Owed to Red Cross')).toBeVisible();
  await expect(money.getByTestId('money-charity')).toHaveText('−$7.00');
  const fees = await money.getByTestId('money-fees').textContent();
  expect(fees).toMatch(/^−\$\d+\.\d\d$/);
  const available = (await money.getByTestId('money-available').textContent())!.trim();
  const availableCents = Math.round(Number(available.replace(/[^0-9.]/g, '')) * 100);
  expect(availableCents).toBeGreaterThan(0);
  expect(availableCents).toBeLessThan(6300);
  // Not closed yet: the organiser cannot withdraw, and is told why.
  await expect(money.getByTestId('money-why')).toHaveText('The money can be withdrawn once the collection closes.');

  // The organiser lets the recipient redeem.
  const redeemer = money.getByRole('group', { name: 'Who redeems the gift' });
  await redeemer.getByRole('radio', { name: /The recipient redeems it/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: the recipient redeems the gift from the card.' })).toBeVisible();
  await expect(money.getByTestId('money-why')).toHaveText('The recipient redeems this gift from the delivered card.');
  await expectNoAxeViolations(page);
  await money.scrollIntoViewIfNeeded();
  await shot(page, 'money-panel-before');

  // Delivers now, by email; the recipient opens the card from the mail and redeems a gift card.
  const { recipient, cardLink } = await deliverNowAndOpenCard(page, browser, recipientEmail, title);
  const redeem = recipient.getByTestId('recipient-redeem');
  await expect(redeem.getByRole('heading', { name: 'Redeem your gift' })).toBeVisible();
  await redeem.getByRole('button', { name: `Redeem ${available}` }).click();
  await expect(redeem.getByRole('heading', { name: 'Where should it go?' })).toBeFocused();
  await expect(redeem.getByLabel(/^Amount/)).toHaveValue((availableCents / 100).toFixed(2));
  await redeem.getByRole('radio', { name: /Gift card/ }).check();
  // The multi-store card takes any amount (issue 33's catalogue; gift-card-catalogue.spec.ts picks named brands).
  await redeem.getByRole('button', { name: /Anywhere Prepaid Card/ }).click();
  // The page checks the email before asking the server.
  await redeem.getByRole('button', { name: 'Review' }).click();
  await expect(redeem.getByLabel(/Email for the gift card/)).toBeFocused();
  await redeem.getByLabel(/Email for the gift card/).fill(giftCardEmail);
  await shot(recipient, 'money-recipient-form');
  await redeem.getByRole('button', { name: 'Review' }).click();
  await expect(redeem.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
  await expect(redeem.getByTestId('redeem-fee')).toHaveText('No fee');
  await expect(redeem.getByTestId('redeem-net')).toHaveText(available);
  await expectNoAxeViolations(recipient);
  await shot(recipient, 'money-recipient-confirm');
  const posted = recipient.waitForRequest((r) => r.url().endsWith('/redemptions') && r.method() === 'POST');
  await redeem.getByRole('button', { name: `Confirm: redeem ${available}` }).click();
  expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await expect(redeem.getByRole('heading', { name: 'Done' })).toBeFocused();
  const code = (await redeem.getByTestId('gift-card-code').first().inputValue()).trim();
  const pin = (await redeem.getByTestId('gift-card-pin').first().inputValue()).trim();
  expect(code.length).toBeGreaterThan(4);
  expect(pin).toMatch(/^\d{4,}$/);
  await expect(redeem.getByRole('button', { name: 'Copy the code' }).first()).toBeVisible();
  await expect(redeem.getByText('We also emailed it to you.')).toBeVisible();
  await expectNoAxeViolations(recipient);
  await shot(recipient, 'money-recipient-gift-card');
  await recipient.setViewportSize({ width: 360, height: 800 });
  await settle(recipient);
  await expectNoHorizontalOverflow(recipient);
  await recipient.setViewportSize({ width: 1280, height: 800 });
  // The code is mailed too.
  await expect
    .poll(async () => {
      const response = await recipient.request.get('/dev/mail.json');
      const { mails } = (await response.json()) as { mails: CapturedMail[] };
      return mails.find((m) => m.to.includes(giftCardEmail))?.text ?? '';
    })
    .toContain(code);

  // A second redemption is refused: the card says why, and the API refuses a new attempt with its message.
  await recipient.reload();
  await recipient.getByRole('button', { name: 'Open your card' }).click();
  await expect(recipient.getByTestId('recipient-redeem').getByTestId('money-why')).toHaveText('There is nothing left to redeem.');
  await expect(recipient.getByTestId('recipient-redeem').getByRole('button', { name: /^Redeem/ })).toHaveCount(0);
  const token = cardLink.split('/').pop()!;
  const again = await recipient.request.post(`/api/recipient/${token}/redemptions`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { method: 'gift_card', amount: 100, fee: 0, email: giftCardEmail, brandId: 'sbx-anywhere-prepaid' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/nothing left to redeem|more than the balance|balance/i);
  await recipient.context().close();

  // The organiser's statement lists every movement and ends at zero; who redeems can no longer change.
  await page.reload();
  await expect(money.getByTestId('money-available')).toHaveText('$0.00');
  await expect(money.getByTestId('redemption')).toHaveAttribute('data-status', 'paid');
  await expect(redeemer.getByRole('radio', { name: /The recipient redeems it/ })).toBeDisabled();
  const statement = money.getByTestId('money-statement');
  // The statement is read after the balance: count its rows once they have arrived, not before.
  const kindCounts = async () => {
    const kinds = await statement.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind') ?? ''));
    const counts: Record<string, number> = {};
    for (const kind of kinds) counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  };
  await expect.poll(kindCounts).toMatchObject({ contribution: 3, charity_share: 4, refund: 1, fee: 2, gift_card: 1 });
  const movements = await statement.locator('tbody tr').count();
  await expect(statement.getByTestId('statement-closing')).toHaveText('$0.00');
  await expect(statement.locator('tbody tr').last().locator('td').nth(3)).toHaveText('$0.00');
  await expect(statement.getByText('Owed to Red Cross').first()).toBeVisible();
  await expect(money.getByTestId('money-audit')).toContainText('Recipient');
  await expectNoAxeViolations(page);
  await statement.scrollIntoViewIfNeeded();
  await shot(page, 'money-statement');

  // The CSV says the same.
  const csv = await page.request.get(`/api/organiser/collections/${guid}/statement.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).trim().split(/\r?\n/);
  // The header, one line a movement, the closing balance, then the fee breakdown's summary (decision 143).
  const summary = lines.filter((line) => line.startsWith(',Summary,'));
  expect(summary).toHaveLength(8);
  expect(lines).toHaveLength(movements + 2 + summary.length);
  expect(lines.at(-1 - summary.length)).toMatch(/^,Closing balance,,,0\.00,/);
  // The currency is on every row, the header's last column (issue 33).
  expect(lines[0]).toMatch(/,Time zone,Currency$/);
  expect(lines.slice(1).every((line) => /,(USD|AUD)$/.test(line))).toBe(true);
});

test('the organiser withdraws to a bank account once the collection closes, the fee and what arrives shown first', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const title = `Withdraw ${randomUUID().slice(0, 8)}`;
  await signUp(page, { market: 'US' });
  const guid = await createCardWithRecipientEmailThroughApi(page, title, `robin-${randomUUID()}@example.test`, { charity: 'Red Cross', contributorsPayFees: true });
  await deeSignsAndChipsIn(browser, guid, '50');

  await page.goto(`/dashboard/collections/${guid}`);
  const money = page.getByTestId('money-panel');
  await expect(money.getByTestId('money-why')).toHaveText('The money can be withdrawn once the collection closes.');
  // Closing the collection opens withdrawing; a bank withdrawal needs a verified payout account first.
  await closeCollection(page);
  await onboardInSandbox(page);
  const available = (await money.getByTestId('money-available').textContent())!.trim();
  await money.getByRole('button', { name: `Withdraw ${available}` }).click();
  const flow = money.getByTestId('redeem-flow');
  await expect(flow.getByRole('heading', { name: 'Withdraw' })).toBeFocused();
  await flow.getByRole('radio', { name: /Bank account/ }).check();
  await flow.getByLabel(/Account holder's name/).fill('Olive Organiser');
  await flow.getByLabel(/Routing number/).fill('123456789');
  await flow.getByLabel(/Account number/).fill('000123456789');
  await flow.getByRole('button', { name: 'Review' }).click();
  await expect(flow.getByText('This routing number is not valid: check its digits')).toBeVisible();
  await expect(flow.getByLabel(/Routing number/)).toBeFocused();
  await flow.getByLabel(/Routing number/).fill('011000015');
  await shot(page, 'money-withdraw-form');
  await flow.getByRole('button', { name: 'Review' }).click();
  await expect(flow.getByTestId('redeem-destination')).toHaveText('Olive Organiser · ••••6789');
  await expect(flow.getByTestId('redeem-fee')).toHaveText('No fee');
  await shot(page, 'money-withdraw-confirm');
  await flow.getByRole('button', { name: `Confirm: redeem ${available}` }).click();
  await expect(flow.getByTestId('redemption-result')).toHaveAttribute('data-status', /processing|paid/);
  await expectNoAxeViolations(page);
  await shot(page, 'money-withdraw-result');
  await page.setViewportSize({ width: 360, height: 800 });
  await settle(page);
  await expectNoHorizontalOverflow(page);
});

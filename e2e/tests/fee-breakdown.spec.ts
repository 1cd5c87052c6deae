import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { signAndPay } from './contribute-helpers.js';
import { expectNoHorizontalOverflow, settle } from '../support/layout-checks.js';
import { absorbFees, contributionRow, createCardWithRecipientEmail, deliverNowAndOpenCard, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';

// Issue 30 point 3, one fee breakdown everywhere (decision 143): two contributors pay, the first with the
// card fee on top, the second with the organiser absorbing it. The contributions table shows each fee and
// who paid it, the same fee the statement books; the recipient reads what they gave, the card fees taken
// from it, the charity's share and what is theirs, the statement's closing balance.


/** "$1.03", "−$1.03" or "$1.03absorbed by you" → 103 (the sign dropped). */
async function centsIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /\$([\d,]+\.\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** With E2E_SHOTS_DIR set, a close-up of one part of the page at each width (the full page is `shot`). */
async function closeUp(page: Page, part: Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    await part.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

test('one fee breakdown: the contributions table, the statement and the recipient agree to the cent', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `Fees add up ${randomUUID().slice(0, 8)}`;
  const recipientEmail = `robin-${randomUUID()}@example.test`;
  await signUp(page, { market: 'US' });
  const guid = await createCardWithRecipientEmail(page, title, recipientEmail, { charity: 'Red Cross', contributorsPayFees: true });

  const contributors = await browser.newContext();
  const pay = (first: string, amount: string) => signAndPay(contributors, guid, first, amount);
  await pay('Ana', '40');
  await absorbFees(page, guid);
  await pay('Ben', '25');
  await contributors.close();

  await page.goto(`/dashboard/collections/${guid}`);
  const ana = contributionRow(page, /Ana Contributor/);
  const ben = contributionRow(page, /Ben Contributor/);
  // Each row's card fee says who paid it: Ana on top, the organiser for Ben.
  await expect(ana.getByTestId('contribution-fee')).toContainText('paid by them');
  await expect(ben.getByTestId('contribution-fee')).toContainText('absorbed by you');
  const anaFee = await centsIn(ana.getByTestId('contribution-fee'));
  const benFee = await centsIn(ben.getByTestId('contribution-fee'));
  // US card fees, 2.9 % + 30: $40.00 → $1.46, $25.00 → $1.03.
  expect([anaFee, benFee]).toEqual([146, 103]);
  await expect(contributionRow(page, /Ana Contributor/).locator('td').nth(1)).toHaveText(usd(4000 + anaFee));
  await expect(page.getByTestId('contributions-total-fee')).toHaveText(usd(anaFee + benFee));

  // The statement books the absorbed fee as its own line, the same cents; the one paid on top is named.
  const money = page.getByTestId('money-panel');
  const statement = money.getByTestId('money-statement');
  const feeLines = statement.locator('tbody tr[data-kind="fee"]');
  await expect(feeLines).toHaveCount(1);
  await expect(feeLines.locator('td').nth(2)).toHaveText(`−${usd(benFee)}`);
  await expect(statement.locator('tbody tr[data-kind="contribution"]').filter({ hasText: 'Ana' })).toContainText(
    `card fee ${usd(anaFee)} paid by the contributor`,
  );
  const breakdown = statement.getByTestId('fee-breakdown');
  await expect(breakdown.getByTestId('breakdown-feeAbsorbed')).toHaveText(usd(benFee));
  await expect(breakdown.getByTestId('breakdown-feeOnTop')).toHaveText(usd(anaFee));
  await expect(breakdown.getByTestId('breakdown-given')).toHaveText('$65.00');
  const charity = await centsIn(money.getByTestId('money-charity'));
  const yours = 6500 - benFee - charity;
  await expect(breakdown.getByTestId('breakdown-recipientGets')).toHaveText(usd(yours));
  await expect(statement.getByTestId('statement-closing')).toHaveText(usd(yours));
  await expect(money.getByTestId('money-fees')).toHaveText(`−${usd(benFee)}`);
  // The rows' nets add up to the recipient's share.
  await expect(page.getByTestId('contributions-total-net')).toHaveText(usd(yours));

  await page.getByRole('heading', { name: 'Contributions' }).scrollIntoViewIfNeeded();
  // At 1280 px the whole table, Refund buttons included, fits its card: nothing to scroll sideways.
  const wrap = page.locator('section[aria-labelledby="contributions-heading"] .activity-table-wrap');
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table scrolls sideways at 1280 px').toBeLessThanOrEqual(0);
  await shot(page, 'fee-breakdown-organiser');
  await closeUp(page, page.locator('section[aria-labelledby="contributions-heading"]'), 'fee-breakdown-contributions');
  await closeUp(page, statement, 'fee-breakdown-statement');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    await expectNoHorizontalOverflow(page);
  }

  // Delivered, the recipient reads the same breakdown in words.
  const { recipient } = await deliverNowAndOpenCard(page, browser, recipientEmail, title);
  const gift = recipient.getByTestId('gift-total');
  await expect(gift).toHaveText(
    `Together they gave $65.00 · card fees ${usd(benFee)} · ${usd(charity)} to Red Cross · yours ${usd(yours)}`,
  );
  await gift.scrollIntoViewIfNeeded();
  await shot(recipient, 'fee-breakdown-recipient');
  await closeUp(recipient, recipient.locator('.recipient-gift'), 'fee-breakdown-recipient-gift');
  for (const width of [360, 1280]) {
    await recipient.setViewportSize({ width, height: 800 });
    await settle(recipient);
    await expectNoHorizontalOverflow(recipient);
  }
  await recipient.context().close();
});

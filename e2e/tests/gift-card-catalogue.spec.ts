import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/worker-page.js';
import { contributeThroughLink } from './contribute-helpers.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectNoHorizontalOverflow, settle } from '../support/layout-checks.js';
import type { CapturedMail } from '../support/mail.js';
import { createCardWithRecipientEmail, deliverNowAndOpenCard, signUpThroughForm } from '../support/organiser.js';
import { shot } from '../support/shots.js';

// Issue 33's done-when for gift cards: in each market the recipient picks a named brand from the
// catalogue, sees it and how to use it on the result and in the mail, exactly once (a reload and an API
// retry with a new key add nothing), and the organiser's statement names the brand.

const BRANDS = {
  AU: { search: 'wattle', name: 'Wattle & Quill Books', howTo: 'Online: enter the code and PIN at checkout.', category: 'Books & music' },
  US: { search: 'maple', name: 'Maple Street Market', howTo: 'Online: add the code and PIN under “Payment”.', category: 'Food & drink' },
} as const;

for (const market of ['AU', 'US'] as const) {
  test(`gift card catalogue (${market}): the recipient picks ${BRANDS[market].name}, once`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const brand = BRANDS[market];
    const title = `Catalogue ${market} ${randomUUID().slice(0, 8)}`;
    const recipientEmail = `robin-${randomUUID()}@example.test`;
    const giftCardEmail = `robin-gift-${randomUUID()}@example.test`;

    await signUpThroughForm(page, market);
    const guid = await createCardWithRecipientEmail(page, title, recipientEmail);
    const contributor = await browser.newContext();
    await contributeThroughLink(await contributor.newPage(), guid, {
      pathway: 'Chip in',
      first: 'Dee',
      last: 'Contributor',
      email: `dee-${randomUUID().slice(0, 8)}@example.test`,
      amount: '50',
      market,
    });
    await contributor.close();
    await page.goto(`/dashboard/collections/${guid}`);
    const money = page.getByTestId('money-panel');
    await money.getByRole('group', { name: 'Who redeems the gift' }).getByRole('radio', { name: /The recipient redeems it/ }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Saved: the recipient redeems the gift from the card.' })).toBeVisible();

    const { recipient, cardLink } = await deliverNowAndOpenCard(page, browser, recipientEmail, title);
    const redeem = recipient.getByTestId('recipient-redeem');
    await redeem.getByRole('button', { name: /^Redeem \$/ }).click();
    await redeem.getByRole('radio', { name: /Gift card/ }).check();

    // The catalogue: search, a category, the brand's tile, its detail with terms before the review.
    const picker = redeem.getByTestId('gift-card-picker');
    await expect(picker.getByTestId('gift-card-tile').first()).toBeVisible();
    await picker.getByRole('button', { name: brand.category }).click();
    await expect(picker.getByRole('button', { name: new RegExp(brand.name) })).toBeVisible();
    await picker.getByRole('button', { name: 'All' }).click();
    await picker.getByTestId('gift-card-search').fill(brand.search);
    await expect(picker.getByTestId('gift-card-tile')).toHaveCount(1);
    await picker.getByRole('button', { name: new RegExp(brand.name) }).click();
    const detail = picker.getByTestId('gift-card-detail');
    await expect(detail).toContainText(brand.howTo);
    await expect(detail).toContainText('Terms');
    await redeem.getByLabel(/Email for the gift card/).fill(giftCardEmail);
    await expectNoAxeViolations(recipient);
    await shot(recipient, `gift-card-picker-${market}`);
    await recipient.setViewportSize({ width: 360, height: 800 });
    await settle(recipient);
    await expectNoHorizontalOverflow(recipient);
    await recipient.setViewportSize({ width: 1280, height: 800 });

    await redeem.getByRole('button', { name: 'Review' }).click();
    await expect(redeem.getByTestId('redeem-destination')).toContainText(`Gift card: ${brand.name}`);
    await redeem.getByRole('button', { name: /^Confirm: redeem/ }).click();
    const result = redeem.getByTestId('redemption-result');
    await expect(result).toHaveAttribute('data-status', 'paid');
    await expect(result).toContainText(`${brand.name} gift card is ready`);
    await expect(result.getByTestId('gift-card-how-to-use')).toHaveText(new RegExp(brand.howTo.slice(0, 20)));
    const code = (await redeem.getByTestId('gift-card-code').inputValue()).trim();
    await expectNoAxeViolations(recipient);
    await shot(recipient, `gift-card-result-${market}`);
    await recipient.setViewportSize({ width: 360, height: 800 });
    await settle(recipient);
    await expectNoHorizontalOverflow(recipient);
    await recipient.setViewportSize({ width: 1280, height: 800 });

    const mailsTo = async () => {
      const { mails } = (await (await recipient.request.get('/dev/mail.json')).json()) as { mails: CapturedMail[] };
      return mails.filter((m) => m.to.includes(giftCardEmail));
    };
    await expect.poll(async () => (await mailsTo()).length).toBe(1);
    const [mail] = await mailsTo();
    expect(mail!.text).toContain(code);
    expect(mail!.text).toContain(`Your ${brand.name} gift card`);
    expect(mail!.text).toContain(brand.howTo.slice(0, 20));

    // Exactly once: a reload offers nothing more, an API retry with a new key is refused, no second mail.
    await recipient.reload();
    await recipient.getByRole('button', { name: 'Open your card' }).click();
    await expect(recipient.getByTestId('recipient-redeem').getByTestId('money-why')).toHaveText('There is nothing left to redeem.');
    const token = cardLink.split('/').pop()!;
    const again = await recipient.request.post(`/api/recipient/${token}/redemptions`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { method: 'gift_card', amount: 500, fee: 0, email: giftCardEmail, brandId: 'sbx-anywhere-prepaid' },
    });
    expect(again.status()).toBe(409);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo()).toHaveLength(1);
    await recipient.context().close();

    // The statement names the brand and ends at zero.
    await page.reload();
    const statement = money.getByTestId('money-statement');
    await expect(statement.locator('tbody tr[data-kind="gift_card"]')).toContainText(`Gift card: ${brand.name}`);
    await expect(statement.getByTestId('statement-closing')).toHaveText('$0.00');
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { ownCollection } from '../support/organiser.js';
import { payButton, payByCard, repeatQuestion } from '../support/payment-step.js';
import { SIGN_MODAL, checkA11y, chipInToPayment, choosePathway, fillDetails, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 13 and decision 102: one contribution per intent. After "Payment successful" back never
// reaches a form that pays; the same email paying the same collection again within 30 minutes is
// asked first; a sign & chip in abandoned and retried leaves one message, shown once it is paid.

async function figures(page: Page, guid: string): Promise<{ joinedSofar: number; messages: string[] }> {
  const response = await page.request.get(`/api/contributions/contribution-details?collection=${guid}`);
  const body = (await response.json()) as { joinedSofar: number; groupCard: { messages: { comment: string }[] } | null };
  return { joinedSofar: body.joinedSofar, messages: (body.groupCard?.messages ?? []).map((m) => m.comment) };
}

function countPayments(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(checkout|paypal)\//.test(request.url())) seen.count += 1;
  });
  return seen;
}

test('a test pays, goes back, and cannot pay again without the question', async ({ page }) => {
  const guid = await ownCollection(page, 'US');
  const joinedBefore = (await figures(page, guid)).joinedSofar;
  const posts = countPayments(page);

  await chipInToPayment(page, guid);
  await payByCard(page, 'US', undefined, { repeat: 'ask' });
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  expect((await figures(page, guid)).joinedSofar).toBe(joinedBefore + 1);

  // Browser back does not reach a form that pays.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment-successful\?channel=card$/);
  await expect(payButton(page)).toHaveCount(0);

  // A new start from the landing page with the same email is asked first.
  await chipInToPayment(page, guid);
  await payByCard(page, 'US', undefined, { repeat: 'ask' });
  const question = repeatQuestion(page);
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleName(/^You chipped in \$\d+\.\d{2} at \d{1,2}:\d{2}\s?[AP]M\. Chip in again\?$/);
  // Focus starts on the choice that cannot charge; Escape closes the question and nothing is paid.
  await expect(question.getByRole('button', { name: "No, I'm done" })).toBeFocused();
  await checkA11y(page);
  await page.screenshot({ path: test.info().outputPath('repeat-question.png') });
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  expect((await figures(page, guid)).joinedSofar).toBe(joinedBefore + 1);

  // "No, I'm done" ends the journey on the landing page without paying.
  await payByCard(page, 'US', undefined, { repeat: 'ask' });
  await question.getByRole('button', { name: "No, I'm done" }).click();
  await expect(page).toHaveURL(new RegExp(`/contribute/${guid}$`));
  expect((await figures(page, guid)).joinedSofar).toBe(joinedBefore + 1);

  // Asked again, "Chip in again" (by keyboard) pays a second time.
  await chipInToPayment(page, guid);
  await payByCard(page, 'US', undefined, { repeat: 'ask' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Chip in again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  expect((await figures(page, guid)).joinedSofar).toBe(joinedBefore + 2);
  // Two charges, and the three refusals before them that charged nothing.
  expect(posts.count).toBe(2 + 3);
});

test('an abandoned sign & chip in, retried, leaves one message, shown only once it is paid', async ({ page }) => {
  const guid = await ownCollection(page, 'US', 'Collection + Group Card');
  const words = 'Good luck Robin, from the whole team!';

  async function signAndReachPayment(expectedDraft: string | null): Promise<void> {
    await openInvitation(page, guid);
    await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
    if (expectedDraft === null) {
      await signMessage(page, 'Kim', words);
      await page.getByRole('button', { name: 'Save message' }).click();
    } else {
      // The message already saved comes back to be changed, not written again.
      await expect(page.getByLabel('Your message')).toHaveValue(expectedDraft);
      await expect(page.getByText('Here is the message you wrote earlier. It goes on the card once your payment is made.')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('sign-again.png'), fullPage: true });
      await page.getByRole('button', { name: 'Save changes' }).click();
    }
    await page.waitForURL(/\/how-much$/);
    await page.getByLabel('Amount').fill('15');
    await fillDetails(page, 'Kim', 'Lee', 'kim-retry@example.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
  }

  // Signed, then left at the payment step: the message is not on the card.
  await signAndReachPayment(null);
  expect((await figures(page, guid)).messages).not.toContain(words);

  // Back to the start and the same pathway again: the sign page brings the same message back.
  await signAndReachPayment(words);
  expect((await figures(page, guid)).messages).not.toContain(words);

  await payByCard(page, 'US', undefined, { repeat: 'ask' });
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  expect((await figures(page, guid)).messages.filter((m) => m === words)).toHaveLength(1);
});

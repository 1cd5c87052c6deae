import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/worker-page.js';
import { payByCard } from '../support/payment-step.js';
import { createCollectionThroughApi, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { CHIP_IN_MODAL, SIGN_MODAL, checkA11y, choosePathway, fillDetails, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 30 point 5 (decision 145): how much shows the organiser's minimum (not $0.00 where signing
// without paying is allowed, which is its own choice), offers up to three amounts chosen with one tap
// (the market's defaults, or the organiser's), and on sign & chip in asks the name once.

const inThreeWeeks = () => new Date(Date.now() + 21 * 86_400_000).toISOString();

test('AU sign & chip in: the minimum is the organiser’s, a suggested amount pays, the name is asked once @phone', async ({ page }) => {
  await signUp(page, { market: 'AU' });
  const guid = await createCollectionThroughApi(page, {
    setupType: 'Collection + Group Card',
    market: 'AU',
    recipientName: 'Priya Shah',
    title: 'Farewell Priya',
    closeDate: inThreeWeeks(),
    targetCents: 50_000,
    minimumContributionCents: 500,
    zeroContributionAllowed: true,
    cover: { className: 'level-achieved', coverType: 1, title: 'Good luck Priya' },
  });

  await openInvitation(page, guid);
  await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
  await signMessage(page, 'Jo van Dijk', 'All the best, Priya!');
  await page.getByRole('button', { name: 'Save message' }).click();
  await page.waitForURL(/\/how-much$/);

  // The organiser's $5 minimum, and signing without paying offered as a choice of its own.
  const amount = page.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveAccessibleDescription('Minimum $5.00');
  await expect(page.getByText('Minimum $0.00')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign without chipping in' })).toBeVisible();

  // The AU defaults, one tap each.
  const choices = page.getByRole('group', { name: 'Pick an amount' }).getByRole('radio');
  await expect(choices).toHaveCount(3);
  expect(await page.locator('.amount-choice').allInnerTexts()).toEqual(['$20.00', '$30.00', '$50.00']);

  // The name signed on the card is already the payer's name: nothing asks for it again.
  await expect(page.getByLabel('First name')).toHaveValue('Jo');
  await expect(page.getByLabel('Last name')).toHaveValue('van Dijk');
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await shot(page, 'how-much-au');
  await checkA11y(page);

  // Below the minimum is refused in the organiser's figure.
  await amount.fill('4.99');
  await page.getByLabel('Email address').fill(`jo-${randomUUID().slice(0, 8)}@example.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must be greater than or equal to $5.00')).toBeVisible();
  await expect(page).toHaveURL(/\/how-much$/);

  await page.getByRole('radio', { name: '$30.00' }).check();
  await expect(amount).toHaveValue('30.00');
  await expect(page.getByRole('radio', { name: '$30.00' })).toBeChecked();
  await shot(page, 'how-much-au-chosen');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  await expect(page.getByRole('button', { name: 'Pay $30.00' })).toBeVisible();
  await payByCard(page, 'AU');
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByText('You chipped in $30.00.')).toBeVisible();
});

test('US chip in: the organiser’s own suggested amounts, chosen with the keyboard, pay', async ({ page }) => {
  await signUp(page, { market: 'US' });
  const guid = await createCollectionThroughApi(page, {
    setupType: 'Collection',
    market: 'US',
    recipientName: 'Sam Lee',
    title: 'Sam’s retirement',
    closeDate: inThreeWeeks(),
    targetCents: 50_000,
    minimumContributionCents: 1000,
    maxIndividualLimitCents: 10_000,
    suggestedAmountsCents: [1500, 4000, 7500],
  });

  await openInvitation(page, guid);
  await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
  const amount = page.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveAccessibleDescription('Minimum $10.00, maximum $100.00');
  expect(await page.locator('.amount-choice').allInnerTexts()).toEqual(['$15.00', '$40.00', '$75.00']);
  // No card to sign on a plain collection: no "sign without chipping in".
  await expect(page.getByRole('button', { name: 'Sign without chipping in' })).toHaveCount(0);
  await shot(page, 'how-much-us');

  // One tab stop for the group; the arrow keys move the choice and fill the amount.
  await page.getByRole('radio', { name: '$15.00' }).focus();
  await page.keyboard.press('Space');
  await expect(amount).toHaveValue('15.00');
  await page.keyboard.press('ArrowRight');
  await expect(amount).toHaveValue('40.00');
  await expect(page.getByRole('radio', { name: '$40.00' })).toBeChecked();

  await fillDetails(page, 'Alex', 'Smith', `alex-${randomUUID().slice(0, 8)}@example.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  await expect(page.getByRole('button', { name: 'Pay $40.00' })).toBeVisible();
  await payByCard(page, 'US');
  await page.waitForURL(/\/payment-successful\?channel=card$/);
});

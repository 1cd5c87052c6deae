import { expect, test } from '../support/worker-page.js';
import { US, checkA11y } from './contribute-helpers.js';
import { shot } from '../support/shots.js';

// Issue 13 (decision 103): the finish shows the card with the visitor's message on it, and the whole
// card is a board of every message that opens at the visitor's own. The signing visitor's finish and
// board are checked on one-cover.spec.ts's walk, which signs the same kind of card (decision 178).

test.describe('the card with your message, and the whole card', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the chip-in finish says how much was given and links to the whole card', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'gg:payment-details',
        JSON.stringify({
          contribution: 2000,
          firstName: 'Alex',
          lastName: 'Smith',
          emailAddress: 'alex@example.test',
          paymentSuccessful: true,
          paymentId: 'pay-e2e',
          invoiceNumber: 'INV-E2E-1002',
          paymentMethod: 1,
          paymentDate: '2030-01-15T10:00:00.000Z',
        }),
      );
    });
    await page.goto(`/contribute/${US(3)}/pathway-complete?channel=card`);
    await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
    await expect(page.getByText('You chipped in $20.00.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your message on the card' })).toHaveCount(0);
    await checkA11y(page);
    await shot(page, 'finish-chip-in');
    await page.getByRole('link', { name: 'See the whole card' }).click();
    await page.waitForURL(/\/card-review$/);
    await expect(
      page
        .getByRole('feed', { name: /^Messages on the card \(\d+\)$/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Your message', { exact: true })).toHaveCount(0);
  });
});

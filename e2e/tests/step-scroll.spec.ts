import { expect, test } from '../support/worker-page.js';
import { expectHeadingInViewOnArrival } from '../support/layout-checks.js';
import { SIGN_MODAL, US, choosePathway, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 30, point 7 (decision 137): every step change opens at the top with the new heading
// focused, and back puts the page where it was left. On a phone, where the pages are long.

const LONG_MESSAGE = Array.from(
  { length: 8 },
  () => 'Thank you for every Friday quiz, every rescued deadline and every cup of tea you made for the team.',
).join(' ');

test.describe('step changes on a phone @phone', () => {
  test('after "Save message" the finish opens at its top with "Thank you!" focused; back returns to the message', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'a phone-width journey');
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await expectHeadingInViewOnArrival(page, 'the sign step');
    await signMessage(page, 'Jo', LONG_MESSAGE);
    const save = page.getByRole('button', { name: 'Save message' });
    await save.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left, 'the sign step is scrolled down to its button').toBeGreaterThan(100);

    await save.click();
    await page.waitForURL(/\/pathway-complete$/);
    const heading = page.getByRole('heading', { name: 'Thank you!', level: 1 });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/sign$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'back restores where the sign step was left' }).toBe(left);
  });
});

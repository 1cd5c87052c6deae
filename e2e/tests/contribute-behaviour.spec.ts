import { expect, test } from '../support/worker-page.js';
import { CHIP_IN_MODAL, SIGN_MODAL, US, checkA11y, choosePathway, fillDetails, openInvitation, signMessage } from './contribute-helpers.js';

test.describe('navigation, guards and recovery', () => {
  test('the back button appears after the first step and goes to the previous page', async ({ page }) => {
    await openInvitation(page, US(1));
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
    await fillDetails(page);
    await page.getByLabel('Amount').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/how-much$/);
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Amount')).toHaveValue('12');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(new RegExp(`/contribute/${US(1)}$`));
  });

  test('payment-details refuses a navigation that comes from pathway-complete', async ({ page }) => {
    await openInvitation(page, US(1));
    await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
    await fillDetails(page);
    await page.getByLabel('Amount').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    // Move on to pathway-complete inside the app, as a finished payment does.
    await page.evaluate((path) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: 'done', idx }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/contribute/${US(1)}/pathway-complete`);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.goBack();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/pathway-complete$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  test('a reload in the middle of a pathway keeps what was entered', async ({ page }) => {
    await openInvitation(page, US(3));
    await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
    await signMessage(page, 'Ren', 'Half written message');
    await page.reload();
    await expect(page.getByLabel('Your name')).toHaveValue('Ren');
    await expect(page.getByLabel('Your message')).toHaveValue('Half written message');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/how-much$/);
    await fillDetails(page, 'Ren', 'Ito', 'ren@example.test');
    await page.getByLabel('Amount').fill('30');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await page.reload();
    await expect(page.locator('dl.summary-list')).toContainText('Subtotal$30.00');
    await expect(page.getByText('ren@example.test')).toBeVisible();
  });

  test('a failed call shows the error toast, titled Error, which hides after 3 seconds', async ({ page }) => {
    await page.route('**/api/groupcard/StoreGroupCard', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'The server could not process the request.' } }) }),
    );
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await signMessage(page, 'Val', 'Hello');
    await page.getByRole('button', { name: 'Save message' }).click();
    const toast = page.locator('.ui-toast');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('The server could not process the request.');
    await expect(page).toHaveURL(/\/sign$/);
    await expect(toast).toHaveCount(0, { timeout: 4_500 });
  });

  test('the whole card shows the cover and every message at a glance, with no pages to click through', async ({ page }) => {
    await page.goto(`/contribute/${US(3)}/card-review`);
    await expect(page.getByRole('img', { name: /^Cover: / })).toBeVisible();
    const board = page.getByRole('feed', { name: /^Messages on the card \(\d+\)$/ });
    await expect(board.getByRole('article', { name: /^Message from / }).first()).toBeVisible();
    expect(await board.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    await expect(board).toContainText('Happy retirement, Sam!');
    await expect(page.getByText(/^\d+ of \d+$/)).toHaveCount(0);
    await checkA11y(page);
  });

  test('picture library: search and choose a picture for the message', async ({ page }) => {
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await page.getByRole('radio', { name: 'Message and picture' }).click();
    await page.getByRole('button', { name: 'Choose a picture or GIF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a picture or GIF' });
    await expect(dialog).toBeVisible();
    await page.getByLabel('Search pictures and GIFs').fill('cake');
    await expect(dialog.getByRole('button', { name: 'Birthday cake' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Heart' })).toHaveCount(0);
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose a picture or GIF' })).toBeFocused();
    await page.getByRole('button', { name: 'Choose a picture or GIF' }).click();
    await dialog.getByRole('button', { name: 'Birthday cake' }).click();
    await expect(page.locator('.message-card img')).toHaveAttribute('src', '/picture-library/birthday-cake.svg');
  });

  test('upload a photo with visible progress', async ({ page }) => {
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await page.getByRole('radio', { name: 'Message and picture' }).click();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Picture added')).toBeVisible();
    await expect(page.locator('.message-card img')).toHaveAttribute('src', /\/api\/groupcard\/images\//);
  });

  test('a picture the server cannot read is refused in its own words, not after "Upload failed, with error"', async ({ page }) => {
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await page.getByRole('radio', { name: 'Message and picture' }).click();
    // A PNG's signature and then no picture at all.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not a picture '.repeat(20))]);
    await page.locator('input[type=file]').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await expect(page.getByRole('status', { name: 'Upload status' })).toHaveText('We could not read this picture. Please choose a different PNG, JPEG, GIF or WebP file.');
  });
});

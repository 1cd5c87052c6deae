import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import {
  SIGN_MODAL,
  US,
  checkA11y,
  choosePathway,
  openInvitation,
  signMessage,
} from './contribute-helpers.js';
import { createCollectionThroughApi, signUp } from '../support/organiser.js';
import { expectNoHorizontalOverflow, settle } from '../support/layout-checks.js';
import { shot } from '../support/shots.js';

// Issue 13 (decision 103): the finish shows the card with the visitor's message on it, and the whole
// card is a board of every message that opens at the visitor's own.

const SIGNERS = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jack',
  'Kai',
  'Lena',
];
const WORDS = [
  'Good luck!',
  'We will miss your laugh in the kitchen and your terrible puns in every meeting. Keep in touch, Robin.',
  'Thank you for everything you taught me in my first year here. The next team is lucky to have you.',
  'Congratulations and all the best.',
  'So long, and thanks for all the biscuits.',
];
const PICTURES = [
  'balloons.svg',
  'birthday-cake.svg',
  'flowers.svg',
  'trophy.svg',
  'confetti-gif.svg',
  'thank-you.svg',
];
const SEEDED = 35;

/** A new organiser's card-only collection, so that "Sign card" is offered. */
function createCardOnlyCollection(page: Page): Promise<string> {
  return createCollectionThroughApi(page, {
    setupType: 'Group Card Only',
    market: 'US',
    recipientName: 'Robin Recipient',
    title: 'Robin is moving on',
    description: 'A leaving card for Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    cover: {
      className: 'level-achieved',
      coverType: 2,
      title: 'Good luck Robin',
      description: 'From all of us',
    },
  });
}

/** Signs a new collection's card through the public API, as earlier signers would have. */
async function seedMessages(page: Page, collection: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const picture = i % 3 === 0 ? `/picture-library/${PICTURES[(i / 3) % PICTURES.length]}` : null;
    const response = await page.request.post('/api/groupcard/StoreGroupCard', {
      data: {
        collection,
        from: `${SIGNERS[i % SIGNERS.length]} ${i + 1}`,
        comment: WORDS[i % WORDS.length],
        imageURL: picture,
        imageUsed: picture !== null,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Saves the message and goes on to the finish. */
async function saveAndFinish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save message' }).click();
  // The whole card is leaving the sign pathway's required steps (decision 101): pass it if it is still there.
  await page.waitForURL(/\/(card-review|pathway-complete)$/);
  if (/\/card-review$/.test(page.url())) await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(/\/pathway-complete$/);
}

/** How many columns the board has at the current width. */
function boardColumns(page: Page): Promise<number> {
  return page
    .getByRole('feed')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

test.describe('the card with your message, and the whole card', () => {
  test.describe.configure({ timeout: 120_000 });

  test('after signing, the finish shows the card with the message, and "See the whole card" opens the board at it @phone', async ({
    page,
  }) => {
    await signUp(page);
    const guid = await createCardOnlyCollection(page);
    await seedMessages(page, guid, SEEDED);

    await openInvitation(page, guid);
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await signMessage(page, 'Alex', 'Good luck in Lisbon, Robin! Send us a postcard.');
    await page.getByRole('radio', { name: 'Message and picture' }).click();
    await page.getByRole('button', { name: 'Choose a picture or GIF' }).click();
    await page
      .getByRole('dialog', { name: 'Choose a picture or GIF' })
      .getByRole('button', { name: 'Birthday cake' })
      .click();
    await saveAndFinish(page);

    const card = page.getByRole('region', { name: 'Your message on the card' });
    const own = card.getByRole('article', { name: 'Your message, from Alex' });
    await expect(own).toContainText('Good luck in Lisbon, Robin! Send us a postcard.');
    await expect(own).toContainText('Your message');
    await expect(own.locator('img')).toHaveAttribute('src', '/picture-library/birthday-cake.svg');
    await expect(card.getByRole('img', { name: /^Cover: / })).toBeVisible();
    await checkA11y(page);
    await shot(page, 'finish-sign');

    await page.getByRole('link', { name: 'See the whole card' }).click();
    await page.waitForURL(/\/card-review$/);
    const board = page.getByRole('feed', { name: `Messages on the card (${SEEDED + 1})` });
    await expect(board.getByRole('article')).toHaveCount(SEEDED + 1);
    const ownTile = board.getByRole('article', { name: 'Your message, from Alex' });
    // The own message is the last of 36: the board has scrolled down to it and focused it.
    await expect(ownTile).toBeFocused();
    await expect(ownTile).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(board.getByText('Your message', { exact: true })).toHaveCount(1);
    // The cover stays at the top of the card.
    await expect(page.getByRole('img', { name: /^Cover: / })).toBeAttached();
    await checkA11y(page);
    const viewport = page.viewportSize()!;
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/card-review-arrival-${viewport.width}.png`,
    });

    // The feed's keys: Page Up steps back to the message before.
    await page.keyboard.press('PageUp');
    await expect(
      board.getByRole('article', {
        name: `Message from ${SIGNERS[(SEEDED - 1) % SIGNERS.length]} ${SEEDED}`,
      }),
    ).toBeFocused();

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      await expectNoHorizontalOverflow(page);
      expect(await boardColumns(page)).toBe(width === 360 ? 1 : 4);
    }
    // A full-page picture is taken at the viewport's size: tiles outside it are skipped by
    // content-visibility and would show blank, so draw them all for the picture only.
    await page.addStyleTag({ content: '.message-tile { content-visibility: visible; }' });
    await shot(page, 'card-review-many');
  });

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

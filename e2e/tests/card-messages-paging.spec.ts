import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { createCollectionThroughApi, csrfHeaders, signUp } from '../support/organiser.js';

// Issue 16, decision 121: a card's messages come a page at a time (50). The board loads the next
// page as the reader nears its end, and "Show more messages" does the same from the keyboard.

const SEEDED = 110; // three pages: 50, 50, 10

function createCardOnlyCollection(page: Page): Promise<string> {
  return createCollectionThroughApi(page, {
    setupType: 'Group Card Only',
    market: 'US',
    recipientName: 'Robin Recipient',
    title: 'Robin is moving on',
    description: 'A leaving card for Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    cover: { className: 'level-achieved', coverType: 2, title: 'Good luck Robin', description: 'From all of us' },
  });
}

async function seedMessages(page: Page, collection: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const response = await page.request.post('/api/groupcard/StoreGroupCard', {
      data: { collection, from: `Signer ${i}`, comment: `Message number ${i}: all the best, Robin!` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Scrolls to the end of the page until the list says every message is shown. */
async function scrollToTheEnd(page: Page): Promise<void> {
  const allShown = page.getByText('That’s every message on the card.');
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(allShown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** With E2E_SHOTS_DIR set, the end of the list on a phone and a desktop, as the reader sees it. */
async function endShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('load-more-messages').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
}

/** Every message once, in card order. */
async function expectEveryMessage(page: Page, articles: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(articles).toHaveCount(SEEDED);
  const names = await articles.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));
  expect(names).toEqual(Array.from({ length: SEEDED }, (_, i) => `Message from Signer ${i + 1}`));
}

test.describe('a card with more than one page of messages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the whole card loads every message as the reader scrolls, and by the button without the observer', async ({ page, browser }) => {
    await signUp(page);
    const guid = await createCardOnlyCollection(page);
    await seedMessages(page, guid, SEEDED);

    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/groupcard/messages')) pages.push(r.url());
    });
    await page.goto(`/contribute/${guid}/card-review?channel=card`);
    const board = page.getByRole('feed');
    await expect(board.getByRole('article')).toHaveCount(50);
    await scrollToTheEnd(page);
    await expectEveryMessage(page, board.getByRole('article'));
    expect(pages).toHaveLength(2);

    // Without IntersectionObserver the button is the way, reached and pressed from the keyboard.
    const keyboard = await browser.newPage();
    await keyboard.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await keyboard.goto(`/contribute/${guid}/card-review?channel=card`);
    const more = keyboard.getByRole('button', { name: 'Show more messages' });
    await endShot(keyboard, 'card-review-show-more');
    for (const count of [100, SEEDED]) {
      await more.focus();
      await keyboard.keyboard.press('Enter');
      await expect(keyboard.getByRole('feed').getByRole('article')).toHaveCount(count);
    }
    await expect(keyboard.getByText('That’s every message on the card.')).toBeVisible();
    await expectEveryMessage(keyboard, keyboard.getByRole('feed').getByRole('article'));
    await keyboard.close();
  });

  test('the recipient’s board loads every message as they scroll', async ({ page }) => {
    await signUp(page);
    const guid = await createCardOnlyCollection(page);
    await seedMessages(page, guid, SEEDED);
    const delivered = await page.request.put(`/api/organiser/collections/${guid}/delivery`, {
      headers: await csrfHeaders(page),
      data: { recipientName: 'Robin Recipient', byEmail: false, byLink: true, when: { kind: 'now' } },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    const { recipientUrl } = (await delivered.json()) as { recipientUrl: string };

    await page.goto(new URL(recipientUrl).pathname);
    await page.getByRole('button', { name: 'Open your card' }).click();
    await expect(page.getByText(`${SEEDED} messages`)).toBeVisible();
    await page.getByRole('button', { name: 'All messages' }).click();
    const board = page.getByTestId('message-board');
    await expect(board.getByRole('article')).toHaveCount(50);
    await scrollToTheEnd(page);
    await expectEveryMessage(page, board.getByRole('article'));
    await endShot(page, 'recipient-board-every-message');
  });
});

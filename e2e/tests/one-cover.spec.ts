import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoHorizontalOverflow, settle } from '../support/layout-checks.js';
import { cardLinkIn, latestMail } from '../support/mail.js';
import { createCollectionThroughApi, csrfHeaders, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { SIGN_MODAL, US, checkA11y, choosePathway, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 31: one cover, decided in one place. Every place that shows the card shows the server's
// drawing of the same design and words, named by the same hash.
// Issue 13 (decision 103) on the same walk: the finish shows the card with the visitor's message on
// it, and the whole card is a board of every message that opens at the visitor's own. The two were
// separate tests walking the same steps (a new organiser's card-only collection, a contributor who
// signs it, the finish, the whole card); one walk now makes every check of both (decision 178).

const ALT = 'Cover: Good luck, Robin for Robin Recipient';

const SIGNERS = ['Ana', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jack', 'Kai', 'Lena'];
const WORDS = [
  'Good luck!',
  'We will miss your laugh in the kitchen and your terrible puns in every meeting. Keep in touch, Robin.',
  'Thank you for everything you taught me in my first year here. The next team is lucky to have you.',
  'Congratulations and all the best.',
  'So long, and thanks for all the biscuits.',
];
const PICTURES = ['balloons.svg', 'birthday-cake.svg', 'flowers.svg', 'trophy.svg', 'confetti-gif.svg', 'thank-you.svg'];
const SEEDED = 35;

/** The hashes of every cover on the page, once one is visible and its picture has loaded. */
async function coverHashes(page: Page): Promise<string[]> {
  const visible = page.locator('[data-cover-hash]:visible').first();
  await expect(visible).toBeVisible();
  await expect(visible.getByRole('img', { name: ALT })).toBeVisible();
  await expect.poll(() => visible.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return page.locator('[data-cover-hash]').evaluateAll((els) => els.map((el) => el.getAttribute('data-cover-hash') ?? ''));
}

/** Signs a new collection's card through the public API, as earlier signers would have. */
async function seedMessages(page: Page, collection: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const picture = i % 3 === 0 ? `/picture-library/${PICTURES[(i / 3) % PICTURES.length]}` : null;
    const response = await page.request.post('/api/groupcard/StoreGroupCard', {
      data: { collection, from: `${SIGNERS[i % SIGNERS.length]} ${i + 1}`, comment: WORDS[i % WORDS.length], imageURL: picture, imageUsed: picture !== null },
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
  return page.getByRole('feed').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

test('the landing, sign preview, finish (the card with the message), whole card (the board at it), organiser page, mail and recipient’s card show the same cover @phone', async ({
  page,
  browser,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(240_000);
  const title = `Farewell Robin ${randomUUID().slice(0, 8)}`;
  const recipientEmail = `robin-${randomUUID()}@example.test`;
  await signUp(page, { market: 'US' });
  const guid = await createCollectionThroughApi(page, {
    setupType: 'Group Card Only',
    market: 'US',
    recipientName: 'Robin Recipient',
    recipientEmail,
    occasion: 'Farewell',
    title,
    description: 'A leaving card for Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    // An older template that names a farewell: it draws the farewell design.
    cover: { className: 'farewell-navy', coverType: 1, title: 'Good luck, Robin' },
  });
  const details = await page.request.get(`/api/contributions/contribution-details?collection=${guid}`);
  const { coverImage } = (await details.json()) as { coverImage: { hash: string; png: string } };
  const hash = coverImage.hash;
  expect(hash).toMatch(/^[0-9a-f]{16}$/);

  // The invitation's HTML as the server sends it: the link's social preview.
  const html = await (await page.request.get(`/contribute/${guid}`)).text();
  const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(ogImage).toContain(`${guid}-${hash}-og.png`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  const og = await page.request.get(new URL(ogImage!).pathname);
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');
  // Where the server draws the landing itself (decision 125; demo collection 3), the cover is in it.
  const demo = (await (await page.request.get(`/api/contributions/contribution-details?collection=${US(3)}`)).json()) as { coverImage: { hash: string } };
  expect(await (await page.request.get(`/contribute/${US(3)}`)).text()).toContain(`data-cover-hash="${demo.coverImage.hash}"`);

  // Earlier signers, so the whole card is a long board.
  await seedMessages(page, guid, SEEDED);

  // A contributor, in a browser of their own at the project's size: the landing, the finish and the whole card.
  const contributor = await (await browser.newContext({ viewport, isMobile, hasTouch })).newPage();
  await openInvitation(contributor, guid);
  expect(new Set(await coverHashes(contributor))).toEqual(new Set([hash]));
  await shot(contributor, 'one-cover-landing');
  await choosePathway(contributor, 'Sign card', SIGN_MODAL, /\/sign$/);
  await signMessage(contributor, 'Alex', 'Good luck in Lisbon, Robin! Send us a postcard.');
  await contributor.getByRole('radio', { name: 'Message and picture' }).click();
  await contributor.getByRole('button', { name: 'Choose a picture or GIF' }).click();
  await contributor.getByRole('dialog', { name: 'Choose a picture or GIF' }).getByRole('button', { name: 'Birthday cake' }).click();
  await saveAndFinish(contributor);

  // The finish: the card with the visitor's own message and picture on it, under the same cover.
  expect(new Set(await coverHashes(contributor))).toEqual(new Set([hash]));
  const card = contributor.getByRole('region', { name: 'Your message on the card' });
  const own = card.getByRole('article', { name: 'Your message, from Alex' });
  await expect(own).toContainText('Good luck in Lisbon, Robin! Send us a postcard.');
  await expect(own).toContainText('Your message');
  await expect(own.locator('img')).toHaveAttribute('src', '/picture-library/birthday-cake.svg');
  await expect(card.getByRole('img', { name: /^Cover: / })).toBeVisible();
  await checkA11y(contributor);
  await shot(contributor, 'one-cover-finish');
  await shot(contributor, 'finish-sign');

  // The whole card: every message, opened at the visitor's own, under the same cover.
  await contributor.getByRole('link', { name: 'See the whole card' }).click();
  await contributor.waitForURL(/\/card-review$/);
  const board = contributor.getByRole('feed', { name: `Messages on the card (${SEEDED + 1})` });
  await expect(board.getByRole('article')).toHaveCount(SEEDED + 1);
  const ownTile = board.getByRole('article', { name: 'Your message, from Alex' });
  // The own message is the last of 36: the board has scrolled down to it and focused it.
  await expect(ownTile).toBeFocused();
  await expect(ownTile).toBeInViewport();
  expect(await contributor.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(board.getByText('Your message', { exact: true })).toHaveCount(1);
  // The cover stays at the top of the card.
  await expect(contributor.getByRole('img', { name: /^Cover: / })).toBeAttached();
  expect(new Set(await coverHashes(contributor))).toEqual(new Set([hash]));
  await checkA11y(contributor);
  const size = contributor.viewportSize()!;
  await contributor.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? test.info().outputDir}/card-review-arrival-${size.width}.png` });

  // The feed's keys: Page Up steps back to the message before.
  await contributor.keyboard.press('PageUp');
  await expect(board.getByRole('article', { name: `Message from ${SIGNERS[(SEEDED - 1) % SIGNERS.length]} ${SEEDED}` })).toBeFocused();

  for (const width of [360, 1280]) {
    await contributor.setViewportSize({ width, height: 800 });
    await settle(contributor);
    await expectNoHorizontalOverflow(contributor);
    expect(await boardColumns(contributor)).toBe(width === 360 ? 1 : 4);
  }
  // A full-page picture is taken at the viewport's size: tiles outside it are skipped by
  // content-visibility and would show blank, so draw them all for the picture only.
  await contributor.addStyleTag({ content: '.message-tile { content-visibility: visible; }' });
  await shot(contributor, 'card-review-many');
  await contributor.context().close();

  // The organiser's page, then delivery now: the mail's picture is the cover's PNG.
  // The organiser's page shows it from 40rem up (a phone's first screen keeps the invitation's controls).
  await page.goto(`/dashboard/collections/${guid}`);
  await expect(page.locator('.activity-head [data-cover-hash]')).toHaveAttribute('data-cover-hash', hash);
  const delivered = await page.request.put(`/api/organiser/collections/${guid}/delivery`, {
    headers: await csrfHeaders(page),
    data: { recipientName: 'Robin Recipient', recipientEmail, byEmail: true, byLink: true, when: { kind: 'now' } },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const mail = (await latestMail(page, recipientEmail, `A card for you: ${title}`)) as { html?: string; text: string; subject: string; to: string };
  // The cover is the picture whose address is a composed cover's (the brand's logo comes first).
  const img = /<img[^>]*\/api\/covers\/[^>]*>/.exec(mail.html ?? '')?.[0] ?? '';
  const src = [img, /src="([^"]+)"/.exec(img)?.[1], /alt="([^"]+)"/.exec(img)?.[1]];
  expect(src[1]).toContain(`/api/covers/${guid}-${hash}.png`);
  expect(src[2]).toBe(ALT);
  const picture = await page.request.get(new URL(src![1]!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');

  // The recipient: the envelope, then the opened card.
  const recipient = await (await browser.newContext()).newPage();
  await recipient.goto(cardLinkIn(mail));
  expect(new Set(await coverHashes(recipient))).toEqual(new Set([hash]));
  await recipient.getByRole('button', { name: 'Open your card' }).click();
  await expect(recipient.getByRole('region', { name: 'The card' })).toBeVisible();
  expect(new Set(await coverHashes(recipient))).toEqual(new Set([hash]));
  await shot(recipient, 'one-cover-recipient');
  await recipient.context().close();
});

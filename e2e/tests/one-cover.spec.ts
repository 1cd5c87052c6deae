import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { cardLinkIn, latestMail } from '../support/mail.js';
import { createCollectionThroughApi, csrfHeaders, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { SIGN_MODAL, US, choosePathway, openInvitation, signMessage } from './contribute-helpers.js';

// Issue 31: one cover, decided in one place. Every place that shows the card shows the server's
// drawing of the same design and words, named by the same hash.

const ALT = 'Cover: Good luck, Robin for Robin Recipient';

/** The hashes of every cover on the page, once one is visible and its picture has loaded. */
async function coverHashes(page: Page): Promise<string[]> {
  const visible = page.locator('[data-cover-hash]:visible').first();
  await expect(visible).toBeVisible();
  await expect(visible.getByRole('img', { name: ALT })).toBeVisible();
  await expect.poll(() => visible.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return page.locator('[data-cover-hash]').evaluateAll((els) => els.map((el) => el.getAttribute('data-cover-hash') ?? ''));
}

test('the landing, sign preview, finish, organiser page, mail and recipient’s card show the same cover @phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
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

  // A contributor, in a browser of their own: the landing, the finish and the whole card.
  const contributor = await (await browser.newContext()).newPage();
  await openInvitation(contributor, guid);
  expect(new Set(await coverHashes(contributor))).toEqual(new Set([hash]));
  await shot(contributor, 'one-cover-landing');
  await choosePathway(contributor, 'Sign card', SIGN_MODAL, /\/sign$/);
  await signMessage(contributor, 'Casey', 'Good luck, Robin! The office will be quieter without you.');
  await contributor.getByRole('button', { name: 'Save message' }).click();
  await contributor.waitForURL(/\/pathway-complete$/);
  expect(new Set(await coverHashes(contributor))).toEqual(new Set([hash]));
  await shot(contributor, 'one-cover-finish');
  await contributor.getByRole('link', { name: 'See the whole card' }).click();
  expect(new Set(await coverHashes(contributor))).toEqual(new Set([hash]));
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

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from '../support/worker-page.js';
import { contributeThroughLink } from './contribute-helpers.js';
import { createCardWithRecipientEmailThroughApi, deliverNowAndOpenCard, signUp } from '../support/organiser.js';

// The printed card (decision 152): the cover alone on the first page, filling it, and no money anywhere.

const MESSAGE = 'Thank you for every Friday quiz, Robin. The office will be far too quiet.';

test('the printed card opens with the cover filling its page, with no band under it, and shows no money', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Robin prints ${randomUUID().slice(0, 8)}`;
  const recipientEmail = `robin-${randomUUID()}@example.test`;
  await signUp(page, { market: 'US' });
  const guid = await createCardWithRecipientEmailThroughApi(page, title, recipientEmail);
  const contributor = await browser.newContext();
  await contributeThroughLink(await contributor.newPage(), guid, {
    pathway: 'Sign & chip in',
    first: 'Casey',
    last: 'Contributor',
    email: `casey-${randomUUID()}@example.test`,
    message: MESSAGE,
    amount: '25',
  });
  await contributor.close();
  await page.goto(`/dashboard/collections/${guid}`);
  const { recipient } = await deliverNowAndOpenCard(page, browser, recipientEmail, title);
  // On screen the gift is there, in money.
  await expect(recipient.getByTestId('gift-total')).toContainText('Together they gave $');

  // On paper (A4 and Letter): the cover's words alone on page 1, the message after, no amount anywhere.
  for (const format of ['A4', 'Letter'] as const) {
    const bytes = await recipient.pdf({ format, printBackground: true });
    if (process.env.E2E_SHOTS_DIR) writeFileSync(join(process.env.E2E_SHOTS_DIR, `print-view-${format}.pdf`), bytes);
    const printed = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(printed, { mergePages: false });
    expect(text[0]).not.toContain(MESSAGE.slice(0, 20));
    expect(text[0]).not.toContain('A card for');
    const all = text.join(' ').replace(/\s+/g, ' ');
    expect(all).toContain(MESSAGE);
    expect(all).not.toMatch(/\$\s?\d|Together they gave|card fees/);
  }

  await recipient.emulateMedia({ media: 'print' });
  await expect(recipient.getByTestId('gift-total')).toBeHidden();
  await expect(recipient.getByRole('heading', { level: 1 })).toBeHidden();
  // The cover's page is the first thing, as tall as the page, with no band under it.
  const sheet = recipient.getByTestId('print-cover');
  const page1 = (await sheet.boundingBox())!;
  const cover = (await sheet.getByRole('img', { name: /^Cover: / }).boundingBox())!;
  // As large as its sheet allows, with the card's shape kept: as tall as it, or as wide.
  expect(page1.y).toBe(0);
  expect(Math.max(cover.height / page1.height, cover.width / page1.width)).toBeCloseTo(1, 2);
  expect(cover.height).toBeLessThanOrEqual(page1.height + 0.5);
  // The card's design fills its booklet page: its cover reaches the page's foot.
  const design = (await sheet.getByTestId('card-cover').boundingBox())!;
  expect(design.y + design.height).toBeCloseTo(cover.y + cover.height, 0);

});

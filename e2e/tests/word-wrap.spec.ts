import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { contributionRow, createCardCollection, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { contributeThroughLink } from './contribute-helpers.js';

// Issue 30: the cover tile labels broke mid-word at 1280 px ("Engagemen/t"), and contributor emails
// wrapped mid-word in the contributions table. A word may move to the next line whole, never split;
// an email may break only after its "@" or a dot. Checked at a phone's, a tablet's and a laptop's width.
// (It sets its own widths, so it runs in the desktop project only: it has no @phone tag.)

const WIDTHS = [360, 768, 1280] as const;
const LONG_EMAIL = 'alexandra.montgomery-smith@accounts.example-company.test';

/**
 * The pieces of an element's text (split at spaces, or after each character of `breakAfter`) that
 * the layout split over more than one line, and whether its content overflows its box (or scrolls in one). A Range over
 * a piece gives one rect per line (and per text node) it covers, so distinct tops mean a split.
 */
async function splitPieces(element: Locator, breakAfter: string): Promise<{ split: string[]; overflows: boolean }> {
  return element.evaluate((el, after) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push({ node: n as Text, start: text.length });
      text += (n as Text).data;
    }
    const at = (offset: number): [Text, number] => {
      const hit = [...nodes].reverse().find((n) => n.start <= offset) ?? nodes[0]!;
      return [hit.node, Math.min(offset - hit.start, hit.node.data.length)];
    };
    const pattern = after ? new RegExp(`[^${after.replace(/./g, '\\$&')}]*[${after.replace(/./g, '\\$&')}]?`, 'g') : /\S+/g;
    const split: string[] = [];
    for (const match of text.matchAll(pattern)) {
      const piece = match[0].trim();
      if (!piece) continue;
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) split.push(piece);
    }
    // The box itself, or a box inside it (an inline span has no client width and cannot scroll).
    const boxes = [el, ...Array.from(el.querySelectorAll('*'))].filter((b) => b.clientWidth > 0);
    return { split, overflows: boxes.some((b) => b.scrollWidth > b.clientWidth + 1) };
  }, breakAfter);
}

async function atEachWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

test('cover tile labels wrap only between words', async ({ page }) => {
  await signUp(page);
  // The create steps' card step (decision 141), with the gallery of covers.
  await page.goto('/dashboard/collections/new/card');
  const labels = page.getByTestId('cover-gallery').locator('.cover-gallery__name');
  await expect(labels).toHaveCount(31);
  await page.getByTestId('cover-gallery').scrollIntoViewIfNeeded();
  await shot(page, 'wrap-cover-tiles', WIDTHS);
  await atEachWidth(page, async (width) => {
    for (const label of await labels.all()) {
      const { split, overflows } = await splitPieces(label, '');
      expect(split, `words split at ${width} px in "${await label.textContent()}"`).toEqual([]);
      expect(overflows, `"${await label.textContent()}" overflows its tile at ${width} px`).toBe(false);
    }
  });
});

test('a contributor email breaks only after "@" or a dot and stays in its cell', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, { market: 'US' });
  const guid = await createCardCollection(page, 'Wrapping emails');
  await contributeThroughLink(page, guid, { pathway: 'Chip in', first: 'Alexandra', last: 'Montgomery', email: LONG_EMAIL, amount: '20' });
  await page.goto(`/dashboard/collections/${guid}`);
  const cell = contributionRow(page, /Alexandra Montgomery/).locator('.activity-table__email');
  await expect(cell).toContainText(LONG_EMAIL);
  // Cut into pieces for wrapping, the address still reads as one to assistive technology.
  await expect(cell).toHaveAccessibleName(LONG_EMAIL);
  await shot(page, 'wrap-contributions-email', WIDTHS);
  await atEachWidth(page, async (width) => {
    const { split, overflows } = await splitPieces(cell, '@.');
    expect(split, `email pieces split at ${width} px`).toEqual([]);
    expect(overflows, `the email overflows its cell at ${width} px`).toBe(false);
  });
});

import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { contributionRow, createCollectionThroughApi, signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { contributeThroughLink } from './contribute-helpers.js';

// One time zone per collection (decision 144): the collection page, its schedule form and its
// statement read one clock, with its abbreviation, whatever the browser's own zone is.

async function browserIn(browser: Browser, baseURL: string | undefined, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

function cardCollection(market: 'AU' | 'US', title: string, timeZone?: string) {
  return {
    setupType: 'Collection + Group Card',
    market,
    recipientName: 'Robin Recipient',
    title,
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 10_000,
    cover: { className: 'level-achieved', coverType: 2, title: 'Good luck Robin', description: 'From all of us' },
    ...(timeZone ? { timeZone } : {}),
  };
}

/** The schedule form's hint, once "Schedule a date and time" is chosen. */
async function scheduleHint(page: Page): Promise<Locator> {
  const panel = page.getByTestId('delivery-panel');
  await panel.getByRole('radio', { name: 'Schedule a date and time' }).check();
  const hint = panel.getByText(/^In the collection's time zone/);
  await expect(hint).toBeVisible();
  return hint;
}

/** True when the element's text sits on one line (its height is one line box). */
function onOneLine(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rects = element.getClientRects();
    return rects.length === 1;
  });
}

test("an AU collection's page and schedule form read Sydney's clock, with one abbreviation", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const page = await browserIn(browser, baseURL, 'Australia/Sydney');
  try {
    await signUp(page, { market: 'AU' });
    // What the create form sends: the browser's own zone (collection-form.test covers the form itself).
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone).toBe('Australia/Sydney');
    const guid = await createCollectionThroughApi(page, cardCollection('AU', 'Zoned in Sydney', zone));
    await contributeThroughLink(page, guid, { pathway: 'Chip in', first: 'Alexandra', last: 'Montgomery', email: 'alexandra@example.test', amount: '20', market: 'AU' });

    await page.goto(`/dashboard/collections/${guid}`);
    const closes = page.locator('.activity-head__meta').getByText(/^Closes on /);
    await expect(closes).toHaveText(/^Closes on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m (AEDT|AEST)$/);
    const abbreviation = (await closes.textContent())!.match(/(AEDT|AEST)$/)![1]!;

    // The contributions table: the date on the collection's clock, never broken inside itself.
    const date = contributionRow(page, /Alexandra Montgomery/).locator('.activity-table__date');
    await expect(date).toContainText(/\d{1,2} \w{3} \d{4}/);
    await expect(date).toContainText(/\d{1,2}:\d{2} [ap]m AE[DS]T/);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await onOneLine(date.locator('.zoned-date-time__day')), `day on one line at ${width}px`).toBe(true);
      expect(await onOneLine(date.locator('.zoned-date-time__time')), `time on one line at ${width}px`).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'time-zone-contributions-au');

    // The schedule form starts in the collection's zone and names it with the same abbreviation.
    const hint = await scheduleHint(page);
    await expect(hint).toContainText(`Australia/Sydney (${abbreviation})`);
    await page.getByTestId('delivery-panel').scrollIntoViewIfNeeded();
    await shot(page, 'time-zone-schedule-au');
  } finally {
    await page.context().close();
  }
});

test('a US collection opened in a browser set to UTC schedules on New York time, not UTC', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await browserIn(browser, baseURL, 'UTC');
  try {
    await signUp(page, { market: 'US' });
    // Created without a zone (an API caller, or a row older than the column): the market's, New York.
    const guid = await createCollectionThroughApi(page, cardCollection('US', 'Zoned in New York'));
    await page.goto(`/dashboard/collections/${guid}`);
    const closes = page.locator('.activity-head__meta').getByText(/^Closes on /);
    await expect(closes).toHaveText(/^Closes on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m E[DS]T$/);
    const abbreviation = (await closes.textContent())!.match(/(E[DS]T)$/)![1]!;

    const hint = await scheduleHint(page);
    await expect(hint).toContainText(`America/New_York (${abbreviation})`);
    await expect(hint).not.toContainText('UTC');
    await expect(page.getByTestId('delivery-panel')).not.toContainText('Your time zone');
    await page.getByTestId('delivery-panel').scrollIntoViewIfNeeded();
    await shot(page, 'time-zone-schedule-us');

    // The edit page offers the zone as a select, on the same clock.
    await page.goto(`/dashboard/collections/${guid}/edit`);
    await expect(page.getByTestId('collection-time-zone')).toHaveValue('America/New_York');
    await page.getByTestId('collection-time-zone').scrollIntoViewIfNeeded();
    await shot(page, 'time-zone-edit-us');
  } finally {
    await page.context().close();
  }
});

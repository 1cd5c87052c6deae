import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { AU, CHIP_IN_MODAL, SIGN_MODAL, US, choosePathway, fillDetails, openInvitation, signMessage } from './contribute-helpers.js';
import { CARD, chooseMethod, enterCard, fillPayer, type Market } from '../support/payment-step.js';
import { shot } from '../support/shots.js';

// Issue 13 / decision 101: sign card in 3 screens, sign & chip in in 5, a US card chip-in in at most 8
// typed fields, and every step keeps what was typed across a reload.

const GUIDS = { US, AU };

/** Every distinct path the main frame shows from now on, redirects included, in order. */
function screensVisited(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (!paths.includes(path)) paths.push(path);
  });
  return () => [...paths];
}

/**
 * Every field the person types into, in any frame (the provider's card iframe included): a text-like
 * input or a text area that received an input event, keyed by its page and name.
 */
async function typedFields(page: Page): Promise<() => string[]> {
  const typed = new Set<string>();
  await page.exposeBinding('__noteTyped', (_source, key: string) => {
    typed.add(key);
  });
  await page.addInitScript(() => {
    const untyped = new Set(['checkbox', 'radio', 'button', 'submit', 'hidden', 'range', 'color', 'file']);
    document.addEventListener(
      'input',
      (event) => {
        const target = event.target as HTMLInputElement | HTMLTextAreaElement | null;
        if (!target || !('value' in target)) return;
        if (target instanceof HTMLInputElement && untyped.has(target.type)) return;
        if (!(target instanceof HTMLInputElement) && !(target instanceof HTMLTextAreaElement)) return;
        const name = target.name || target.id || target.getAttribute('aria-label') || '?';
        (window as unknown as { __noteTyped: (key: string) => void }).__noteTyped(`${location.pathname.split('/').pop()}:${name}`);
      },
      true,
    );
  });
  return () => [...typed].sort();
}

async function payByCard(page: Page, market: Market): Promise<void> {
  if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
  await fillPayer(page, market);
  await enterCard(page, CARD.success);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

for (const market of ['US', 'AU'] as const) {
  const guid = GUIDS[market];

  test(`${market}: sign card takes 3 screens: landing, sign, finish`, async ({ page }) => {
    const screens = screensVisited(page);
    await openInvitation(page, guid(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    // The finish is the second of the bar's 2 steps.
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '2');
    await signMessage(page, 'Jo', `Get well soon (${market} ${Date.now()})`);
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/pathway-complete$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(screens()).toEqual([`/contribute/${guid(2)}`, `/contribute/${guid(2)}/sign`, `/contribute/${guid(2)}/pathway-complete`]);
  });

  test(`${market}: sign & chip in takes 5 screens: landing, sign, amount with details, payment, finish`, async ({ page }) => {
    const screens = screensVisited(page);
    await openInvitation(page, guid(3));
    await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
    await signMessage(page, 'Robin', `Congratulations (${market} ${Date.now()})`);
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/how-much$/);
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByLabel('Amount').fill('20');
    // An address of this run's own: a repeat payment from the same person is asked about first (decision 102).
    await fillDetails(page, 'Robin', 'Lee', `robin-${market.toLowerCase()}-${Date.now()}@example.test`);
    await shot(page, `journey-how-much-${market.toLowerCase()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    if (market === 'AU') await chooseMethod(page, market, 'Credit or Debit Card');
    await shot(page, `journey-payment-${market.toLowerCase()}`);
    await payByCard(page, market);
    const base = `/contribute/${guid(3)}`;
    // A paying pathway finishes where the payment lands (SPEC §2): the message is on the card and paid for.
    expect(screens()).toEqual([base, `${base}/sign`, `${base}/how-much`, `${base}/payment-details`, `${base}/payment-successful`]);
    // Its Continue goes to the thanks page, never through the card review.
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/pathway-complete(\?|$)/);
    expect(screens().some((path) => /\/(card-review|your-details)$/.test(path))).toBe(false);
  });
}

test('US: a card chip-in asks at most 8 typed fields from the landing page to paid, card fields included', async ({ page }) => {
  const typed = await typedFields(page);
  const screens = screensVisited(page);
  await openInvitation(page, US(1));
  await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
  await page.getByLabel('Amount').fill('20');
  await fillDetails(page, 'Alex', 'Smith', `alex-fields-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  // No second copy of the name or email and no street address: only the ZIP code and the card.
  for (const label of ['First name', 'Last name', 'Email address', 'Street address', 'City', 'State']) await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(page.frameLocator('iframe[title="Secure card details"]').getByLabel('Name on card')).toHaveCount(0);
  await fillPayer(page, 'US');
  await enterCard(page, CARD.success);
  // The issue measured this page at 2,423 px tall on a 360 px phone.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`US payment step at 360 px: ${height} px tall`);
  expect(height).toBeLessThan(1_700);
  await page.setViewportSize(size);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/payment-successful\?channel=card$/);
  const fields = typed();
  expect(fields).toEqual([
    'hosted-fields:cvc',
    'hosted-fields:expiry',
    'hosted-fields:number',
    'how-much:amount',
    'how-much:emailAddress',
    'how-much:firstName',
    'how-much:lastName',
    'payment-details:address.postcode',
  ]);
  expect(fields.length).toBeLessThanOrEqual(8);
  expect(screens()).toHaveLength(4);
});

test('every step keeps what was typed across a reload, the amount included', async ({ page }) => {
  await openInvitation(page, US(3));
  await choosePathway(page, 'Sign & chip in', SIGN_MODAL, /\/sign$/);
  await signMessage(page, 'Ren', 'Half written message');
  await page.reload();
  await expect(page.getByLabel('Your name')).toHaveValue('Ren');
  await expect(page.getByLabel('Your message')).toHaveValue('Half written message');
  await page.getByRole('button', { name: 'Save message' }).click();

  await page.waitForURL(/\/how-much$/);
  await page.getByLabel('Amount').fill('12.5');
  await page.getByLabel('First name').fill('Ren');
  await page.getByLabel('Email address').fill('ren@exa');
  await page.reload();
  await expect(page.getByLabel('Amount')).toHaveValue('12.5');
  await expect(page.getByLabel('First name')).toHaveValue('Ren');
  await expect(page.getByLabel('Email address')).toHaveValue('ren@exa');
  await page.getByLabel('Last name').fill('Ito');
  await page.getByLabel('Email address').fill('ren@example.test');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(/\/payment-details$/);
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.reload();
  await expect(page.getByLabel('ZIP code')).toHaveValue('62701');
  await expect(page.getByLabel('I accept the terms and conditions')).toBeChecked();
  await expect(page.getByText('Ren Ito · ren@example.test')).toBeVisible();
  await expect(page.locator('dl.summary-list')).toContainText('Subtotal$12.50');

  // Back to the amount screen: the amount and details are still there.
  await page.getByRole('link', { name: 'Change details' }).click();
  await page.waitForURL(/\/how-much$/);
  await expect(page.getByLabel('Amount')).toHaveValue('12.5');
  await expect(page.getByLabel('Last name')).toHaveValue('Ito');
});

test('how many keeps the count and the details across a reload', async ({ page }) => {
  await openInvitation(page, US(11));
  await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-many$/);
  await page.getByRole('button', { name: 'Add one' }).click();
  await fillDetails(page, 'Kim', 'Park', 'kim@example.test');
  await shot(page, 'journey-how-many-us');
  await page.reload();
  await expect(page.getByLabel('Number of contributions')).toHaveValue('2');
  await expect(page.getByLabel('First name')).toHaveValue('Kim');
  await expect(page.getByLabel('Email address')).toHaveValue('kim@example.test');
});

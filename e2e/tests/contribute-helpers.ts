import { randomUUID } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { payByCard, type Market } from '../support/payment-step.js';

export const US = (nn: number) => `10000000-0000-4000-8000-${String(nn).padStart(12, '0')}`;
export const AU = (nn: number) => `20000000-0000-4000-8000-${String(nn).padStart(12, '0')}`;
export const UNKNOWN = '99999999-0000-4000-8000-000000000000';

/** Opens an invitation link and waits for the landing page. */
export async function openInvitation(page: Page, guid: string, query = ''): Promise<void> {
  await page.goto(`/contribute/${guid}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Clicks a pathway button, checks the modal's words, and waits for the next step. */
export async function choosePathway(page: Page, button: string, modalText: string | RegExp, next: RegExp): Promise<void> {
  // Record every dialog text as it appears: on a busy machine the short-lived modal can come and go
  // between two polls of an assertion.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenDialogs: string[] }).seenDialogs = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[role="alertdialog"]').forEach((dialog) => seen.push(dialog.textContent ?? ''));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(next);
  const seen = await page.evaluate(() => (window as unknown as { seenDialogs: string[] }).seenDialogs.join('\n'));
  if (typeof modalText === 'string') expect(seen).toContain(modalText);
  else expect(seen).toMatch(modalText);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

export const CHIP_IN_MODAL = "It's Fetch here. Just rounding everything up to get started.";
export const SIGN_MODAL = /We're creating your card[\s\S]*Need help writing a message\? Click the Magic Message Writer/;

export async function fillDetails(page: Page, first = 'Alex', last = 'Smith', email = 'alex@example.test'): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email address').fill(email);
}

export async function signMessage(page: Page, name: string, message: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your message').fill(message);
}

export async function checkA11y(page: Page): Promise<void> {
  // Let entrance animations settle so axe sees the final colours.
  await page.waitForTimeout(300);
  await expectNoAxeViolations(page);
}

/** Presses Tab until the focused element's text or label matches, as a keyboard user would. */
export async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const id = el.id;
      const labelText = id ? (document.querySelector(`label[for="${id}"]`)?.textContent ?? '') : '';
      return `${el.getAttribute('aria-label') ?? ''}|${labelText}|${el.textContent ?? ''}`;
    });
    if (typeof name === 'string' ? label.split('|').some((part) => part.trim() === name) : name.test(label)) return;
  }
  throw new Error(`Could not reach ${String(name)} with the Tab key`);
}

export interface Contribution {
  pathway: 'Chip in' | 'Sign card' | 'Sign & chip in';
  first: string;
  last: string;
  email: string;
  /** The message, on the pathways that sign. */
  message?: string;
  /** Dollars, on the pathways that pay. */
  amount?: string;
  market?: Market;
}

/**
 * A contributor's whole pathway from the invitation link: the message where it signs, the amount
 * with the details, and the sandbox test card where it pays; ends on payment-successful or
 * pathway-complete (decision 101: sign card is landing → sign → finish).
 */
export async function contributeThroughLink(page: Page, guid: string, c: Contribution): Promise<void> {
  await openInvitation(page, guid);
  if (c.pathway === 'Chip in') {
    await choosePathway(page, c.pathway, CHIP_IN_MODAL, /\/how-much$/);
  } else {
    await choosePathway(page, c.pathway, SIGN_MODAL, /\/sign$/);
    await signMessage(page, c.first, c.message ?? 'Congratulations!');
    await page.getByRole('button', { name: 'Save message' }).click();
  }
  if (c.pathway === 'Sign card') {
    await page.waitForURL(/\/pathway-complete$/);
    return;
  }
  await page.waitForURL(/\/how-much$/);
  await page.getByLabel('Amount').fill(c.amount ?? '20');
  await fillDetails(page, c.first, c.last, c.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  await payByCard(page, c.market ?? 'US');
  await page.waitForURL(/\/payment-successful\?channel=card$/);
}

/** Dee, a contributor in a browser of her own, signs the card and chips in `amount` dollars through its link. */
export async function deeSignsAndChipsIn(browser: Browser, guid: string, amount: string): Promise<void> {
  const contributor = await browser.newContext();
  await contributeThroughLink(await contributor.newPage(), guid, {
    pathway: 'Sign & chip in',
    first: 'Dee',
    last: 'Contributor',
    email: `dee-${randomUUID().slice(0, 8)}@example.test`,
    message: 'Enjoy!',
    amount,
  });
  await contributor.close();
}

/**
 * An email of its own, for a test that pays a shared demo collection: the same email paying the same
 * collection again within 30 minutes is asked first (decision 102).
 */
export function ownPayer(): string {
  return `payer-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Chip in from the invitation to the payment step with an amount (and the details, on one screen).
 * The name is also the name on the card (decision 101): the sandbox's test names go here.
 */
export async function chipInToPayment(page: Page, guid: string, amount = '20', email?: string, name: [string, string] = ['Alex', 'Smith']): Promise<void> {
  await openInvitation(page, guid);
  await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
  await page.getByLabel('Amount').fill(amount);
  await fillDetails(page, name[0], name[1], email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

/** `first` Contributor signs "Congratulations from <first>!" and pays `amount` dollars, in a new page of `context`. */
export async function signAndPay(context: BrowserContext, guid: string, first: string, amount: string): Promise<void> {
  await contributeThroughLink(await context.newPage(), guid, {
    pathway: 'Sign & chip in',
    first,
    last: 'Contributor',
    email: `${first.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`,
    message: `Congratulations from ${first}!`,
    amount,
  });
}

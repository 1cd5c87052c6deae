import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { cardLinkIn, latestMail, linkIn, signUpLinkToken } from './mail.js';

export const E2E_ORGANISER_PASSWORD = 'e2e organiser password';

/**
 * Signs a brand-new organiser up through the real API from the page's browser context, then opens the
 * emailed link (decision 097) the same way, so the page is signed in afterwards (the session and CSRF
 * cookies land in the context's cookie jar).
 */
export async function signUp(
  page: Page,
  input: { market?: 'AU' | 'US'; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = `organiser-${randomUUID()}@example.test`;
  const response = await page.request.post('/api/account/signup', {
    data: {
      firstName: input.firstName ?? 'Olive',
      lastName: input.lastName ?? 'Organiser',
      email,
      password: E2E_ORGANISER_PASSWORD,
      passwordConfirmation: E2E_ORGANISER_PASSWORD,
      market: input.market ?? 'US',
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const confirmed = await page.request.post('/api/account/signup/confirm', { data: { token: await signUpLinkToken(page, email) } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return { email, password: E2E_ORGANISER_PASSWORD };
}

/** The CSRF header every write needs, read from the session's cookie in the page's browser context. */
export async function csrfHeaders(page: Page): Promise<{ 'x-csrf-token': string }> {
  const cookies = await page.context().cookies();
  return { 'x-csrf-token': decodeURIComponent(cookies.find((c) => c.name === 'gg_csrf')?.value ?? '') };
}

/** Creates a collection through the organiser API with the browser's own session; answers its guid. */
export async function createCollectionThroughApi(page: Page, data: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/organiser/collections', { headers: await csrfHeaders(page), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { guid: string }).guid;
}

/** A US "Collection + Group Card" with money, a charity share and a cover: the contributor screens' full path. */
export function createCardCollection(page: Page, title: string): Promise<string> {
  return createCollectionThroughApi(page, {
    setupType: 'Collection + Group Card',
    market: 'US',
    recipientName: 'Robin Recipient',
    title,
    description: 'A leaving present for Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 10_000,
    charityName: 'Red Cross',
    charityPercentage: 10,
    cover: { className: 'level-achieved', coverType: 2, title: 'Good luck Robin', description: 'From all of us' },
  });
}

/**
 * A new organiser's own open collection in a market, for a test that reads its figures: no other test,
 * nor the same test's copy in the other project, pays into it.
 */
export async function ownCollection(
  page: Page,
  market: 'AU' | 'US',
  setupType: 'Collection' | 'Collection + Group Card' = 'Collection',
): Promise<string> {
  await signUp(page, { market });
  return createCollectionThroughApi(page, {
    setupType,
    market,
    recipientName: 'Robin Recipient',
    title: `${setupType} in ${market}`,
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 10_000,
    cover: setupType === 'Collection' ? null : { className: 'level-achieved', coverType: 1, title: 'Good luck Robin' },
  });
}

/** yyyy-mm-dd in the browser's local calendar, `days` from today: what a date input takes. */
export function dateInputValue(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Signs a brand-new organiser up through the sign-up form and the emailed link, as a new person
 * would; lands on the dashboard.
 */
export async function signUpThroughForm(page: Page, market: 'AU' | 'US' = 'US'): Promise<{ email: string }> {
  const email = `organiser-${randomUUID()}@example.test`;
  await page.goto('/signup');
  await page.getByLabel('First name', { exact: true }).fill('Olive');
  await page.getByLabel('Last name', { exact: true }).fill('Organiser');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ORGANISER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(E2E_ORGANISER_PASSWORD);
  await page.getByRole('radio', { name: market === 'AU' ? 'Australia (AUD)' : 'United States (USD)' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(linkIn(await latestMail(page, email, 'Finish creating your account'), '/signup/confirm'));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return { email };
}

/**
 * A brand-new organiser signed up through the API (as `signUp`), on the dashboard: for the tests
 * whose subject comes after the sign-up. The form and its emailed link have their own tests
 * (account.spec.ts, first-minutes.spec.ts); through the form it cost two page loads a test (decision 173).
 */
export async function signUpToDashboard(page: Page, market: 'AU' | 'US' = 'US'): Promise<{ email: string }> {
  const { email } = await signUp(page, { market });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Create a collection' }).first()).toBeVisible();
  return { email };
}

export const CARD_SETUP_TYPES = new Set(['Group Card Only', 'Collection + Group Card', 'FGC + Gift', 'Paid Group Card', 'PGC + Gift']);
export const MONEY_SETUP_TYPES = new Set(['Collection', 'Collection + Group Card', 'Bulk Gifts']);

/** The create form's primary button: "Next: …" on a step with more after it, "Create collection" on the last. */
function createStepButton(page: Page) {
  return page.locator('.collection-form__actions button[type="submit"]');
}

/** Presses "Next" on a create step and waits for the next step's address (decision 141). */
export async function nextCreateStep(page: Page, step: 'card' | 'money'): Promise<void> {
  await createStepButton(page).click();
  await page.waitForURL(new RegExp(`/dashboard/collections/new/${step}$`));
}

/**
 * Creates a collection of a setup type through the new-collection steps, from the dashboard's own
 * link, filling what each step shows for that type (money fields, the group card cover); answers
 * its guid once its page is open.
 */
export async function createCollectionThroughForm(page: Page, setupType: string, title: string): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Create a collection' }).first().click();
  await page.getByLabel('What are you setting up?').selectOption(setupType);
  await page.getByLabel("Recipient's name *").fill('Robin Recipient');
  await page.getByLabel('Title *').fill(title);
  await page.getByText('More details').click();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`All about ${title}`);
  await page.getByLabel('Close date *').fill(dateInputValue(20));
  const steps = 1 + (CARD_SETUP_TYPES.has(setupType) ? 1 : 0) + (MONEY_SETUP_TYPES.has(setupType) ? 1 : 0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Step 1 of ${steps}`);
  if (CARD_SETUP_TYPES.has(setupType)) {
    await nextCreateStep(page, 'card');
    await page.getByRole('group', { name: 'Cover designs' }).getByRole('radio', { name: 'Balloons', exact: true }).check();
    await page.getByLabel('Cover title').fill('From all of us');
    await expect(page.getByRole('img', { name: 'The cover: Balloons design, titled “From all of us”, for Robin Recipient' })).toBeAttached();
  }
  if (MONEY_SETUP_TYPES.has(setupType)) {
    await nextCreateStep(page, 'money');
    await page.getByLabel('Target').fill('250');
    await page.getByLabel('Minimum contribution *').fill('5');
    await page.getByLabel('Maximum contribution').fill('100');
  }
  return submitCollectionForm(page);
}

/**
 * A Collection + Group Card through the organiser's create steps, with the recipient's email (the
 * ending's and money out's tests); with `charity`, a 10 % share for it; with `contributorsPayFees`,
 * fees on top.
 */
export async function createCardWithRecipientEmail(
  page: Page,
  title: string,
  recipientEmail: string,
  options: { charity?: string; contributorsPayFees?: boolean } = {},
): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Create a collection' }).first().click();
  await page.getByLabel('What are you setting up?').selectOption('Collection + Group Card');
  await page.getByLabel("Recipient's name *").fill('Robin Recipient');
  await page.getByLabel('Title *').fill(title);
  await page.getByText('More details').click();
  await page.getByLabel("Recipient's email").fill(recipientEmail);
  await page.getByLabel('Close date *').fill(dateInputValue(20));
  await nextCreateStep(page, 'card');
  await page.getByRole('group', { name: 'Cover designs' }).getByRole('radio', { name: 'Balloons', exact: true }).check();
  await nextCreateStep(page, 'money');
  await page.getByLabel('Target').fill('250');
  await page.getByLabel('Minimum contribution *').fill('5');
  await page.getByLabel('Maximum contribution').fill('100');
  if (options.charity) {
    await page.getByText('More money options').click();
    await page.getByLabel('Charity name').fill(options.charity);
    await page.getByLabel('Charity share (%)').fill('10');
  }
  if (options.contributorsPayFees) {
    await page.getByText('Fees and payment methods').click();
    await page.getByRole('radio', { name: 'Contributors pay the fees on top' }).check();
  }
  return submitCollectionForm(page);
}

/**
 * The same collection as `createCardWithRecipientEmail` (Balloons cover, $250 target, $5 to $100,
 * the options' charity share and fees on top), made through the organiser API with the browser's
 * session, then its page opened: for the tests whose subject comes after creating it (delivery,
 * money out, disputes, printing). The create steps have their own browser tests (create-in-steps,
 * the organiser journeys, fee-breakdown) and the form's request body its component test (decision 173).
 */
export async function createCardWithRecipientEmailThroughApi(
  page: Page,
  title: string,
  recipientEmail: string,
  options: { charity?: string; contributorsPayFees?: boolean } = {},
): Promise<string> {
  const guid = await createCollectionThroughApi(page, {
    setupType: 'Collection + Group Card',
    market: 'US',
    recipientName: 'Robin Recipient',
    recipientEmail,
    title,
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    // The browser's zone, as the form sends it: a scheduled time is read on the collection's clock (decision 144).
    timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    targetCents: 25_000,
    minimumContributionCents: 500,
    maxIndividualLimitCents: 10_000,
    ...(options.charity ? { charityName: options.charity, charityPercentage: 10 } : {}),
    ...(options.contributorsPayFees ? { whoPaysFeeOption: 2 } : {}),
    cover: { className: 'design-birthday-balloons', coverType: 1, title, description: '' },
  });
  await page.goto(`/dashboard/collections/${guid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return guid;
}

/** A row of the collection page's contributions table (the statement below it names contributors too). */
export function contributionRow(page: Page, name: RegExp) {
  return page.locator('section[aria-labelledby="contributions-heading"]').getByRole('row', { name });
}

/** Sends the filled create form; answers the new collection's guid once its page is open. */
async function submitCollectionForm(page: Page): Promise<string> {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/organiser/collections') && r.request().method() === 'POST');
  await expect(createStepButton(page)).toHaveText('Create collection');
  await createStepButton(page).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { guid } = (await response.json()) as { guid: string };
  await page.waitForURL(new RegExp(`/dashboard/collections/${guid}$`));
  return guid;
}

/** Closes the collection from its organiser page: the More menu, then the confirming dialog. */
export async function closeCollection(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Close collection' }).click();
  await page.getByRole('dialog', { name: 'Close this collection?' }).getByRole('button', { name: 'Close collection' }).click();
  await expect(page.getByTestId('collection-status')).toHaveText('Closed');
}

/** The organiser switches the collection's fee option on its edit page: from now on they absorb the fees. */
export async function absorbFees(page: Page, guid: string): Promise<void> {
  await page.goto(`/dashboard/collections/${guid}/edit`);
  await page.getByRole('radio', { name: 'I absorb the fees' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(new RegExp(`/dashboard/collections/${guid}$`));
}

/**
 * The organiser presses "Deliver now" on the collection page; the recipient opens the card from its
 * mail, in a browser of their own. Answers the recipient's page with the card open (close its context)
 * and the card's link from the mail.
 */
export async function deliverNowAndOpenCard(
  page: Page,
  browser: Browser,
  recipientEmail: string,
  title: string,
): Promise<{ recipient: Page; cardLink: string }> {
  const delivery = page.getByTestId('delivery-panel');
  await delivery.getByRole('button', { name: 'Deliver now' }).click();
  await expect(delivery.getByTestId('delivery-state')).toContainText('Delivered');
  const mail = await latestMail(page, recipientEmail, `A card for you: ${title}`);
  const cardLink = cardLinkIn(mail);
  const recipient = await (await browser.newContext()).newPage();
  await recipient.goto(cardLink);
  await recipient.getByRole('button', { name: 'Open your card' }).click();
  return { recipient, cardLink };
}

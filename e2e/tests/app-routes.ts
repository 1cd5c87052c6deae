import { expect, type Locator, type Page } from '@playwright/test';
import { AU, SIGN_MODAL, US, choosePathway, signMessage } from './contribute-helpers.js';
import { createCollectionThroughApi, csrfHeaders } from '../support/organiser.js';
import { enterCard } from '../support/payment-step.js';

/**
 * Every route the app serves, as the layout guard (tests/layout-guard.spec.ts) opens it: one line a
 * route, each in a state a person would really see it in (demo collections from DEMO_DATA, a
 * signed-in organiser's own collections, a journey walked to its end). Adding a route to the router
 * without a line here fails the guard's "every route is listed" test.
 */

/** What the signed-in organiser's pages are opened with; made once per worker by the layout guard. */
export interface OrganiserFixtures {
  organiserId: string;
  /** A US Collection + Group Card with a message on it. */
  card: string;
  /** An unpaid Paid Group Card. */
  pgc: string;
  /** A Bulk Gifts collection whose payee file is uploaded and waiting for payment. */
  bulk: string;
  /** A signed Collection + Group Card delivered as a private link (issue 14). */
  delivered: string;
  /** The token of that card's private link, as the recipient opens it. */
  recipientToken: string;
  /** The edit token of the message on that card, as a contributor's receipt link carries it. */
  editToken: string;
  /** For the support console (operator routes): a paid contribution and its payer's email. */
  supportPayment?: string;
  supportEmail?: string;
}

export interface AppRoute {
  /** The router's path pattern (apps/web/src/app/routes.tsx and the features' route files). */
  route: string;
  /** Names the case in test titles and screenshot files; unique. */
  name: string;
  /** Opened by a signed-in organiser, with their fixtures. */
  organiser?: boolean;
  /** Opened by the demo operator (the support console), with a paid contribution to look at. */
  operator?: boolean;
  /** The address to open. */
  url: (f: OrganiserFixtures) => string;
  /** Journey storage (localStorage key → value) that earlier steps would have left, written before opening. */
  storage?: Record<string, unknown>;
  /** After opening: walks on to the state worth checking, and ends there. */
  reach?: (page: Page, f: OrganiserFixtures) => Promise<void>;
  /** The control that must sit on the first screen (a landing page's first pathway button). */
  firstScreen?: (page: Page) => Locator;
}

/** Routes that only redirect to a page listed below; the guard does not open them. */
export const REDIRECT_ROUTES = ['*', '/contribute/:id/*', '/contribute/:id/contact-customer-support'];

const firstPathwayButton = (page: Page) => page.locator('.landing__buttons button').first();
const createStepButton = (page: Page) => page.locator('.collection-form__actions button[type="submit"]');

// What the amount screen (with the details, decision 101) leaves for the payment step, and what a paid journey leaves for the receipt.
const ENTERED = { contribution: 2000, firstName: 'Alex', lastName: 'Smith', emailAddress: 'alex@example.test' };
const PAID = { ...ENTERED, paymentSuccessful: true, paymentId: 'pay-e2e', invoiceNumber: 'INV-E2E-1001', paymentMethod: 1, paymentDate: '2030-01-15T10:00:00.000Z' };

/** A sign-card journey on a card-only collection, to the finish with its edit link and receipt form. */
async function signToTheFinish(page: Page): Promise<void> {
  await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
  await signMessage(page, 'Alex', 'Get well soon, from all of us on the third floor!');
  await page.getByRole('button', { name: 'Save message' }).click();
  await page.waitForURL(/\/pathway-complete$/);
  await expect(page.getByRole('link', { name: 'Edit my message' })).toBeVisible();
}

/** The sign step with GIF and picture search open on a page of results for "cake" (issue 31). */
async function openPictureSearch(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Message and picture' }).click();
  await page.getByRole('button', { name: 'Search GIFs and pictures' }).click();
  await page.getByRole('searchbox', { name: 'Search for GIFs, stickers or pictures' }).fill('cake');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: /Birthday cake with flickering candles/ }).first()).toBeVisible();
}

/** The preview keeps the amount in memory only: the payment step is reached from how-much, which asks the details too. */
async function previewAmount(page: Page): Promise<void> {
  await page.getByLabel('Amount').fill('10');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Preview');
  await page.getByLabel('Email address').fill('pat@example.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment-details$/);
}

/** A paid group card of the organiser's own, paid with the demo's 100 % promo code. */
async function payPgcWithPromo(page: Page): Promise<void> {
  const guid = await createPgc(page);
  await page.goto(`/payment/${guid}`);
  await page.getByRole('textbox', { name: 'Promo code' }).fill('DEMOFREE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('full-discount-button').click();
  await page.waitForURL(/\/payment-received/);
}

async function payByCardHere(page: Page, received: RegExp): Promise<void> {
  await enterCard(page, undefined, 'Olive Organiser');
  await page.getByTestId('pay-button').click();
  await page.waitForURL(received);
}

export function createPgc(page: Page): Promise<string> {
  return createCollectionThroughApi(page, {
    setupType: 'Paid Group Card',
    market: 'US',
    recipientName: 'Robin Recipient',
    title: 'Happy birthday, Robin',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 0,
    cover: { className: 'level-achieved', coverType: 1, title: 'your title here' },
  });
}

/** A Bulk Gifts collection with two payees uploaded and sent on to payment. */
export async function createBulkUpload(page: Page): Promise<string> {
  const headers = await csrfHeaders(page);
  const guid = await createCollectionThroughApi(page, {
    setupType: 'Bulk Gifts',
    market: 'US',
    recipientName: 'Support team',
    title: 'Team thank-you gifts',
    closeDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  const csv = ['First name,Last name,Email,Amount', 'Ada,Lovelace,ada@example.com,25.00', 'Bo,Smith,bo@example.com,15'].join('\r\n');
  const uploaded = await page.request.post(`/api/bulk-upload/${guid}/file`, {
    headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': 'team.csv' },
    data: csv,
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const proceeded = await page.request.post(`/api/bulk-upload/${guid}/proceed`, { headers });
  expect(proceeded.status(), await proceeded.text()).toBeLessThan(300);
  return guid;
}

const fixed = (url: string) => () => url;

/** A card of the organiser's, signed by Sam and Kim and delivered now as a private link: the ending's pages. */
export async function createDeliveredCard(page: Page): Promise<Pick<OrganiserFixtures, 'delivered' | 'recipientToken' | 'editToken'>> {
  const delivered = await createCollectionThroughApi(page, {
    setupType: 'Collection + Group Card',
    market: 'US',
    recipientName: 'Robin Recipient',
    title: 'Robin retires',
    closeDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    targetCents: 10_000,
    cover: { className: 'level-achieved', coverType: 2, title: 'Happy retirement Robin', description: 'From all of us' },
  });
  let editToken = '';
  for (const [from, comment] of [
    ['Sam', 'Enjoy every slow morning, Robin. The office will not be the same without your stories.'],
    ['Kim', 'Thank you for everything you taught me. Happy retirement!'],
  ]) {
    const signed = await page.request.post('/api/groupcard/StoreGroupCard', { data: { collection: delivered, from, comment } });
    expect(signed.status(), await signed.text()).toBeLessThan(300);
    editToken ||= ((await signed.json()) as { editToken: string }).editToken;
  }
  const answer = await page.request.put(`/api/organiser/collections/${delivered}/delivery`, {
    headers: await csrfHeaders(page),
    data: { recipientName: 'Robin Recipient', recipientEmail: null, byEmail: false, byLink: true, when: { kind: 'now' }, keepOpen: false },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { recipientUrl } = (await answer.json()) as { recipientUrl: string };
  return { delivered, recipientToken: new URL(recipientUrl).pathname.split('/').pop()!, editToken };
}

const openTheCard = async (page: Page) => {
  await page.getByRole('button', { name: 'Open your card' }).click();
  await expect(page.getByRole('button', { name: 'All messages' })).toBeVisible();
};

export const APP_ROUTES: AppRoute[] = [
  // Contributor steps, on the demo collections.
  { route: '/contribute/:id', name: 'landing-card', url: fixed(`/contribute/${US(3)}`), firstScreen: firstPathwayButton },
  { route: '/contribute/:id', name: 'landing-invitation', url: fixed(`/contribute/${US(12)}`), firstScreen: firstPathwayButton },
  { route: '/contribute/:id', name: 'landing-three-buttons', url: fixed(`/contribute/${US(14)}`), firstScreen: firstPathwayButton },
  { route: '/contribute/:id', name: 'landing-au', url: fixed(`/contribute/${AU(3)}`), firstScreen: firstPathwayButton },
  { route: '/contribute/:id/sign', name: 'sign', url: fixed(`/contribute/${US(3)}/sign`) },
  { route: '/contribute/:id/sign', name: 'sign-picture-search', url: fixed(`/contribute/${US(3)}/sign`), reach: openPictureSearch },
  { route: '/contribute/:id/your-details', name: 'your-details', url: fixed(`/contribute/${US(1)}/your-details`) },
  { route: '/contribute/:id/how-many', name: 'how-many', url: fixed(`/contribute/${US(11)}/how-many`) },
  { route: '/contribute/:id/how-much', name: 'how-much', url: fixed(`/contribute/${US(1)}/how-much`) },
  { route: '/contribute/:id/payment-details', name: 'payment-us', url: fixed(`/contribute/${US(1)}/payment-details`), storage: { 'gg:payment-details': ENTERED } },
  { route: '/contribute/:id/payment-details', name: 'payment-au', url: fixed(`/contribute/${AU(1)}/payment-details`), storage: { 'gg:payment-details': ENTERED } },
  { route: '/contribute/:id/card-review', name: 'card-review', url: fixed(`/contribute/${US(3)}/card-review`) },
  { route: '/contribute/:id/pathway-complete', name: 'pathway-complete', url: fixed(`/contribute/${US(2)}`), reach: signToTheFinish },
  { route: '/contribute/:id/pathway-complete', name: 'pathway-complete-direct', url: fixed(`/contribute/${US(1)}/pathway-complete?channel=paypal`) },
  // Results and statuses.
  { route: '/contribute/:id/payment-successful', name: 'payment-successful', url: fixed(`/contribute/${US(1)}/payment-successful?channel=card`) },
  { route: '/contribute/:id/payment-failed', name: 'payment-failed', url: fixed(`/contribute/${US(1)}/payment-failed?channel=card`) },
  { route: '/contribute/:id/receipt', name: 'receipt', url: fixed(`/contribute/${US(1)}/receipt`), storage: { 'gg:payment-details': PAID } },
  { route: '/contribute/:id/stripe-complete', name: 'stripe-complete', url: fixed(`/contribute/${US(1)}/stripe-complete`) },
  { route: '/contribute/:id/no-thanks', name: 'no-thanks', url: fixed(`/contribute/${US(1)}/no-thanks`) },
  { route: '/contribute/:id/collection-closed', name: 'collection-closed', url: fixed(`/contribute/${US(8)}`) },
  { route: '/contribute/:id/collection-suspended', name: 'collection-suspended', url: fixed(`/contribute/${US(9)}`) },
  // The front page (decision 142): its first way in on the first screen.
  { route: '/', name: 'home', url: fixed('/'), firstScreen: (page) => page.getByRole('main').getByRole('link', { name: 'Start a collection' }).first() },
  // Static and error pages.
  { route: '/contact-customer-support', name: 'contact-support', url: fixed('/contact-customer-support') },
  { route: '/you-can-now-close-this-tab', name: 'close-tab', url: fixed('/you-can-now-close-this-tab') },
  // The terms and privacy pages per market (decision 138): the longest text pages the app has.
  { route: '/terms', name: 'terms', url: fixed('/terms?market=AU') },
  { route: '/privacy', name: 'privacy', url: fixed('/privacy?market=US') },
  { route: '/errors/:status', name: 'error-404', url: fixed('/errors/404') },
  // Organiser accounts, signed out.
  { route: '/signup', name: 'signup', url: fixed('/signup') },
  { route: '/signup/confirm', name: 'signup-confirm', url: fixed('/signup/confirm?token=not-a-real-token') },
  { route: '/login', name: 'login', url: fixed('/login') },
  { route: '/forgot-password', name: 'forgot-password', url: fixed('/forgot-password') },
  { route: '/reset-password', name: 'reset-password', url: fixed('/reset-password?token=not-a-real-token') },
  { route: '/forgot-username', name: 'forgot-username', url: fixed('/forgot-username') },
  // The signed-in organiser.
  { route: '/account/profile', name: 'profile', organiser: true, url: fixed('/account/profile') },
  { route: '/dashboard', name: 'dashboard', organiser: true, url: fixed('/dashboard') },
  // Creating in steps (decision 141): each step's heading and primary button on the first screen.
  { route: '/dashboard/collections/new/:step?', name: 'new-collection', organiser: true, url: fixed('/dashboard/collections/new'), firstScreen: createStepButton },
  { route: '/dashboard/collections/new/:step?', name: 'new-collection-card', organiser: true, url: fixed('/dashboard/collections/new/card'), firstScreen: createStepButton },
  { route: '/dashboard/collections/new/:step?', name: 'new-collection-money', organiser: true, url: fixed('/dashboard/collections/new/money'), firstScreen: createStepButton },
  { route: '/dashboard/collections/:id/edit', name: 'edit-collection', organiser: true, url: (f) => `/dashboard/collections/${f.card}/edit` },
  { route: '/dashboard/collections/:id', name: 'organiser-collection', organiser: true, url: (f) => `/dashboard/collections/${f.card}` },
  // The collection's life (decision 140): nobody in yet (the link first), and delivered (the delivery first).
  {
    route: '/dashboard/collections/:id',
    name: 'organiser-collection-new',
    organiser: true,
    url: (f) => `/dashboard/collections/${f.pgc}`,
    firstScreen: (page) => page.getByRole('button', { name: 'Copy link' }),
  },
  { route: '/dashboard/collections/:id', name: 'organiser-collection-delivered', organiser: true, url: (f) => `/dashboard/collections/${f.delivered}` },
  { route: '/payment/:id', name: 'pgc-payment', organiser: true, url: (f) => `/payment/${f.pgc}` },
  { route: '/payment/:id/payment-received', name: 'pgc-received', organiser: true, url: fixed('/dashboard'), reach: payPgcWithPromo },
  { route: '/payment', name: 'pack-payment', organiser: true, url: (f) => `/payment?packpayment=true&userid=${f.organiserId}` },
  { route: '/payment/packpayment-received', name: 'pack-received', organiser: true, url: (f) => `/payment?packpayment=true&userid=${f.organiserId}`, reach: (page) => payByCardHere(page, /\/payment\/packpayment-received/) },
  { route: '/bulkupload/:id/payee-details', name: 'bulk-payee-details', organiser: true, url: (f) => `/bulkupload/${f.bulk}/payee-details` },
  { route: '/payment/:id', name: 'bulk-payment', organiser: true, url: (f) => `/payment/${f.bulk}?bulkpayment=true` },
  {
    route: '/payment/bulkupload-received',
    name: 'bulk-received',
    organiser: true,
    url: fixed('/dashboard'),
    reach: async (page) => {
      await page.goto(`/payment/${await createBulkUpload(page)}?bulkpayment=true`);
      await payByCardHere(page, /\/payment\/bulkupload-received/);
    },
  },
  // The organiser's preview of the contributor steps.
  { route: '/preview/:id', name: 'preview-landing', organiser: true, url: (f) => `/preview/${f.card}` },
  { route: '/preview/:id/sign', name: 'preview-sign', organiser: true, url: (f) => `/preview/${f.card}/sign` },
  { route: '/preview/:id/your-details', name: 'preview-your-details', organiser: true, url: (f) => `/preview/${f.card}/your-details` },
  { route: '/preview/:id/how-many', name: 'preview-how-many', organiser: true, url: (f) => `/preview/${f.card}/how-many` },
  { route: '/preview/:id/how-much', name: 'preview-how-much', organiser: true, url: (f) => `/preview/${f.card}/how-much` },
  { route: '/preview/:id/payment-details', name: 'preview-payment', organiser: true, url: (f) => `/preview/${f.card}/how-much`, reach: previewAmount },
  { route: '/preview/:id/*', name: 'preview-end', organiser: true, url: (f) => `/preview/${f.card}/card-review` },
  // The ending (issue 14): the recipient's card, a contributor's copy, the organiser's preview of it.
  { route: '/card/:token', name: 'recipient-envelope', organiser: true, url: (f) => `/card/${f.recipientToken}` },
  { route: '/card/:token', name: 'recipient-card-open', organiser: true, url: (f) => `/card/${f.recipientToken}`, reach: openTheCard },
  {
    route: '/card/:token',
    name: 'recipient-board',
    organiser: true,
    url: (f) => `/card/${f.recipientToken}`,
    reach: async (page) => {
      await openTheCard(page);
      await page.getByRole('button', { name: 'All messages' }).click();
    },
  },
  { route: '/card/:token', name: 'recipient-unavailable', url: fixed('/card/this-link-was-revoked-long-ago') },
  { route: '/delivered/:id', name: 'delivered-card', organiser: true, url: (f) => `/delivered/${f.delivered}#t=${f.editToken}`, reach: openTheCard },
  { route: '/preview/:id/recipient', name: 'preview-recipient', organiser: true, url: (f) => `/preview/${f.card}/recipient`, reach: openTheCard },
  // The support console (issue 35): the demo operator, with a contribution paid for the guard.
  { route: '/support', name: 'support-search', operator: true, url: (f) => `/support?q=${encodeURIComponent(f.supportEmail ?? '')}` },
  { route: '/support/audit', name: 'support-audit', operator: true, url: fixed('/support/audit') },
  { route: '/support/collections/:id', name: 'support-collection', operator: true, url: fixed(`/support/collections/${US(1)}`) },
  { route: '/support/payments/:paymentGuid', name: 'support-payment', operator: true, url: (f) => `/support/payments/${f.supportPayment ?? ''}` },
];

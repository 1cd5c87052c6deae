import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Cookie, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectHeadingInViewOnArrival, expectNoHorizontalOverflow, expectOnFirstScreen, settle } from '../support/layout-checks.js';
import { createCardCollection, signUp } from '../support/organiser.js';
import { payThroughApi, signInOperator } from '../support/operator.js';
import { shot } from '../support/shots.js';
import { test } from '../support/worker-page.js';
import { CHIP_IN_MODAL, SIGN_MODAL, US, choosePathway, fillDetails, signMessage } from './contribute-helpers.js';
import { APP_ROUTES, REDIRECT_ROUTES, createBulkUpload, createDeliveredCard, createPgc, type AppRoute, type OrganiserFixtures } from './app-routes.js';

// Issue 13's guard: every route of the app, in a realistic state, must fit the screen at 360 and
// 1280 px, keep a landing page's first pathway button (a create step's primary button, the front
// page's first way in) on the first screen with the heading, and pass axe. One test
// per route, for both widths; the routes are in app-routes.ts. It sets its own widths, so it runs in
// the desktop project only.

test.describe.configure({ mode: 'parallel' });

const NO_FIXTURES: OrganiserFixtures = { organiserId: '', card: '', pgc: '', bulk: '', delivered: '', recipientToken: '', editToken: '' };

// The organiser and their collections are made once per worker, not once per route.
let organiser: Promise<{ fixtures: OrganiserFixtures; cookies: Cookie[] }> | undefined;

async function makeOrganiser(browser: Browser, baseURL: string): Promise<{ fixtures: OrganiserFixtures; cookies: Cookie[] }> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signUp(page, { market: 'US' });
    const me = (await (await page.request.get('/api/account/me')).json()) as { organiser: { guid: string } };
    const card = await createCardCollection(page, 'Robin is moving on');
    const signed = await page.request.post('/api/groupcard/StoreGroupCard', {
      data: { collection: card, from: 'Sam', comment: 'Good luck in the new job, Robin. We will miss the Friday quizzes!' },
    });
    expect(signed.status(), await signed.text()).toBeLessThan(300);
    const fixtures = { organiserId: me.organiser.guid, card, pgc: await createPgc(page), bulk: await createBulkUpload(page), ...(await createDeliveredCard(page)) };
    return { fixtures, cookies: await context.cookies() };
  } finally {
    await context.close();
  }
}

// The demo operator, signed in once per worker, with one contribution of its own to look at.
let operator: Promise<{ fixtures: Pick<OrganiserFixtures, 'supportPayment' | 'supportEmail'>; cookies: Cookie[] }> | undefined;

async function makeOperator(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const supportEmail = `guard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const supportPayment = await payThroughApi(page, US(1), supportEmail);
    await signInOperator(page);
    return { fixtures: { supportPayment, supportEmail }, cookies: await context.cookies() };
  } finally {
    await context.close();
  }
}

// The phone first, opened fresh at its width as a phone opens it; then the same page widened to the
// desktop. Axe runs once, on the phone layout: the desktop project's own specs already run it there.
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function checkRoute(page: Page, r: AppRoute, browser: Browser, baseURL: string): Promise<void> {
  let fixtures = NO_FIXTURES;
  if (r.organiser) {
    organiser ??= makeOrganiser(browser, baseURL);
    const made = await organiser;
    fixtures = made.fixtures;
    await page.context().addCookies(made.cookies);
  }
  if (r.operator) {
    operator ??= makeOperator(browser, baseURL);
    const made = await operator;
    fixtures = { ...NO_FIXTURES, ...made.fixtures };
    await page.context().addCookies(made.cookies);
  }
  if (r.storage) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    }, r.storage);
  }
  await page.setViewportSize(PHONE);
  await page.goto(r.url(fixtures));
  if (r.reach) await r.reach(page, fixtures);
  await expect(page.locator('h1').first()).toBeVisible();

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    await shot(page, `layout-${r.name}`, [size.width]);
    await expectNoHorizontalOverflow(page);
    if (r.firstScreen) {
      // The page's heading and its main control (a landing page's first pathway button, a create step's primary button).
      await expectOnFirstScreen(page, page.locator('#main h1').first(), `the heading of ${r.name} at ${size.width} px`);
      await expectOnFirstScreen(page, r.firstScreen(page), `the first-screen control of ${r.name} at ${size.width} px`);
    }
    if (size === PHONE) await expectNoAxeViolations(page);
  }
}

for (const r of APP_ROUTES) {
  // One page per worker, cleared before each route; journey storage comes from an init script the
  // page drops after the route (support/worker-page.ts, decisions 129 and 131).
  test(`${r.name} (${r.route}) fits 360 and 1280 px and passes axe`, async ({ page, browser, baseURL }) => {
    await checkRoute(page, r, browser, baseURL!);
  });
}

// The routes above are opened by address; a step reached by navigation must open at its top too
// (issue 30, decision 137). Each step's heading is in view, and focused, on arrival at 360 px, after
// the person has scrolled down the step before to reach its button.
const LONG_MESSAGE = Array.from({ length: 8 }, () => 'Thank you for the quizzes, the rescued deadlines and all the tea.').join(' ');

test.describe('steps reached by navigation open at their heading at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('landing → sign → finish', async ({ page }) => {
    await page.goto(`/contribute/${US(2)}`);
    await expect(page.locator('#main h1').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await expectHeadingInViewOnArrival(page, 'the sign step');
    await signMessage(page, 'Jo', LONG_MESSAGE);
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/pathway-complete$/);
    await expectHeadingInViewOnArrival(page, 'the finish');
  });

  test('landing → how much → payment details', async ({ page }) => {
    await page.goto(`/contribute/${US(1)}`);
    await expect(page.locator('#main h1').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await choosePathway(page, 'Chip in', CHIP_IN_MODAL, /\/how-much$/);
    await expectHeadingInViewOnArrival(page, 'how much');
    await fillDetails(page);
    await page.getByLabel('Amount').fill('25');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await expectHeadingInViewOnArrival(page, 'payment details');
  });
});

/** Path patterns in the web app's route files; relative ones belong to the absolute path before them. */
function routerPaths(): Set<string> {
  const src = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');
  const stepsFile = readFileSync(join(src, 'lib/journey/steps.ts'), 'utf8');
  const stepBlock = stepsFile.slice(stepsFile.indexOf('export const STEP'), stepsFile.indexOf('} as const'));
  const steps = new Map([...stepBlock.matchAll(/(\w+): '([^']*)'/g)].map((m) => [m[1]!, m[2]!]));
  const found = new Set<string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /routes\.tsx$/.test(f));
  for (const file of files) {
    const text = readFileSync(join(src, file), 'utf8');
    let base = '';
    for (const m of text.matchAll(/path: '([^']*)'|step\('([^']*)'|step\(STEP\.(\w+)|index: true/g)) {
      const path = m[1] ?? m[2] ?? (m[3] ? steps.get(m[3]) : undefined);
      if (path === undefined) {
        found.add(base);
      } else if (path.startsWith('/')) {
        base = path;
        found.add(path);
      } else {
        found.add(path === '*' && !base ? '*' : `${base}/${path}`);
      }
    }
  }
  return found;
}

test('the list names every route of the router, and only those', () => {
  const router = routerPaths();
  for (const redirect of REDIRECT_ROUTES) router.delete(redirect);
  const listed = new Set(APP_ROUTES.map((r) => r.route));
  expect([...router].filter((p) => !listed.has(p)), 'routes missing from e2e/tests/app-routes.ts').toEqual([]);
  expect([...listed].filter((p) => !router.has(p)), 'listed routes the router does not have').toEqual([]);
  expect(new Set(APP_ROUTES.map((r) => r.name)).size, 'route names are unique').toBe(APP_ROUTES.length);
});

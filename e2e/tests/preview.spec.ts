import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { createCardCollection, csrfHeaders, signUp } from '../support/organiser.js';
import { SIGN_MODAL, fillDetails, signMessage } from './contribute-helpers.js';

// The organiser's preview of the contributor screens (SPEC §2, decisions 069–070): the real screens
// under /preview/:id, posting firstpagediv / groupcarddiv / contributiondiv to the frame that embeds
// them, storing nothing and charging nothing.

const BANNER = 'Preview — nothing is saved';

async function previewToken(page: Page, guid: string): Promise<string> {
  const response = await page.request.post(`/api/organiser/collections/${guid}/preview-token`, { headers: await csrfHeaders(page) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** What a contributor or the organiser would see change if the preview had stored or charged anything. */
async function collectionState(page: Page, guid: string) {
  const details = (await (await page.request.get(`/api/contributions/contribution-details?collection=${guid}`)).json()) as {
    joinedSofar: number;
    soFarCollected: number;
  };
  const card = (await (await page.request.get(`/api/groupcard/GetGroupCard?collection=${guid}`)).json()) as { messages: unknown[] };
  return { joined: details.joinedSofar, collected: details.soFarCollected, messages: card.messages.length };
}

/** Records every write the pages make to the API (a preview must make none). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

/**
 * A page on the app's own origin that embeds the preview, as the organiser's dashboard does, and
 * records the messages its iframe posts.
 */
async function openHostPage(page: Page, src: string): Promise<void> {
  await page.route('**/e2e-preview-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Preview host</title></head><body>
        <main><h1>Preview host</h1><iframe id="preview" title="Preview" style="width:100%;height:900px" src="${src}"></iframe></main>
        <script>
          window.previewMessages = [];
          window.addEventListener('message', (event) => {
            if (event.source !== document.getElementById('preview').contentWindow) return;
            window.previewMessages.push({ origin: event.origin, data: event.data });
          });
        </script></body></html>`,
    }),
  );
  await page.goto('/e2e-preview-host');
}

async function messages(page: Page): Promise<{ origin: string; data: { name: string; step: string; height: number; source: string } }[]> {
  return page.evaluate(() => (window as unknown as { previewMessages: never[] }).previewMessages);
}

async function expectMessage(page: Page, name: string, step: string): Promise<void> {
  await expect.poll(async () => (await messages(page)).some((m) => m.data.name === name && m.data.step === step)).toBe(true);
}

test.describe('organiser preview', () => {
  test('embedded, the preview posts firstpagediv, groupcarddiv and contributiondiv and stores nothing', async ({ page, baseURL }) => {
    await signUp(page);
    const guid = await createCardCollection(page, 'Preview walk');
    const token = await previewToken(page, guid);
    const before = await collectionState(page, guid);
    const writes = recordWrites(page);

    await openHostPage(page, `/preview/${guid}?token=${encodeURIComponent(token)}`);
    const frame = page.frameLocator('#preview');
    await expect(frame.getByText(BANNER)).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expectMessage(page, 'firstpagediv', '');

    // Inside an iframe preview the loader modal shows (SPEC §2).
    // The modal is short-lived: record every dialog text as it appears, as choosePathway does.
    const inner = page.frames().find((f) => f.url().includes('/preview/'));
    if (!inner) throw new Error('the preview frame is not loaded');
    await inner.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenDialogs: string[] }).seenDialogs = seen;
      new MutationObserver(() => {
        document.querySelectorAll('[role="alertdialog"]').forEach((dialog) => seen.push(dialog.textContent ?? ''));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await frame.getByRole('button', { name: 'Sign & chip in', exact: true }).click();
    await expect(frame.getByRole('heading', { name: /sign/i, level: 1 })).toBeVisible();
    expect(await inner.evaluate(() => (window as unknown as { seenDialogs: string[] }).seenDialogs.join('\n'))).toMatch(SIGN_MODAL);
    await expectMessage(page, 'groupcarddiv', 'sign');

    await frame.getByLabel('Your name').fill('Preview Person');
    await frame.getByLabel('Your message').fill('This must never reach the card');
    await frame.getByRole('button', { name: 'Save message' }).click();
    // The amount screen asks the details too (decision 101).
    await expect(frame.getByLabel('First name')).toBeVisible();
    await expectMessage(page, 'contributiondiv', 'how-much');

    await frame.getByLabel('Amount').fill('25');
    await frame.getByLabel('First name').fill('Pat');
    await frame.getByLabel('Last name').fill('Preview');
    await frame.getByLabel('Email address').fill('pat@example.test');
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expect(frame.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expectMessage(page, 'contributiondiv', 'payment-details');

    await frame.getByLabel('ZIP code').fill('62701');
    await frame.getByLabel('I accept the terms and conditions').check();
    await frame.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(frame.getByText('Preview: no payment was taken.', { exact: false })).toBeVisible();

    // Every message came from the app's own origin, with the shape the contract documents.
    const all = await messages(page);
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const m of all) {
      expect(m.origin).toBe(new URL(baseURL!).origin);
      expect(m.data.source).toBe('groupgift-preview');
      expect(m.data.height).toBeGreaterThan(0);
    }
    // Nothing stored, nothing charged: no write reached the API and the collection is unchanged.
    expect(writes).toEqual([]);
    expect(await collectionState(page, guid)).toEqual(before);
    const stored = await page.frames().find((f) => f.url().includes('/preview/'))!.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'gg:journey-keys'));
    expect(stored.filter((k) => /collection|payment-details|message-draft|saved-details/.test(k))).toEqual([]);
  });

  test('the collection page embeds the preview frame: steps, fitted height, messages from its own iframe @phone', async ({ page }) => {
    await signUp(page);
    const guid = await createCardCollection(page, 'Preview on the dashboard');
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const seen: unknown[] = [];
      (window as unknown as { previewMessages: unknown[] }).previewMessages = seen;
      window.addEventListener('message', (event) => {
        if (event.data?.source === 'groupgift-preview') seen.push({ origin: event.origin, data: event.data });
      });
    });
    const writesBefore = await collectionState(page, guid);

    await page.goto(`/dashboard/collections/${guid}?tab=preview`);
    const iframe = page.getByTitle('Preview of the contributor screens');
    await expect(iframe).toBeVisible();
    expect(await iframe.getAttribute('src')).toMatch(new RegExp(`^/preview/${guid}\\?token=`));
    const frame = page.frameLocator('iframe[title="Preview of the contributor screens"]');
    await expect(frame.getByText(BANNER)).toBeVisible();
    await expectMessage(page, 'firstpagediv', '');
    // The frame takes the height the landing page reported, so the page shows without a scrollbar.
    const reported = (await messages(page)).filter((m) => m.data.name === 'firstpagediv').at(-1)!.data.height;
    await expect.poll(async () => Math.round((await iframe.boundingBox())!.height)).toBe(Math.max(480, reported));
    await expect(page.getByRole('button', { name: 'Landing' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(frame.getByRole('heading', { name: /sign/i, level: 1 })).toBeVisible();
    await expectMessage(page, 'groupcarddiv', 'sign');
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'How much' }).click();
    await expect(frame.getByLabel('Amount')).toBeVisible();
    await expectMessage(page, 'contributiondiv', 'how-much');
    await expectNoAxeViolations(page);

    // Straight to the payment step: shown with a sample amount, not bounced back to how much.
    await page.getByRole('button', { name: 'Payment details' }).click();
    await expect(frame.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expectMessage(page, 'contributiondiv', 'payment-details');
    await expect(page.getByRole('button', { name: 'Payment details' })).toHaveAttribute('aria-pressed', 'true');
    expect(await collectionState(page, guid)).toEqual(writesBefore);
  });

  test('in its own tab the preview shows no loader modals and passes axe on every step', async ({ page }) => {
    await signUp(page);
    const guid = await createCardCollection(page, 'Preview tab');
    const before = await collectionState(page, guid);
    const writes = recordWrites(page);

    // The organiser's session opens the preview without a token.
    await page.goto(`/preview/${guid}`);
    await expect(page.getByText(BANNER)).toBeVisible();
    await expectNoAxeViolations(page);

    const dialogs: string[] = [];
    page.on('console', () => undefined);
    await page.exposeFunction('sawDialog', (text: string) => dialogs.push(text));
    await page.evaluate(() =>
      new MutationObserver(() => {
        document.querySelectorAll('[role="alertdialog"]').forEach((d) => (window as unknown as { sawDialog: (t: string) => void }).sawDialog(d.textContent ?? ''));
      }).observe(document.body, { childList: true, subtree: true }),
    );
    await page.getByRole('button', { name: 'Sign & chip in', exact: true }).click();
    await page.waitForURL(new RegExp(`/preview/${guid}/sign$`));
    expect(dialogs).toEqual([]);
    await expect(page.getByText(BANNER)).toBeVisible();
    await expectNoAxeViolations(page);

    await signMessage(page, 'Preview Person', 'Not stored');
    await page.getByRole('button', { name: 'Save message' }).click();
    await page.waitForURL(/\/how-much$/);
    await expectNoAxeViolations(page);
    await fillDetails(page, 'Pat', 'Preview', 'pat@example.test');
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment-details$/);
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the start goes to the preview's landing page, not the real invitation.
    await page.goto(`/preview/${guid}/card-review`);
    await expect(page.getByRole('heading', { name: 'That is the end of the preview' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the invitation' }).click();
    await page.waitForURL(new RegExp(`/preview/${guid}$`));

    expect(writes).toEqual([]);
    expect(await collectionState(page, guid)).toEqual(before);
  });

  test('an anonymous visitor, or an invalid token, is sent to log in', async ({ page, browser }) => {
    await signUp(page);
    const guid = await createCardCollection(page, 'Preview refused');
    const token = await previewToken(page, guid);

    const anonymous = await browser.newContext();
    const stranger = await anonymous.newPage();
    await stranger.goto(`/preview/${guid}`);
    await stranger.waitForURL(/\/login\?next=/);
    expect(new URL(stranger.url()).searchParams.get('next')).toBe(`/preview/${guid}`);
    await expect(stranger.getByText(BANNER)).toHaveCount(0);

    await stranger.goto(`/preview/${guid}?token=${encodeURIComponent(`${token}x`)}`);
    await stranger.waitForURL(/\/login\?next=/);

    // The genuine token opens it without a session.
    await stranger.goto(`/preview/${guid}?token=${encodeURIComponent(token)}`);
    await expect(stranger.getByText(BANNER)).toBeVisible();
    await anonymous.close();
  });
});

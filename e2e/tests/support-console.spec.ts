import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { expectNoHorizontalOverflow } from '../support/layout-checks.js';
import { DEMO_OPERATOR, payThroughApi } from '../support/operator.js';
import { signUp } from '../support/organiser.js';
import { shot } from '../support/shots.js';
import { US } from './contribute-helpers.js';

// Issue 35's "done when": a support user signs in, finds a contributor's payment by their email,
// resends its receipt (the captured mail arrives), and the audit log shows who did it and why.
// Tagged @phone, so the phone project runs the same at 360 px.

async function receiptsTo(page: Page, email: string): Promise<number> {
  const response = await page.request.get('/dev/mail.json');
  const { mails } = (await response.json()) as { mails: { to: string; subject: string }[] };
  return mails.filter((m) => m.to.includes(email) && m.subject.startsWith('Your receipt for')).length;
}

test('a support user finds a payment by email, resends its receipt and sees it in the audit log @phone', async ({ page }) => {
  const email = `caller-${randomUUID().slice(0, 8)}@example.test`;
  const payment = await payThroughApi(page, US(1), email);
  await expect.poll(() => receiptsTo(page, email), { timeout: 20_000 }).toBe(1);

  await page.goto('/support');
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email address', { exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/support$/);

  await page.getByRole('searchbox', { name: /Email, id, guid/ }).fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await page.getByRole('link', { name: /Timeline of Pat Payer/ }).click();
  await page.waitForURL(`**/support/payments/${payment}`);
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Attempt started');
  await expect(timeline).toContainText('Mail contribution-receipt');
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Resend receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend receipt' });
  // Without a why nothing is sent.
  await dialog.getByRole('button', { name: 'Go ahead' }).click();
  await expect(dialog.getByText('Say why before you go ahead.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'support-resend-dialog', [page.viewportSize()!.width]);
  // The why names the caller: the phone and desktop runs share one audit log.
  const why = `${email} says the receipt never arrived`;
  await dialog.getByLabel(/Why/).fill(why);
  // A double click is one resend: the button is disabled while it runs and the key is the dialog's.
  await dialog.getByRole('button', { name: 'Go ahead' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Done: Resend receipt.' })).toBeVisible();
  await expect.poll(() => receiptsTo(page, email), { timeout: 20_000 }).toBe(2);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.waitForURL(/\/support\/audit$/);
  const entry = page.getByTestId('audit-list').getByRole('listitem').filter({ hasText: why });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Resend receipt');
  await expect(entry).toContainText(DEMO_OPERATOR.email);
  await expect(entry).toContainText('Done');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'support-audit-entry', [page.viewportSize()!.width]);
  await expectNoAxeViolations(page);
  // Still exactly one resend after all that.
  expect(await receiptsTo(page, email)).toBe(2);
});

test('an organiser who is not an operator is told the console is not for them', async ({ page }) => {
  await signUp(page);
  await page.goto('/support/audit');
  await expect(page.getByRole('heading', { name: 'This is for the support team' })).toBeVisible();
  expect((await page.request.get('/api/support/audit')).status()).toBe(403);
});

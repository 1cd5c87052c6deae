import type { Page } from '@playwright/test';
import { expect, test } from '../support/worker-page.js';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe.js';
import { enterCard } from '../support/payment-step.js';
import { createCollectionThroughApi, signUp } from '../support/organiser.js';

// Issue 5, bulk upload of payees: a brand-new organiser, a Bulk Gifts collection of their own, a file
// with errors, the corrected file, the totals, the kept document, and the payment through to the received page.

const WITH_ERRORS = [
  'First name,Last name,Email,Amount',
  'Ada,Lovelace,ada@example.com,25.00',
  ',Smith,not-an-email,12.345',
  'Cher,,ada@example.com,-3',
].join('\r\n');

const CORRECTED = [
  'First name,Last name,Email,Amount',
  'Ada,Lovelace,ada@example.com,25.00',
  'Bo,Smith,bo@example.com,12.35',
  'Cher,,cher@example.com,30',
].join('\r\n');

type Market = 'AU' | 'US';

/** A brand-new organiser (the page's browser is then signed in) with a Bulk Gifts collection of their own. */
async function organiserWithBulkCollection(page: Page, market: Market): Promise<string> {
  await signUp(page, { market });
  return createCollectionThroughApi(page, {
    setupType: 'Bulk Gifts',
    market,
    recipientName: 'Support team',
    title: 'Team thank-you gifts',
    closeDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

const uploadStatus = (page: Page) => page.getByRole('status', { name: 'Upload status' });

test('an organiser uploads payees, fixes the file, sees the totals, downloads it again and goes on to pay', async ({ page }) => {
  // Two uploads, a download, a payment and five axe scans: more than the default budget on a busy machine.
  const guid = await organiserWithBulkCollection(page, 'AU');
  await page.goto(`/bulkupload/${guid}/payee-details`);
  await expect(page.getByRole('heading', { name: 'Payee details', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Payee details/);
  await expect(page.getByText('Amounts are in Australian dollars (AUD).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute('download', 'payees-template.csv');
  await expectNoAxeViolations(page);

  await chooseFile(page, 'team.csv', WITH_ERRORS);
  await expect(uploadStatus(page)).toContainText('Upload complete');
  await expect(page.getByTestId('valid-count')).toHaveText('1');
  await expect(page.getByTestId('error-count')).toHaveText('2');
  const table = page.getByRole('table', { name: 'Payees in the file, with the problems found in each row' });
  for (const message of ['This field is required', 'Must be a valid email address', 'Must be rounded to 2 decimal places', 'Must be a number', 'This email address appears more than once in the file']) {
    await expect(table.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expect(page.getByText('Every row must be valid before you can pay.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Hold the server's answer so the "being processed" state is visible once the bytes are sent.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bulk-upload/*/file', async (route) => {
    await held;
    await route.continue();
  });
  await chooseFile(page, 'team-corrected.csv', CORRECTED);
  await expect(uploadStatus(page)).toContainText(/Uploading|Upload is being processed/);
  release();
  await expect(uploadStatus(page)).toContainText('Upload complete');
  await page.unroute('**/api/bulk-upload/*/file');

  await expect(page.getByTestId('error-count')).toHaveText('0');
  await expect(page.getByTestId('valid-count')).toHaveText('3');
  await expect(page.getByTestId('subtotal')).toHaveText('$67.35');
  await expect(page.getByTestId('fee')).toHaveText('$3.37');
  await expect(page.getByTestId('total')).toHaveText('$70.72');
  await expect(page.getByText('Bulk gift fee (5%)')).toBeVisible();
  // SPEC §5 name rule: Cher's missing last name is ".".
  await expect(table.getByRole('row').filter({ hasText: 'cher@example.com' })).toContainText('.');
  await expectNoAxeViolations(page);

  // Both files are kept; the newest downloads byte for byte.
  const documents = page.getByRole('region', { name: 'Previously uploaded files' });
  await expect(documents.getByRole('link')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: 'Download team-corrected.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('team-corrected.csv');
  expect(await readFile(await download.path(), 'utf8')).toBe(CORRECTED);

  // The organiser payment screen (/payment/:id?bulkpayment=true) takes over from here.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(new RegExp(`/payment/${guid}\\?bulkpayment=true$`));
  const state = await page.request.get(`/api/bulk-upload/${guid}`);
  expect(((await state.json()) as { upload: { status: string } }).upload.status).toBe('awaiting_payment');
  await expect(page.getByRole('heading', { name: 'Pay for your bulk upload', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await enterCard(page, undefined, 'Olive Organiser');
  await page.getByTestId('pay-button').click();

  // The received page says so only once the server has the upload paid.
  await page.waitForURL(new RegExp(`/payment/bulkupload-received\\?id=${guid}$`));
  await expect(page.getByRole('heading', { name: 'Thank you, your payment has been received', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Bulk upload payment received/);
  await expect(page.getByText('$70.72')).toBeVisible();
  const paid = await page.request.get(`/api/bulk-upload/${guid}`);
  expect(((await paid.json()) as { upload: { status: string } }).upload.status).toBe('paid');
  await expectNoAxeViolations(page);
});

test('a file the browser refuses whole never reaches the server @phone', async ({ page }) => {
  const guid = await organiserWithBulkCollection(page, 'US');
  await page.goto(`/bulkupload/${guid}/payee-details`);
  await expect(page.getByText('Amounts are in US dollars (USD).')).toBeVisible();
  await chooseFile(page, 'empty.csv', 'First name,Last name,Email,Amount\r\n');
  await expect(uploadStatus(page)).toContainText('Upload failed, with error The file has no payees');

  // On a phone each payee is a card whose errors sit under the value.
  await chooseFile(page, 'team.csv', WITH_ERRORS);
  await expect(uploadStatus(page)).toContainText('Upload complete');
  const badRow = page.getByRole('row').filter({ hasText: 'not-an-email' });
  await expect(badRow.getByText('Must be a valid email address')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('another organiser cannot open the upload page of a collection that is not theirs', async ({ page, browser }) => {
  const guid = await organiserWithBulkCollection(page, 'US');
  const other = await browser.newPage();
  await organiserWithBulkCollection(other, 'US');
  await other.goto(`/bulkupload/${guid}/payee-details`);
  await other.waitForURL(/\/errors\/404$/);
  await other.close();
});

test('a signed-out visitor is sent to log in and back', async ({ page }) => {
  const path = '/bulkupload/10000000-0000-4000-8000-000000000007/payee-details';
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
});

import { expect, test } from '../support/worker-page.js';
import { SIGN_MODAL, US, checkA11y, choosePathway, openInvitation } from './contribute-helpers.js';

test.describe('Magic Message Writer', () => {
  test('the writer is on the sign page from its first HTML: nothing is asked and nothing moves, on arrival or after a reload @phone', async ({ page }) => {
    // This server runs the writer, so the page's settings say it is on and the server draws it with
    // the page (decision 179): it is never revealed late, so the form below it never moves.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('check-if-magic-writer-service-available')) checks.push(request.url());
    });
    const option = page.getByRole('radio', { name: 'Message and picture' });
    const writer = page.getByRole('button', { name: /Magic Message Writer/ });

    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await expect(writer).toBeVisible();
    const first = (await option.boundingBox())!.y;
    await page.reload();
    await expect(writer).toBeVisible();
    // Measured once the app owns the page (it redraws a drawn step for a browser with a journey stored).
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready');
    expect((await option.boundingBox())!.y).toBe(first);
    expect(checks).toEqual([]);

    // The first HTML of the sign page carries the writer itself, visible.
    const html = await (await page.request.get(`/contribute/${US(2)}/sign`)).text();
    expect(html).toMatch(/<aside [^>]*class="magic-writer"/);
    // (The class is named in the page's inlined styles; no element carries it.)
    expect(html).not.toMatch(/class="[^"]*magic-writer--pending/);
  });

  test('write a message with the writer, insert it, sign, and see it on the card', async ({ page }) => {
    await openInvitation(page, US(2));
    await choosePathway(
      page,
      'Sign card',
      SIGN_MODAL,
      /\/contribute\/10000000-0000-4000-8000-000000000002\/sign$/,
    );

    await page.getByRole('button', { name: /Magic Message Writer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Magic Message Writer' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/Who is the card for/).fill('Priya');
    await dialog.getByLabel('Occasion').selectOption({ label: 'Farewell' });
    await dialog.getByLabel('They are my…').selectOption({ label: 'Colleague' });
    await dialog.getByRole('radio', { name: 'Warm' }).click();
    await dialog.getByRole('radio', { name: 'Short' }).click();
    await dialog.getByRole('button', { name: 'Write a message' }).click();

    const suggestion = dialog.locator('.magic-writer__text');
    await expect(suggestion).toContainText('Priya');
    await checkA11y(page);

    const first = (await suggestion.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Another one' }).click();
    await expect(suggestion).not.toHaveText(first);
    const chosen = ((await suggestion.textContent()) ?? '').trim();
    expect(chosen).toContain('Priya');

    await dialog.getByRole('button', { name: 'Use this message' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Your message')).toHaveValue(chosen);

    await page.getByLabel('Your name').fill('Robin');
    await page.getByRole('button', { name: 'Save message' }).click();
    // Sign card goes straight to the finish (decision 101); the message is on the card.
    await page.waitForURL(/\/pathway-complete$/);
    const card = (await (await page.request.get(`/api/groupcard/GetGroupCard?collection=${US(2)}`)).json()) as { messages: { comment: string }[] };
    expect(card.messages.map((m) => m.comment)).toContain(chosen);
  });

  test("improve fixes the contributor's own spelling and keeps their words", async ({ page }) => {
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await page.getByLabel('Your message').fill('i will definately miss you priya');
    await page.getByRole('button', { name: /Magic Message Writer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Magic Message Writer' });
    await dialog.getByRole('button', { name: 'Improve my message' }).click();
    await expect(dialog.locator('.magic-writer__text')).toHaveText('I will definitely miss you priya.');
    await dialog.getByRole('button', { name: 'Use this message' }).click();
    await expect(page.getByLabel('Your message')).toHaveValue('I will definitely miss you priya.');
  });

  test('a random fact can be read and replaced', async ({ page }) => {
    await openInvitation(page, US(2));
    await choosePathway(page, 'Sign card', SIGN_MODAL, /\/sign$/);
    await page.getByRole('button', { name: /Magic Message Writer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Magic Message Writer' });
    await dialog.getByRole('button', { name: 'Tell me a random fact' }).click();
    const fact = dialog.locator('.magic-writer__fact-text');
    await expect(fact).toContainText('Did you know?');
    const first = await fact.textContent();
    await dialog.getByRole('button', { name: 'Another fact' }).click();
    await expect(fact).not.toHaveText(first ?? '');
  });
});

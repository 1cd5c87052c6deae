import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const E2E_ORGANISER_PASSWORD = 'e2e organiser password';

/**
 * Signs a brand-new organiser up through the real API from the page's browser context, so the page
 * is signed in afterwards (the session and CSRF cookies land in the context's cookie jar).
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
  expect(response.status(), await response.text()).toBe(201);
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

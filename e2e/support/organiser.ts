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

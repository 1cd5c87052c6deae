import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, sessionResponseSchema } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';

export const TEST_ORGANISER_PASSWORD = 'correct horse battery staple';

export type SignedUpOrganiser = {
  organiser: { id: number; guid: string; email: string };
  headers: { cookie: string; 'x-csrf-token': string };
};

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]!).join('; ');
}

/**
 * Signs a brand-new organiser up through the real endpoint and returns the headers that make
 * `app.inject` calls theirs (session cookie + CSRF header, as the web app sends them).
 */
export async function signUpOrganiser(
  app: FastifyInstance,
  input: { email?: string; market?: 'AU' | 'US'; firstName?: string; lastName?: string } = {},
): Promise<SignedUpOrganiser> {
  const email = input.email ?? `organiser-${randomUUID()}@example.test`;
  const response = await app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.signUp,
    // Each sign-up from its own documentation-range address, so a file that signs many organisers
    // up never meets the per-address account rate limit meant for real clients.
    headers: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}` },
    payload: {
      firstName: input.firstName ?? 'Olive',
      lastName: input.lastName ?? 'Organiser',
      email,
      password: TEST_ORGANISER_PASSWORD,
      passwordConfirmation: TEST_ORGANISER_PASSWORD,
      market: input.market ?? 'US',
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`signUpOrganiser: sign-up answered ${response.statusCode} ${response.body}`);
  }
  const body = sessionResponseSchema.parse(response.json());
  return {
    organiser: { id: body.organiser.id, guid: body.organiser.guid, email: body.organiser.email },
    headers: { cookie: cookieHeader(response.headers['set-cookie']), 'x-csrf-token': body.csrfToken },
  };
}

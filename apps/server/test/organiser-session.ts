import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, sessionResponseSchema } from '@groupgift/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../src/db/schema/email-outbox';

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

/** The token of the newest sign-up link queued for an address (decision 097), read from the outbox. */
export async function signUpLinkToken(app: FastifyInstance, email: string): Promise<string | null> {
  const [mail] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.template, 'sign-up-confirm')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) return null;
  return new URL((mail.payload as { confirmUrl: string }).confirmUrl).searchParams.get('token');
}

/**
 * Signs a brand-new organiser up through the real endpoints, as a person would (the form, then the
 * emailed link), and returns the headers that make `app.inject` calls theirs (session cookie + CSRF
 * header, as the web app sends them).
 */
export async function signUpOrganiser(
  app: FastifyInstance,
  input: { email?: string; market?: 'AU' | 'US'; firstName?: string; lastName?: string } = {},
): Promise<SignedUpOrganiser> {
  const email = input.email ?? `organiser-${randomUUID()}@example.test`;
  // Each sign-up from its own documentation-range address, so a file that signs many organisers
  // up never meets the per-address account rate limit meant for real clients.
  const remoteAddress = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  const started = await app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.signUp,
    remoteAddress,
    payload: {
      firstName: input.firstName ?? 'Olive',
      lastName: input.lastName ?? 'Organiser',
      email,
      password: TEST_ORGANISER_PASSWORD,
      passwordConfirmation: TEST_ORGANISER_PASSWORD,
      market: input.market ?? 'US',
    },
  });
  if (started.statusCode !== 202) {
    throw new Error(`signUpOrganiser: sign-up answered ${started.statusCode} ${started.body}`);
  }
  const token = await signUpLinkToken(app, email);
  if (!token) throw new Error(`signUpOrganiser: no sign-up link was queued for ${email}`);
  const response = await app.inject({ method: 'POST', url: ACCOUNT_PATHS.confirmSignUp, remoteAddress, payload: { token } });
  if (response.statusCode !== 201) {
    throw new Error(`signUpOrganiser: confirming answered ${response.statusCode} ${response.body}`);
  }
  const body = sessionResponseSchema.parse(response.json());
  return {
    organiser: { id: body.organiser.id, guid: body.organiser.guid, email: body.organiser.email },
    headers: { cookie: cookieHeader(response.headers['set-cookie']), 'x-csrf-token': body.csrfToken },
  };
}

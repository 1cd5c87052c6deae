import { ACCOUNT_PATHS, CSRF_COOKIE } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieHeader, signUpLinkToken, signUpOrganiser, TEST_ORGANISER_PASSWORD } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';
import { organisers } from '../../db/schema/organisers';
import { SESSION_COOKIE } from '../../plugins/auth';

const { app, db } = useTestApp();

const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'a long enough password',
  passwordConfirmation: 'a long enough password',
  market: 'AU',
  ...overrides,
});

/** Signs up and opens the emailed link (decision 097): the confirmation is what signs the organiser in. */
async function signUpAndConfirm(email: string, overrides: Record<string, unknown> = {}) {
  const started = await app().inject({ method: 'POST', url: ACCOUNT_PATHS.signUp, payload: signUpBody(email, overrides) });
  expect(started.statusCode).toBe(202);
  const token = await signUpLinkToken(app(), email);
  return app().inject({ method: 'POST', url: ACCOUNT_PATHS.confirmSignUp, payload: { token } });
}

async function logIn(email: string, password: string) {
  return app().inject({ method: 'POST', url: ACCOUNT_PATHS.logIn, payload: { email, password } });
}

describe('organiser accounts', () => {
  it('signs up, sets an httpOnly Lax session cookie and a readable CSRF cookie, and knows who is signed in', async () => {
    const response = await signUpAndConfirm('Ada@Example.test');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.organiser).toMatchObject({ email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', market: 'AU' });
    expect(body.organiser).not.toHaveProperty('passwordHash');
    const cookies = response.cookies;
    const session = cookies.find((c) => c.name === SESSION_COOKIE)!;
    const csrf = cookies.find((c) => c.name === CSRF_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.value).toBe(body.csrfToken);

    const me = await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers: { cookie: cookieHeader(response.headers['set-cookie']) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().organiser.email).toBe('ada@example.test');
  });

  it('stores the password only as an argon2id hash', async () => {
    const password = 'a long enough password';
    const response = await signUpAndConfirm('hashed@example.test', { password, passwordConfirmation: password });
    expect(response.statusCode).toBe(201);
    const [row] = await db().handle.db.select().from(organisers).where(eq(organisers.email, 'hashed@example.test'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);
    // The stored hash is the one log-in checks against.
    expect((await logIn('hashed@example.test', password)).statusCode).toBe(200);
  });

  it('gives field errors in the catalogue wording', async () => {
    const response = await app().inject({
      method: 'POST',
      url: ACCOUNT_PATHS.signUp,
      payload: signUpBody('not-an-email', { firstName: ' ', password: 'short', passwordConfirmation: 'different' }),
    });
    expect(response.statusCode).toBe(400);
    const fieldErrors = response.json().error.details.fieldErrors;
    expect(fieldErrors.firstName).toEqual(['This field is required']);
    expect(fieldErrors.email).toEqual(['Must be a valid email address']);
    expect(fieldErrors.password).toEqual(['Min 8 characters']);
    expect(fieldErrors.passwordConfirmation).toEqual(['Password confirmation should match password']);
  });

  it('answers a wrong password and an unknown email with the same wording', async () => {
    const { organiser } = await signUpOrganiser(app());
    const wrongPassword = await logIn(organiser.email, 'not the password');
    const unknownEmail = await logIn('nobody@example.test', TEST_ORGANISER_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'unauthorized', message: 'Email and password do not match our records' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('logs in with any case of the email, and logs out ending the session on the server', async () => {
    const { organiser, headers: signUpHeaders } = await signUpOrganiser(app());
    const login = await logIn(organiser.email.toUpperCase(), TEST_ORGANISER_PASSWORD);
    expect(login.statusCode).toBe(200);
    const headers = { cookie: cookieHeader(login.headers['set-cookie']), 'x-csrf-token': login.json().csrfToken };
    // Each log-in is its own session: the sign-up one still works until it is logged out.
    expect((await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers: signUpHeaders })).statusCode).toBe(200);

    const withoutCsrf = await app().inject({ method: 'POST', url: ACCOUNT_PATHS.logOut, headers: { cookie: headers.cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
    const logout = await app().inject({ method: 'POST', url: ACCOUNT_PATHS.logOut, headers });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    // The old cookie, replayed, no longer names a session.
    const me = await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toEqual({ code: 'unauthorized', message: 'Your session has expired. Please log in again.' });
  });

  it('answers 401 to me when signed out, and logging out signed out is harmless', async () => {
    expect((await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me })).statusCode).toBe(401);
    expect((await app().inject({ method: 'POST', url: ACCOUNT_PATHS.logOut })).statusCode).toBe(204);
  });
});

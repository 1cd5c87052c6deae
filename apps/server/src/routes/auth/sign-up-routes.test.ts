import { ACCOUNT_PATHS } from '@groupgift/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieHeader,
  signUpLinkToken,
  signUpOrganiser,
  TEST_ORGANISER_PASSWORD,
} from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';
import { emailOutbox } from '../../db/schema/email-outbox';
import { organisers } from '../../db/schema/organisers';
import { signUpRequests } from '../../db/schema/sign-up-requests';
import { renderTemplate } from '../../../test/render-mail-for-test';

const { app, db } = useTestApp();
const STRONG = 'kettle orbit lantern 42';
const WEAK = 'This password is too easy to guess. Add a few words or use a longer phrase.';

let address = 0;
// Each call from its own address, so the per-address and per-account limits stay out of the way.
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app().inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `198.51.100.${(address += 1) % 250}`,
  });

const signUpBody = (email: string, password = STRONG) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password,
  passwordConfirmation: password,
  market: 'AU',
});

const mailsTo = (email: string) =>
  db().handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
const requestsFor = (email: string) =>
  db().handle.db.select().from(signUpRequests).where(eq(signUpRequests.email, email));
const accountOf = async (email: string) =>
  (await db().handle.db.select().from(organisers).where(eq(organisers.email, email)))[0];

describe('sign-up', () => {
  it('answers 202 and emails a link; the account exists and is signed in only once the link is used', async () => {
    const started = await post(ACCOUNT_PATHS.signUp, signUpBody('New.Person@Example.test'));
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ accepted: true });
    expect(started.headers['set-cookie']).toBeUndefined();
    expect(await accountOf('new.person@example.test')).toBeUndefined();

    const [mail] = await mailsTo('new.person@example.test');
    expect(mail).toMatchObject({ template: 'sign-up-confirm', subject: 'Finish creating your account' });
    const text = (await renderTemplate(mail!.template, mail!.payload)).text;
    expect(text).toMatch(/Finish creating your account http:\/\/localhost(:\d+)?\/signup\/confirm\?token=/);
    expect(text).toContain('expires in 24 hours');

    const token = (await signUpLinkToken(app(), 'new.person@example.test'))!;
    const confirmed = await post(ACCOUNT_PATHS.confirmSignUp, { token });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().organiser).toMatchObject({
      email: 'new.person@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      market: 'AU',
    });
    expect(confirmed.json().organiser).not.toHaveProperty('passwordHash');
    const session = confirmed.cookies.find((c) => c.name === 'gg_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(confirmed.cookies.find((c) => c.name === 'gg_csrf')!.value).toBe(confirmed.json().csrfToken);
    const me = await app().inject({
      method: 'GET',
      url: ACCOUNT_PATHS.me,
      headers: { cookie: cookieHeader(confirmed.headers['set-cookie']) },
    });
    expect(me.json().organiser.email).toBe('new.person@example.test');

    // Only the argon2id hash is kept, the pending sign-up is gone, and the password logs in.
    const account = (await accountOf('new.person@example.test'))!;
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account.passwordHash).not.toContain(STRONG);
    expect(await requestsFor('new.person@example.test')).toEqual([]);
    expect(
      (await post(ACCOUNT_PATHS.logIn, { email: 'new.person@example.test', password: STRONG })).statusCode,
    ).toBe(200);

    // The link works once.
    const again = await post(ACCOUNT_PATHS.confirmSignUp, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fieldErrors.token[0]).toMatch(/expired or has already been used/);
  });

  it('answers an address that has an account exactly as a new one, mails its owner, and changes nothing', async () => {
    const { organiser, headers } = await signUpOrganiser(app(), {
      email: 'owner@example.test',
      firstName: 'Olwen',
    });
    const taken = await post(
      ACCOUNT_PATHS.signUp,
      signUpBody('OWNER@example.test', 'an intruder chose this one'),
    );
    const fresh = await post(
      ACCOUNT_PATHS.signUp,
      signUpBody('fresh@example.test', 'an intruder chose this one'),
    );
    for (const response of [taken, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    // The owner hears about it; no new sign-up link was made for their address (one mail: their own sign-up's).
    const [note] = await db()
      .handle.db.select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, organiser.email), eq(emailOutbox.template, 'sign-up-existing-account')),
      );
    expect(note!.subject).toBe('Someone tried to create an account with your email');
    const text = (await renderTemplate(note!.template, note!.payload)).text;
    expect(text).toContain('Hi Olwen,');
    expect(text).toMatch(/Log in http:\/\/localhost(:\d+)?\/login/);
    expect(text).toMatch(/Reset your password http:\/\/localhost(:\d+)?\/forgot-password/);
    expect((await mailsTo(organiser.email)).filter((m) => m.template === 'sign-up-confirm')).toHaveLength(1);
    expect(await requestsFor(organiser.email)).toEqual([]);

    // The password and the session are the owner's as before.
    expect(
      (await post(ACCOUNT_PATHS.logIn, { email: organiser.email, password: 'an intruder chose this one' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(ACCOUNT_PATHS.logIn, { email: organiser.email, password: TEST_ORGANISER_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers })).statusCode).toBe(200);
  });

  it.each([
    ['password', 'password'],
    ['12345678', '12345678'],
    ['eight spaces', '        '],
    ['the own email', 'ada.byron@example.test'],
    ['the own name and a year', 'Lovelace1815'],
  ])('refuses %s with 400 naming the password field, and mails nobody', async (_name, password) => {
    const email = 'ada.byron@example.test';
    const response = await post(ACCOUNT_PATHS.signUp, signUpBody(email, password));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    const [message] = response.json().error.details.fieldErrors.password as string[];
    expect(message!.startsWith(WEAK)).toBe(true);
    expect(await mailsTo(email)).toEqual([]);
    expect(await requestsFor(email)).toEqual([]);
  });

  it("says why in zxcvbn's words when it knows", async () => {
    const response = await post(ACCOUNT_PATHS.signUp, signUpBody('why@example.test', 'password'));
    expect(response.json().error.details.fieldErrors.password).toEqual([
      `${WEAK} This is a heavily used password.`,
    ]);
  });

  it('accepts a passphrase of a few unrelated words', async () => {
    expect(
      (await post(ACCOUNT_PATHS.signUp, signUpBody('phrase@example.test', 'violet kangaroo teapot')))
        .statusCode,
    ).toBe(202);
  });

  it('refuses an expired link, and a link for an address that got an account meanwhile', async () => {
    await post(ACCOUNT_PATHS.signUp, signUpBody('late@example.test'));
    const late = (await signUpLinkToken(app(), 'late@example.test'))!;
    await db()
      .handle.db.update(signUpRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signUpRequests.email, 'late@example.test'));
    expect((await post(ACCOUNT_PATHS.confirmSignUp, { token: late })).statusCode).toBe(400);

    // Two sign-ups of one address: the first link used wins, the other is spent with it.
    await post(ACCOUNT_PATHS.signUp, signUpBody('twice@example.test', 'first choice of phrase'));
    const first = (await signUpLinkToken(app(), 'twice@example.test'))!;
    await post(ACCOUNT_PATHS.signUp, signUpBody('twice@example.test', 'second choice of phrase'));
    const second = (await signUpLinkToken(app(), 'twice@example.test'))!;
    expect((await post(ACCOUNT_PATHS.confirmSignUp, { token: second })).statusCode).toBe(201);
    expect((await post(ACCOUNT_PATHS.confirmSignUp, { token: first })).statusCode).toBe(400);
    expect(
      (await post(ACCOUNT_PATHS.logIn, { email: 'twice@example.test', password: 'second choice of phrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps only the hash of the link token', async () => {
    await post(ACCOUNT_PATHS.signUp, signUpBody('hashed-link@example.test'));
    const token = (await signUpLinkToken(app(), 'hashed-link@example.test'))!;
    const rows = await requestsFor('hashed-link@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

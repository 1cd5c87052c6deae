import { ACCOUNT_PATHS } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser, TEST_ORGANISER_PASSWORD } from '../../../test/organiser-session';
import { useTestApp } from '../../../test/use-test-app';
import { listOutbox } from '../../db/repositories/email-outbox-repository';
import { passwordResetTokens } from '../../db/schema/organiser-sessions';
import { renderTemplate } from '../../../test/render-mail-for-test';

const { app, db } = useTestApp();
const NEW_PASSWORD = 'a brand new password';

const post = (url: string, payload: Record<string, unknown>) => app().inject({ method: 'POST', url, payload });

async function mailsTo(email: string) {
  return (await listOutbox(db().handle.db)).filter((m) => m.toAddress === email);
}

async function requestResetToken(email: string): Promise<string> {
  const response = await post(ACCOUNT_PATHS.requestPasswordReset, { email });
  expect(response.statusCode).toBe(202);
  const [mail] = (await mailsTo(email)).filter((m) => m.template === 'password-reset').slice(-1);
  const { resetUrl } = mail!.payload as { resetUrl: string };
  expect(resetUrl).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=/);
  return new URL(resetUrl).searchParams.get('token')!;
}

const reset = (token: string, password = NEW_PASSWORD) =>
  post(ACCOUNT_PATHS.resetPassword, { token, password, passwordConfirmation: password });
const logIn = (email: string, password: string) => post(ACCOUNT_PATHS.logIn, { email, password });

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const { organiser } = await signUpOrganiser(app());
    const known = await post(ACCOUNT_PATHS.requestPasswordReset, { email: organiser.email });
    const unknown = await post(ACCOUNT_PATHS.requestPasswordReset, { email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
    const [mail] = (await mailsTo(organiser.email)).filter((m) => m.template === 'password-reset');
    const rendered = await renderTemplate(mail!.template, mail!.payload);
    expect(rendered.text).toContain('/reset-password?token=');
    expect(rendered.text).toContain('expires in 60 minutes');
  });

  it('sets the new password with a one-time link and ends every session', async () => {
    const { organiser, headers } = await signUpOrganiser(app());
    const token = await requestResetToken(organiser.email);
    expect((await reset(token)).statusCode).toBe(204);
    // The session from before the reset is over, the old password no longer works, the new one does.
    expect((await app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers })).statusCode).toBe(401);
    expect((await logIn(organiser.email, TEST_ORGANISER_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(organiser.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/expired or has already been used/);
  });

  it('refuses an expired link, and an older link once a newer one was used', async () => {
    const { organiser } = await signUpOrganiser(app());
    const expired = await requestResetToken(organiser.email);
    await db().handle.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(expired)).statusCode).toBe(400);

    const older = await requestResetToken(organiser.email);
    const newer = await requestResetToken(organiser.email);
    expect((await reset(newer)).statusCode).toBe(204);
    expect((await reset(older)).statusCode).toBe(400);
  });

  it('refuses a guessable new password, or the own email, naming the field; the link still works after', async () => {
    const { organiser } = await signUpOrganiser(app(), { firstName: 'Perpetua' });
    const token = await requestResetToken(organiser.email);
    for (const password of ['password', '12345678', organiser.email, 'Perpetua2024']) {
      const response = await reset(token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.details.fieldErrors.password[0]).toMatch(/^This password is too easy to guess\. Add a few words or use a longer phrase\./);
    }
    const spaces = await reset(token, '        ');
    expect(spaces.json().error.details.fieldErrors.password).toEqual(['This password is too easy to guess. Add a few words or use a longer phrase.']);
    // Nothing was spent or changed by the refusals.
    expect((await logIn(organiser.email, TEST_ORGANISER_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('checks the new password and its confirmation', async () => {
    const response = await post(ACCOUNT_PATHS.resetPassword, { token: 'x', password: NEW_PASSWORD, passwordConfirmation: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.passwordConfirmation).toEqual(['Password confirmation should match password']);
  });
});

describe('username reminder', () => {
  it('mails the username to a known address and answers the same for an unknown one', async () => {
    const { organiser } = await signUpOrganiser(app(), { firstName: 'Rema' });
    const known = await post(ACCOUNT_PATHS.usernameReminder, { email: organiser.email.toUpperCase() });
    const unknown = await post(ACCOUNT_PATHS.usernameReminder, { email: 'no-such-user@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const [mail] = (await mailsTo(organiser.email)).filter((m) => m.template === 'username-reminder');
    expect((await renderTemplate(mail!.template, mail!.payload)).text).toContain(`your username is your email address: ${organiser.email}`);
    expect(await mailsTo('no-such-user@example.test')).toEqual([]);
  });
});

it('keeps only hashes of reset tokens', async () => {
  const { organiser } = await signUpOrganiser(app());
  const token = await requestResetToken(organiser.email);
  const rows = await db().handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.organiserId, organiser.id));
  expect(rows.map((r) => r.tokenHash)).not.toContain(token);
});

import { defineMail } from '../kit/mail-definition';
import { MailButton, MailHeading, MailLink, Paragraph } from '../kit/mail-parts';
import { SAMPLE_ORIGIN } from '../kit/sample-origin';
import type { PasswordResetPayload, SignUpConfirmPayload, SignUpExistingAccountPayload, UsernameReminderPayload } from '../templates';
import { hello } from './mail-words';

/*
 * The organiser's account mails: password reset and username reminder (decision 061), the sign-up
 * link and the note to the owner of a taken address (decision 097).
 */

export const passwordResetMail = defineMail<PasswordResetPayload>({
  template: 'password-reset',
  preheader: (p) => `The link works once and expires in ${p.validMinutes} minutes.`,
  Body: ({ payload: p }) => (
    <>
      <MailHeading>Reset your password</MailHeading>
      <Paragraph>{hello(p.firstName)} we received a request to reset the password of your account.</Paragraph>
      <MailButton href={p.resetUrl}>Choose a new password</MailButton>
      <Paragraph muted>
        The button works once and expires in {p.validMinutes} minutes. If you didn’t ask for this, you can ignore this email: your
        password stays as it is.
      </Paragraph>
    </>
  ),
  samples: [{ firstName: 'Olive', resetUrl: `${SAMPLE_ORIGIN}/reset-password?token=sample`, validMinutes: 60 }],
});

export const usernameReminderMail = defineMail<UsernameReminderPayload>({
  template: 'username-reminder',
  preheader: (p) => `Your username is your email address: ${p.username}`,
  Body: ({ payload: p }) => (
    <>
      <MailHeading>Your username</MailHeading>
      <Paragraph>
        {hello(p.firstName)} your username is your email address: <strong>{p.username}</strong>
      </Paragraph>
      <MailButton href={p.loginUrl}>Log in</MailButton>
      <Paragraph muted>If you didn’t ask for this reminder, you can ignore this email.</Paragraph>
    </>
  ),
  samples: [{ firstName: 'Olive', username: 'olive@example.com', loginUrl: `${SAMPLE_ORIGIN}/login` }],
});

export const signUpConfirmMail = defineMail<SignUpConfirmPayload>({
  template: 'sign-up-confirm',
  preheader: (p) => `One step left: confirm your email to finish creating your account. The link expires in ${p.validHours} hours.`,
  Body: ({ payload: p }) => (
    <>
      <MailHeading>Finish creating your account</MailHeading>
      <Paragraph>{hello(p.firstName)} open the link below to finish creating your organiser account.</Paragraph>
      <MailButton href={p.confirmUrl}>Finish creating your account</MailButton>
      <Paragraph muted>
        It works once and expires in {p.validHours} hours. If you didn’t sign up, you can ignore this email: no account is made without
        this link.
      </Paragraph>
    </>
  ),
  samples: [{ firstName: 'Olive', confirmUrl: `${SAMPLE_ORIGIN}/signup/confirm?token=sample`, validHours: 24 }],
});

// Sent instead of a sign-up link when the address has an account, so the sign-up page can answer
// the same either way; nothing about the account changes.
export const signUpExistingAccountMail = defineMail<SignUpExistingAccountPayload>({
  template: 'sign-up-existing-account',
  preheader: () => 'Someone tried to create an account with your email address, but you already have one.',
  Body: ({ payload: p }) => (
    <>
      <MailHeading>You already have an account</MailHeading>
      <Paragraph>{hello(p.firstName)} someone tried to create an account with your email address, but you already have one.</Paragraph>
      <MailButton href={p.loginUrl}>Log in</MailButton>
      <Paragraph>
        Forgotten your password? <MailLink href={p.forgotPasswordUrl}>Reset your password</MailLink>.
      </Paragraph>
      <Paragraph muted>If it wasn’t you, you can ignore this email: your account, password and sessions are unchanged.</Paragraph>
    </>
  ),
  samples: [{ firstName: 'Olive', loginUrl: `${SAMPLE_ORIGIN}/login`, forgotPasswordUrl: `${SAMPLE_ORIGIN}/forgot-password` }],
});

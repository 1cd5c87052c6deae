import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from './errors';
import { passwordResetPath, passwordSchema, resetPasswordSchema, signUpConfirmPath, signUpRequestSchema } from './account';

const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.test ',
  password: 'tulip marble 42',
  passwordConfirmation: 'tulip marble 42',
  market: 'AU',
};

describe('account contract', () => {
  it('trims names and email but takes the password as typed', () => {
    const parsed = signUpRequestSchema.parse({ ...valid, password: ' spaced  ', passwordConfirmation: ' spaced  ' });
    expect(parsed).toMatchObject({ firstName: 'Ada', email: 'ada@example.test', password: ' spaced  ' });
  });

  it('words its field errors from the catalogue', () => {
    const result = signUpRequestSchema.safeParse({ ...valid, firstName: '', email: 'nope', password: 'short', passwordConfirmation: 'x', market: 'UK' });
    const errors = fieldErrorsFromZod(result.error!);
    expect(errors.firstName).toEqual(['This field is required']);
    expect(errors.email).toEqual(['Must be a valid email address']);
    expect(errors.password).toEqual(['Min 8 characters']);
    expect(errors.market).toBeDefined();
  });

  it('needs the confirmation to match', () => {
    const result = resetPasswordSchema.safeParse({ token: 't', password: 'long enough', passwordConfirmation: 'long enougH' });
    expect(fieldErrorsFromZod(result.error!).passwordConfirmation).toEqual(['Password confirmation should match password']);
  });

  it('builds the reset and sign-up confirmation link paths with an encoded token', () => {
    expect(passwordResetPath('a+b/c')).toBe('/reset-password?token=a%2Bb%2Fc');
    expect(signUpConfirmPath('a+b/c')).toBe('/signup/confirm?token=a%2Bb%2Fc');
  });

  it('refuses a password of spaces or of one repeated character, with one message each', () => {
    const weak = 'This password is too easy to guess. Add a few words or use a longer phrase.';
    for (const password of ['        ', '\t\t\t\t  \n\n', 'aaaaaaaaaaaa', '😀😀😀😀😀😀😀😀']) {
      const result = passwordSchema.safeParse(password);
      expect(result.success, JSON.stringify(password)).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toEqual([weak]);
    }
    // Too short is only too short.
    expect(passwordSchema.safeParse('   ').error!.issues.map((i) => i.message)).toEqual(['Min 8 characters']);
  });

  it('leaves the dictionary check to zxcvbn: a common password passes the schema, as does a passphrase', () => {
    // The schema is the cheap part; the server refuses these with zxcvbn (password-strength.test.ts).
    for (const password of ['password', '12345678', 'a sturdy test password', ' spaced out ']) {
      expect(passwordSchema.safeParse(password).success, password).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../errors';
import { passwordResetPath, resetPasswordSchema, signUpRequestSchema } from './account';

const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.test ',
  password: 'eight ch',
  passwordConfirmation: 'eight ch',
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

  it('builds the reset link path with an encoded token', () => {
    expect(passwordResetPath('a+b/c')).toBe('/reset-password?token=a%2Bb%2Fc');
  });
});

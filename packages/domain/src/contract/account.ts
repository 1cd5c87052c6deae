import { z } from 'zod';
import { formatMessage, MESSAGES } from '../messages';
import { isTriviallyGuessable } from '../password-strength';
import { emailSchema, guidSchema, textSchema } from './common';

/** Organiser accounts: sign up, log in, password reset, username reminder, profile (decisions 060, 061). */
export const ACCOUNT_PATHS = {
  signUp: '/api/account/signup',
  confirmSignUp: '/api/account/signup/confirm',
  logIn: '/api/account/login',
  logOut: '/api/account/logout',
  me: '/api/account/me',
  requestPasswordReset: '/api/account/password-reset/request',
  resetPassword: '/api/account/password-reset',
  usernameReminder: '/api/account/username-reminder',
  profile: '/api/account/profile',
  profilePicture: '/api/account/profile/picture',
  profilePictureFile: '/api/account/pictures/:name',
} as const;

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 80;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const accountMarketSchema = z.enum(['AU', 'US']);
export type AccountMarket = z.infer<typeof accountMarketSchema>;

const nameSchema = textSchema({ trim: true })
  .min(1, { error: MESSAGES['validation.required'] })
  .max(NAME_MAX_LENGTH, { error: formatMessage('validation.maxLength', { n: NAME_MAX_LENGTH }) });

/**
 * A new password (sign-up, reset). Taken as typed (no trimming): a space may be part of one. This is
 * the cheap part of decision 097; the server also refuses what zxcvbn scores below PASSWORD_MIN_SCORE.
 */
// Only hashed, never stored as text: whitespace controls may be part of one; NUL and the others may not.
export const passwordSchema = textSchema({ multiline: true })
  .min(1, { error: MESSAGES['validation.required'] })
  .min(PASSWORD_MIN_LENGTH, { error: formatMessage('validation.minLength', { n: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: formatMessage('validation.maxLength', { n: PASSWORD_MAX_LENGTH }) })
  // A short one already has its length error; one message per problem.
  .refine((p) => p.length < PASSWORD_MIN_LENGTH || !isTriviallyGuessable(p), { error: MESSAGES['validation.passwordWeak'] });

const withConfirmation = <T extends { password: string; passwordConfirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: MESSAGES['validation.passwordConfirmation'] });
  }
};

export const signUpRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    passwordConfirmation: textSchema({ multiline: true }).min(1, { error: MESSAGES['validation.required'] }),
    market: accountMarketSchema,
  })
  .superRefine(withConfirmation);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const logInRequestSchema = z.object({
  email: emailSchema,
  // Any length is accepted at log-in; the check is against the stored hash only.
  password: textSchema({ multiline: true }).min(1, { error: MESSAGES['validation.required'] }).max(PASSWORD_MAX_LENGTH * 4),
});
export type LogInRequest = z.infer<typeof logInRequestSchema>;

/** The emailed link that finishes a sign-up (decision 097): it creates the account and signs it in. */
export const confirmSignUpRequestSchema = z.object({
  token: textSchema().min(1, { error: MESSAGES['validation.required'] }).max(200),
});
export type ConfirmSignUpRequest = z.infer<typeof confirmSignUpRequestSchema>;

export const organiserProfileSchema = z.object({
  id: z.number().int(),
  guid: guidSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  market: accountMarketSchema,
  pictureUrl: z.string().nullable(),
});
export type OrganiserProfile = z.infer<typeof organiserProfileSchema>;

/** Confirming a sign-up, log in and `GET me` answer the organiser and the session's CSRF token. */
export const sessionResponseSchema = z.object({
  organiser: organiserProfileSchema,
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const resetPasswordSchema = z
  .object({
    token: textSchema().min(1, { error: MESSAGES['validation.required'] }).max(200),
    password: passwordSchema,
    passwordConfirmation: textSchema({ multiline: true }).min(1, { error: MESSAGES['validation.required'] }),
  })
  .superRefine(withConfirmation);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const usernameReminderRequestSchema = z.object({ email: emailSchema });
export type UsernameReminderRequest = z.infer<typeof usernameReminderRequestSchema>;

/**
 * The same answer whether or not an account exists, so a form cannot be used to probe addresses
 * (sign-up, password reset, username reminder).
 */
export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

export const updateProfileRequestSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  market: accountMarketSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({ organiser: organiserProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Where a sign-up confirmation link points in the web app. */
export function signUpConfirmPath(token: string): string {
  return `/signup/confirm?token=${encodeURIComponent(token)}`;
}

/** Where a reset link points in the web app. */
export function passwordResetPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

import { MESSAGES } from './messages';

/**
 * The password rule of decision 097, shared by the server (which refuses) and the web (which shows it
 * while the user types). The estimator itself (zxcvbn-ts with its dictionaries, ~1 MB) is loaded by
 * each side; this package only says what its answer means, so it stays free of I/O and of that weight.
 */

/**
 * zxcvbn's score 3 is "safely unguessable" for an online attack and resists a slow-hash offline one
 * (about 10^8 guesses or more); 2 lets through dictionary words with a digit or two.
 */
export const PASSWORD_MIN_SCORE = 3;

/** What the strength estimator says of a password: the part of zxcvbn's result this rule reads. */
export type PasswordStrength = {
  score: number;
  feedback: { warning: string | null; suggestions: readonly string[] };
};

/**
 * The cheap check that needs no dictionary: all whitespace, or one character repeated. The schema runs
 * it everywhere, so even a client that skips the estimator cannot send eight spaces.
 */
export function isTriviallyGuessable(password: string): boolean {
  return password.trim() === '' || new Set(password).size === 1;
}

/**
 * The field error for a password scored below the minimum, with the estimator's reason when it has
 * one ("This is a heavily used password."); null when the password is strong enough.
 */
export function passwordStrengthProblem(strength: PasswordStrength): string | null {
  if (strength.score >= PASSWORD_MIN_SCORE) return null;
  const warning = strength.feedback.warning?.trim();
  return warning ? `${MESSAGES['validation.passwordWeak']} ${warning}` : MESSAGES['validation.passwordWeak'];
}

/**
 * What the estimator should treat as known to an attacker: the person's own email, its parts and
 * their names, so "ada.lovelace1815" is weak for Ada Lovelace.
 */
export function passwordUserInputs(person: {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const parts = [email, local, ...local.split(/[^\p{L}\p{N}]+/u), domain.split('.')[0] ?? ''];
  const names = [person.firstName, person.lastName].map((n) => n?.trim().toLowerCase() ?? '');
  return [...new Set([...parts, ...names])].filter((s) => s.length >= 2);
}

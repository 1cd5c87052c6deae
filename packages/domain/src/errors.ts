import { MESSAGES } from './messages';

/** Typed error codes of the API envelope (DESIGN §3/§6). */
export const ERROR_CODES = [
  'validation_failed',
  'unprocessable',
  'unauthorized',
  'forbidden',
  'not_found',
  'picture_too_large',
  'picture_unreadable',
  'conflict',
  'collection_closed',
  'collection_suspended',
  'amount_mismatch',
  'payment_declined',
  'payment_failed',
  'idempotency_conflict',
  'repeat_contribution',
  'already_delivered',
  'not_delivered',
  'not_redeemable',
  'insufficient_balance',
  'payout_failed',
  'payout_account_not_verified',
  'rate_limited',
  'payment_attempts_limited',
  'challenge_required',
  'card_payments_paused',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is sent with. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unprocessable: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  // An upload that is a picture but cannot be used: more pixels than the cap, or bytes that do not decode.
  picture_too_large: 422,
  picture_unreadable: 422,
  conflict: 409,
  collection_closed: 409,
  collection_suspended: 409,
  amount_mismatch: 422,
  payment_declined: 402,
  payment_failed: 502,
  idempotency_conflict: 409,
  repeat_contribution: 409,
  already_delivered: 409,
  not_delivered: 409,
  not_redeemable: 409,
  insufficient_balance: 409,
  payout_failed: 502,
  /** A bank withdrawal before the organiser's payout account is verified (issue 33); `details.status` says where it stands. */
  payout_account_not_verified: 409,
  rate_limited: 429,
  /** Card payments refused after too many declines from one address, email, card or on one collection (issue 29). */
  payment_attempts_limited: 429,
  /** A payment that must pass the "are you a person?" check first; `details` say which (contract/challenge.ts). */
  challenge_required: 429,
  /** Card payments to one collection paused after a spike of declines; other methods still work. */
  card_payments_paused: 429,
  service_unavailable: 503,
  internal_error: 500,
} as const satisfies Record<ErrorCode, number>;

/** SPEC §8: the declined-card wording replaces provider texts about security with status code 400. */
function isSecurityDecline(message: string | null | undefined): boolean {
  const m = (message ?? '').toLowerCase();
  return m.includes('security') && m.includes('status code 400');
}

/** SPEC §8: what the payment path shows for a failed payment's message. */
export function paymentErrorText(message: string | null | undefined): string {
  if (isSecurityDecline(message)) return MESSAGES['error.paymentDeclined'];
  const trimmed = message?.trim();
  return trimmed ? trimmed : MESSAGES['error.generic'];
}

/**
 * SPEC §8: messages are collected from the error's message, the response's message, and the response
 * data when it is a string or a list. `data` is the failed response's body: a string, a list, or an
 * object carrying our envelope's `error.message` and/or a plain `message`. Falls back to the generic
 * text, so the first entry is always what to show.
 */
export function collectErrorMessages(
  data: unknown,
  fallback: string = MESSAGES['error.generic'],
): [string, ...string[]] {
  const found: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string' && v.trim() && !found.includes(v.trim())) found.push(v.trim());
  };
  if (typeof data === 'string') add(data);
  else if (Array.isArray(data)) data.forEach(add);
  else if (data && typeof data === 'object') {
    const record = data as { error?: unknown; message?: unknown };
    const error = record.error;
    add(error && typeof error === 'object' ? (error as { message?: unknown }).message : error);
    add(record.message);
  }
  const [first, ...rest] = found;
  return first === undefined ? [fallback] : [first, ...rest];
}

export type ErrorReaction = 'validation' | 'toast' | 'log-only';

/**
 * SPEC §8: how the one API wrapper reacts to a failed call. 400/422 become validation errors under
 * the call's name; a 404 from a general call is only logged; anything else goes to the error toast.
 * Payment paths and boot calls handle their own failures (payment-errors.ts and boot.ts in the web).
 */
export function errorReaction(status: number): ErrorReaction {
  if (status === 400 || status === 422) return 'validation';
  if (status === 404) return 'log-only';
  return 'toast';
}

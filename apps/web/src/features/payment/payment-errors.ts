import {
  paymentErrorText,
  type ChallengeRequiredDetails,
  type RepeatContributionDetails,
} from '@groupgift/domain';
import { ApiError, genericErrorText } from '../../lib/api-client';
import { cardBrandMismatchDetailsValidator, challengeRequiredDetailsValidator, repeatContributionDetailsValidator } from '../../lib/validators/generated';

export interface Quote {
  subtotal: number;
  fee: number;
  total: number;
}

export type PaymentFailure =
  /** SPEC §8: response data 'collection-suspended' → the collection-suspended page. */
  | { kind: 'suspended'; message: string }
  /** SPEC §8: a security error asking to contact support reloads the page. */
  | { kind: 'reload'; message: string }
  /**
   * The same email chipped in to this collection minutes ago: ask before a second charge
   * (decision 102). Nothing was charged or stored, so the next try is a new attempt.
   */
  | { kind: 'repeat'; message: string; earlier: RepeatContributionDetails }
  /**
   * The server wants the "are you a person?" check first (decision 132): nothing was stored or
   * charged; the page shows the widget and pays again with its token.
   */
  | { kind: 'challenge'; message: string; challenge: ChallengeRequiredDetails['challenge'] }
  /** The server's figures differ from ours: show its quote and ask again. */
  | { kind: 'amount-mismatch'; message: string; quote: Quote | null }
  /**
   * The provider's record of the card says it is of the other card method (American Express or not),
   * whose fee differs: switch to that method and ask again. Nothing was charged.
   */
  | { kind: 'card-brand'; message: string; method: number; quote: Quote }
  /** No answer (network, timeout, 5xx): the charge may have happened, so a retry keeps the key. */
  | { kind: 'unknown-outcome'; message: string }
  /** A final failure (decline, insufficient funds, closed collection …). */
  | { kind: 'failed'; message: string };

function details(error: ApiError): Record<string, unknown> {
  const envelope = (error.data as { error?: { details?: unknown } } | null)?.error;
  const found = envelope && typeof envelope === 'object' ? (envelope as { details?: unknown }).details : undefined;
  return found && typeof found === 'object' ? (found as Record<string, unknown>) : {};
}

function readQuote(value: unknown): Quote | null {
  if (!value || typeof value !== 'object') return null;
  const { subtotal, fee, total } = value as Record<string, unknown>;
  return [subtotal, fee, total].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)
    ? { subtotal: subtotal as number, fee: fee as number, total: total as number }
    : null;
}

function asksToContactSupport(message: string): boolean {
  const m = message.toLowerCase();
  return m.includes('security') && /contact (customer )?support/.test(m);
}

/** Sorts a failed payment call into SPEC §8's reactions. */
export function classifyPaymentFailure(error: unknown): PaymentFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'unknown-outcome', message: genericErrorText() };
  }
  const raw = error.message;
  const data = details(error).data;
  if (error.code === 'collection_suspended' || data === 'collection-suspended' || error.data === 'collection-suspended') {
    return { kind: 'suspended', message: paymentErrorText(raw) };
  }
  if (asksToContactSupport(raw)) return { kind: 'reload', message: raw };
  if (error.code === 'repeat_contribution') {
    const earlier = repeatContributionDetailsValidator.safeParse(details(error));
    if (earlier.success) return { kind: 'repeat', message: raw, earlier: earlier.data };
  }
  if (error.code === 'challenge_required') {
    const asked = challengeRequiredDetailsValidator.safeParse(details(error));
    if (asked.success) return { kind: 'challenge', message: raw, challenge: asked.data.challenge };
  }
  if (error.code === 'amount_mismatch') {
    const brand = cardBrandMismatchDetailsValidator.safeParse(details(error));
    if (brand.success) return { kind: 'card-brand', message: raw, method: brand.data.paymentMethod, quote: brand.data.quote };
  }
  if (error.code === 'amount_mismatch') return { kind: 'amount-mismatch', message: raw, quote: readQuote(details(error).quote) };
  if (error.status === 0 || error.status >= 500 || error.code === 'invalid_response') {
    return { kind: 'unknown-outcome', message: paymentErrorText(raw) };
  }
  return { kind: 'failed', message: paymentErrorText(raw) };
}

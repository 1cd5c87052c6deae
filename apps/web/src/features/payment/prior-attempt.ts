import { PAYMENT_SUCCESS_CODE, type PaymentStatusResponse } from '@groupgift/domain';
import type { PaymentAnswer } from './api/post-payment';
import { ApiError } from '../../lib/api-client';
import { getPaymentStatus } from '../../lib/journey/get-payment-status';
import { finishAttempt, unfinishedAttempt } from './attempt-key';
import { choiceOf, type MethodChoice } from './payment-methods';

/**
 * What became of an attempt this tab started and never heard the end of (a lost answer, a reload while
 * it was in flight). Its idempotency key only protects a retry of the same method and total: before a
 * payment by another method or for another total, the server is asked whether the first one charged.
 */
export type PriorAttempt =
  | { kind: 'none' }
  | { kind: 'succeeded'; choice: MethodChoice; outcome: PaymentStatusResponse }
  /** Still being confirmed (3-D Secure, or the provider has not answered): no second payment yet. */
  | { kind: 'pending' }
  /** The server could not be asked: safer to wait than to risk a second charge. */
  | { kind: 'unknown' };

const PENDING = new Set<PaymentStatusResponse['status']>(['created', 'requires_action', 'pending']);

/**
 * The prior attempt on this collection, unless it has the fingerprint about to be paid (the same key is
 * then reused and the server answers with the first outcome). A failed attempt is forgotten so that
 * the next payment starts afresh.
 */
export async function priorAttempt(collectionGuid: string, nextFingerprint?: string): Promise<PriorAttempt> {
  const prior = unfinishedAttempt(collectionGuid);
  if (!prior || prior.fingerprint === nextFingerprint) return { kind: 'none' };
  let outcome: PaymentStatusResponse;
  try {
    outcome = await getPaymentStatus({ attempt: prior.key });
  } catch (error) {
    // 404: the request has not reached the server, so nothing was charged under that key. The key is
    // kept all the same: should that request still arrive, a retry of it must not charge again.
    if (error instanceof ApiError && error.status === 404) return { kind: 'none' };
    return { kind: 'unknown' };
  }
  if (outcome.status === 'succeeded') return { kind: 'succeeded', choice: choiceOf(prior.method) ?? 'card', outcome };
  if (PENDING.has(outcome.status)) return { kind: 'pending' };
  finishAttempt();
  return { kind: 'none' };
}

/** The answer the first attempt would have had: the page records it like any success (SPEC §4). */
export function answerOfSucceeded(outcome: PaymentStatusResponse): PaymentAnswer {
  return {
    successCode: PAYMENT_SUCCESS_CODE,
    success: true,
    threeDsRequired: false,
    threeDsredirectUrl: null,
    message: outcome.paymentId,
    invoiceNumber: outcome.invoiceNumber,
    paypalApprovalUrl: null,
  };
}

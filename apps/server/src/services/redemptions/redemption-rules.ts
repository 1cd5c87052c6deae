import {
  NOT_REDEEMABLE_TEXT,
  redemptionFeeCents,
  type NotRedeemableReason,
  type RedeemMethod,
  type Redeemer,
} from '@groupgift/domain';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import type { DeliveryRow } from '../../db/repositories/delivery-repository';
import { AppError } from '../../lib/app-error';
import { isCollectionClosed } from '../collection-view';

/**
 * Who may redeem, and when (decision 112): the party the organiser chose (`collections.redeemer`);
 * the organiser once the collection has closed, the recipient once the card is delivered; never a
 * suspended collection; never while a contributor's dispute is open on it (decision 136: payouts wait
 * until it is resolved); never an empty balance. Null when `caller` may redeem now.
 */
export function notRedeemableReason(
  collection: Pick<CollectionRow, 'isSuspended' | 'isClosed' | 'closeDate' | 'redeemer' | 'balanceCents'>,
  delivery: Pick<DeliveryRow, 'status'> | null,
  caller: Redeemer,
  now: Date,
  disputeOpen = false,
): NotRedeemableReason | null {
  if (collection.isSuspended) return 'suspended';
  if (collection.redeemer !== caller) return 'other_redeemer';
  if (caller === 'organiser' && !isCollectionClosed(collection, now)) return 'not_closed';
  if (caller === 'recipient' && delivery?.status !== 'delivered') return 'not_delivered';
  if (disputeOpen) return 'dispute_open';
  if (collection.balanceCents <= 0) return 'nothing_to_redeem';
  return null;
}

export function notRedeemableError(reason: NotRedeemableReason): AppError {
  return new AppError(409, 'not_redeemable', NOT_REDEEMABLE_TEXT[reason], { reason });
}

export function insufficientBalanceError(available: number, fieldErrors = true): AppError {
  const message = `The amount is more than the ${available} cents available to redeem.`;
  return new AppError(409, 'insufficient_balance', message, {
    available,
    ...(fieldErrors ? { fieldErrors: { amount: ['The amount is more than the balance'] } } : {}),
  });
}

/** The page showed a fee; the server's own must equal it, or the redeemer would get another amount. */
export function checkFee(method: RedeemMethod, amount: number, fee: number): number {
  const expected = redemptionFeeCents(method, amount);
  if (fee !== expected) {
    throw new AppError(422, 'amount_mismatch', 'The fee has changed: check the amount and confirm again.', {
      fieldErrors: { fee: [`The fee for this amount is ${expected} cents`] },
      expectedFee: expected,
    });
  }
  return expected;
}

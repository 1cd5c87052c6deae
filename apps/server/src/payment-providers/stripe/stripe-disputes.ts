import type Stripe from 'stripe';
import type { DisputeEvent } from '../provider';

/**
 * Stripe's dispute events (`charge.dispute.created`, `.updated`, `.closed`, `.funds_withdrawn`,
 * `.funds_reinstated`) as one dispute event (decision 136). Each carries the whole Dispute object, so
 * where the dispute stands is read from its `status`, never from the event's name: a late `created`
 * after a `closed` reports the same dispute as it was then, and the receiver keeps the resolution.
 */

const DISPUTE_EVENT = /^charge\.dispute\./;

/** Where a Stripe dispute stands: `won` also for an inquiry closed without a chargeback or one prevented. */
export function stripeDisputeStatus(status: Stripe.Dispute.Status): DisputeEvent['status'] {
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  if (status === 'lost') return 'lost';
  return 'open';
}

/**
 * Stripe's fee for the dispute: the fee on the balance transactions that withdrew the money (the
 * reinstating one, when won, carries the money back and is not a second fee).
 */
function disputeFee(dispute: Stripe.Dispute): number {
  return (dispute.balance_transactions ?? []).filter((t) => t.amount < 0).reduce((sum, t) => sum + Math.max(0, t.fee), 0);
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** The dispute an event carries, or undefined for any other event. */
export function stripeDispute(event: Stripe.Event): DisputeEvent | undefined {
  if (!DISPUTE_EVENT.test(event.type)) return undefined;
  const dispute = event.data.object as Stripe.Dispute;
  if (dispute.object !== 'dispute' || !dispute.id) return undefined;
  const paymentIntent = idOf(dispute.payment_intent);
  const reference = dispute.metadata?.reference;
  return {
    providerDisputeId: dispute.id,
    ...(paymentIntent ? { providerPaymentId: paymentIntent } : {}),
    ourReferences: reference ? [reference] : [],
    amountCents: dispute.amount,
    currency: dispute.currency.toUpperCase(),
    reason: dispute.reason || null,
    status: stripeDisputeStatus(dispute.status),
    feeCents: disputeFee(dispute),
  };
}

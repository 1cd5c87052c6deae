import { marketFromCountryCode } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { findDispute, insertDispute, resolveDispute, type DisputeRow } from '../../db/repositories/disputes-repository';
import { bookEntries, collectionForLedger, lockBalance } from '../../db/repositories/ledger-repository';
import { findPaymentForEvent, type PaymentRow } from '../../db/repositories/payments-repository';
import { insertAudit } from '../../db/repositories/redemptions-repository';
import { inTransaction, type Tx } from '../../db/transaction';
import type { DisputeEvent } from '../../payment-providers/provider';
import { disputeHoldCents, disputeShareCents, lostEntries, openedEntries, wonEntries } from './dispute-entries';
import { queueDisputeMail } from './dispute-mail';

/**
 * A provider's dispute event, applied (decision 136). Everything runs in one transaction under the
 * collection's row lock, the lock every payout, refund and settle takes, so a dispute and a payout never
 * interleave. The dispute row is unique per provider dispute, its status only moves open → won | lost,
 * and each step's entries are unique per (dispute, kind, cause): a repeated event changes nothing, and
 * one that arrives late (a `created` after the `closed`) finds the dispute resolved and changes nothing.
 * A resolution that arrives first opens the dispute and resolves it at once, so the statement still
 * tells the whole story.
 */

export type DisputeOutcome = 'opened' | 'resolved' | 'unchanged' | 'not_a_contribution';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function contributorName(row: PaymentRow): string {
  return [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ').trim() || 'A contributor';
}

export class DisputePaymentNotFoundError extends Error {
  constructor(providerDisputeId: string) {
    super(`No payment found for dispute ${providerDisputeId}`);
    this.name = 'DisputePaymentNotFoundError';
  }
}

export async function recordDispute(db: AppDatabase, provider: number, event: DisputeEvent): Promise<DisputeOutcome> {
  const references = event.ourReferences.filter((r) => UUID.test(r));
  if (!event.providerPaymentId && references.length === 0) throw new DisputePaymentNotFoundError(event.providerDisputeId);
  const payment = await findPaymentForEvent(db, event.providerPaymentId ?? '', references);
  if (!payment) throw new DisputePaymentNotFoundError(event.providerDisputeId);
  // An organiser's own purchase (a paid card, a pack) is no collection's money: the platform's to answer.
  if (payment.kind !== 'contribution' || payment.collectionId === null) return 'not_a_contribution';
  const collectionId = payment.collectionId;
  return inTransaction(db, async (tx) => {
    const balance = await lockBalance(tx, collectionId);
    const collection = await collectionForLedger(tx, collectionId);
    if (!collection) throw new Error(`collection ${collectionId} not found`);
    const words = {
      market: marketFromCountryCode(collection.market),
      contributor: contributorName(payment),
      providerReference: event.providerDisputeId,
    };
    let row = await findDispute(tx, provider, event.providerDisputeId);
    if (row && row.status !== 'open') return 'unchanged';
    const opened = !row;
    if (!row) {
      const shareCents = disputeShareCents(event.amountCents, payment);
      row = await insertDispute(tx, {
        provider,
        providerDisputeId: event.providerDisputeId,
        paymentId: payment.id,
        collectionId,
        amountCents: event.amountCents,
        currency: event.currency,
        feeCents: event.feeCents,
        reason: event.reason,
        shareCents,
        heldCents: disputeHoldCents(shareCents, event.feeCents, balance),
      });
      await bookEntries(tx, openedEntries(row, words));
      await audit(tx, row, `Payment disputed by ${words.contributor}: payouts wait`);
      if (event.status === 'open') await queueDisputeMail(tx, payment, row, 'opened');
    }
    if (event.status === 'open') return opened ? 'opened' : 'unchanged';
    await resolve(tx, payment, row, event, words);
    return 'resolved';
  });
}

async function resolve(
  tx: Tx,
  payment: PaymentRow,
  row: DisputeRow,
  event: DisputeEvent,
  words: Parameters<typeof wonEntries>[1],
): Promise<void> {
  // A fee the provider reported only with a later event still counts.
  const dispute = { ...row, feeCents: Math.max(row.feeCents, event.feeCents) };
  if (event.status === 'won') {
    const resolved = await resolveDispute(tx, row.id, { status: 'won', feeCents: dispute.feeCents, receivableCents: 0 });
    if (!resolved) return;
    await bookEntries(tx, wonEntries(dispute, words));
    await audit(tx, resolved, 'Dispute won: the held money is back');
    await queueDisputeMail(tx, payment, resolved, 'won');
    return;
  }
  const balance = await lockBalance(tx, row.collectionId);
  const { entries, receivableCents } = lostEntries(dispute, words, balance);
  const resolved = await resolveDispute(tx, row.id, { status: 'lost', feeCents: dispute.feeCents, receivableCents });
  if (!resolved) return;
  await bookEntries(tx, entries);
  await audit(tx, resolved, receivableCents > 0 ? 'Dispute lost after a payout: covered by GroupGift, owed by the organiser' : 'Dispute lost: the money went back to the contributor');
  await queueDisputeMail(tx, payment, resolved, 'lost');
}

function audit(tx: Tx, row: DisputeRow, event: string) {
  return insertAudit(tx, [{ collectionId: row.collectionId, redemptionId: null, event, actor: 'provider', ip: null }]);
}

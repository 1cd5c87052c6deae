import type { AppDatabase } from '../../db/client';
import { markInviteeContributed } from '../../db/repositories/invitees-repository';
import { bookSuccessWithFigures } from '../../db/repositories/ledger-repository';
import { publishAwaitingMessage } from '../../db/repositories/messages-repository';
import {
  applyToCollectionFigures,
  contributionSettleContext,
  findPaymentById,
  markRefundDue,
  updatePaymentById,
  updatePaymentFromStates,
  type NewPaymentRow,
  type PaymentRow,
  type ReceiptContext,
} from '../../db/repositories/payments-repository';
import { inTransaction, type Tx } from '../../db/transaction';
import { countPaymentOutcome } from '../../telemetry/event-metrics';
import {
  ALREADY_PAID,
  applyOrganiserFailure,
  applyOrganiserPurchase,
} from '../organiser-payments/apply-purchase';
import { bookRefundedContribution } from '../ledger/book-payment';
import { settleEntries } from '../ledger/payment-entries';
import { statesBefore, type LedgerStatus } from './payment-state';

export type SettleInput = {
  status: LedgerStatus;
  providerReference?: string | undefined;
  threeDsRedirectUrl?: string | null | undefined;
  failureReason?: string | null | undefined;
  providerResponse?: unknown;
};

/**
 * Runs inside the transaction after a success or a refund was applied (queues the receipts or the
 * refund notice through the outbox, so the mail exists exactly when the change does). A contribution's
 * success hands over its collection as the settle left it, so the mail reads nothing again.
 */
type OnSettled = (tx: Tx, row: PaymentRow, collection?: ReceiptContext) => Promise<void>;

/**
 * Moves a payment forward (never back) and, in the SAME transaction, applies its effect: a
 * contribution's success adds the net amount, one joiner and the charity share to its collection
 * and books its ledger entries, and a refund takes them away; an organiser purchase applies what it bought. The status update is
 * a compare-and-set on the states that may move to the new one, so however many callers (request,
 * retry, return page, webhook, reconciliation) settle the same payment at once, the ledger changes
 * exactly once (DESIGN §5); a caller that loses reads the row once and changes nothing. The SQL is in
 * the repositories; this holds the rules and the transaction. A change is counted for /metrics once it
 * has committed, so the counters agree with the ledger (decision 153).
 */
export async function settlePayment(
  db: AppDatabase,
  id: number,
  input: SettleInput,
  onSettled?: OnSettled,
): Promise<{ changed: boolean; row: PaymentRow }> {
  const result = await applySettle(db, id, input, onSettled);
  if (result.changed) countPaymentOutcome(result.row);
  return result;
}

function applySettle(
  db: AppDatabase,
  id: number,
  input: SettleInput,
  onSettled: OnSettled | undefined,
): Promise<{ changed: boolean; row: PaymentRow }> {
  return inTransaction(db, async (tx) => {
    const patch: Partial<NewPaymentRow> = { status: input.status, updatedAt: new Date() };
    if (input.providerResponse !== undefined) patch.providerResponse = input.providerResponse;
    if (input.threeDsRedirectUrl !== undefined) patch.threeDsRedirectUrl = input.threeDsRedirectUrl;
    if (input.failureReason !== undefined) patch.failureReason = input.failureReason;
    const row = await updatePaymentFromStates(tx, id, statesBefore(input.status), patch, {
      providerReference: input.providerReference,
      invoiceNumber: input.status === 'succeeded' ? invoiceNumberFor(id) : undefined,
    });
    if (!row) return unchanged(tx, id, input);
    if (row.collectionId !== null && row.kind === 'contribution') {
      if (input.status === 'succeeded') {
        await settleContribution(tx, row, onSettled);
        return { changed: true, row };
      }
      // Only a succeeded payment may become refunded (statesBefore), so its figures are taken back.
      if (input.status === 'refunded') {
        await applyToCollectionFigures(tx, row, -1);
        await bookRefundedContribution(tx, row);
      }
    }
    // Organiser purchases (decision 071): each kind's effect, in this same transaction. A success
    // for something already paid applies nothing and owes the payer their money (decision 085).
    if (row.kind !== 'contribution') {
      if (input.status === 'succeeded' && !(await applyOrganiserPurchase(tx, row)) && row.amountCents > 0) {
        const owed = await markRefundDue(tx, id, ALREADY_PAID);
        if (owed) return { changed: true, row: owed };
      }
      if (input.status === 'failed') await applyOrganiserFailure(tx, row);
    }
    // The organiser's invitee list shows who has contributed (decision 067).
    if (input.status === 'succeeded' && row.inviteeId !== null)
      await markInviteeContributed(tx, row.inviteeId);
    if ((input.status === 'succeeded' || input.status === 'refunded') && onSettled) await onSettled(tx, row);
    return { changed: true, row };
  });
}

/** A late or repeated answer: the state and what was recorded with it stay; only a missing provider id is learnt. */
async function unchanged(tx: Tx, id: number, input: SettleInput): Promise<{ changed: false; row: PaymentRow }> {
  const current = await findPaymentById(tx, id);
  if (!current) throw new Error(`payment ${id} not found`);
  if (input.providerReference && !current.providerReference) {
    const row = await updatePaymentById(tx, id, { providerReference: input.providerReference, updatedAt: new Date() });
    return { changed: false, row: row ?? current };
  }
  return { changed: false, row: current };
}

/**
 * A contribution succeeded. Everything that does not touch the collection's row comes first; then one
 * statement books the ledger entries and moves the figures and the balance (decision 111), and the
 * receipts follow with the collected figure it answered. Payments to one collection queue on that
 * row's lock, so it is held for as few statements as possible: that statement, the mail and the commit
 * (a published message takes it a statement earlier, as its trigger moves the collection's version).
 */
async function settleContribution(tx: Tx, row: PaymentRow, onSettled: OnSettled | undefined): Promise<void> {
  const collection = await contributionSettleContext(tx, row);
  if (!collection) throw new Error(`collection ${row.collectionId} not found`);
  // The organiser's invitee list shows who has contributed (decision 067).
  if (row.inviteeId !== null) await markInviteeContributed(tx, row.inviteeId);
  // The message signed with this payment goes on the card with it (decision 102).
  if (row.messageId !== null) await publishAwaitingMessage(tx, row.messageId);
  // Backfilled by migration 0014 while it had already succeeded: its entries were booked there.
  const entries = collection.backfilled ? [] : settleEntries(row, collection);
  const collected = await bookSuccessWithFigures(tx, collection.id, row, entries);
  // The mail states the fee breakdown (decision 143): the absorbed fee is what was just booked.
  const absorbedFeeCents = collection.backfilled
    ? undefined
    : 0 - entries.filter((e) => e.kind === 'fee').reduce((sum, e) => sum + e.amountCents, 0);
  await onSettled?.(tx, row, { ...collection, collected, absorbedFeeCents });
}

/** Invoice numbers follow the ledger's own id, so they are unique and short enough to read out. */
function invoiceNumberFor(paymentId: number): string {
  return `INV-${String(paymentId).padStart(8, '0')}`;
}

import type { AppDatabase } from '../../db/client';
import { markInviteeContributed } from '../../db/repositories/invitees-repository';
import { publishAwaitingMessage } from '../../db/repositories/messages-repository';
import {
  applyToCollectionFigures,
  findPaymentById,
  markRefundDue,
  updatePaymentById,
  updatePaymentIfStatus,
  type NewPaymentRow,
  type PaymentRow,
} from '../../db/repositories/payments-repository';
import { inTransaction, type Tx } from '../../db/transaction';
import {
  ALREADY_PAID,
  applyOrganiserFailure,
  applyOrganiserPurchase,
} from '../organiser-payments/apply-purchase';
import { bookRefundedContribution, bookSettledContribution } from '../ledger/book-payment';
import { canTransition, type LedgerStatus } from './payment-state';

export type SettleInput = {
  status: LedgerStatus;
  providerReference?: string | undefined;
  threeDsRedirectUrl?: string | null | undefined;
  failureReason?: string | null | undefined;
  providerResponse?: unknown;
};

/**
 * Runs inside the transaction after a success or a refund was applied (queues the receipts or the
 * refund notice through the outbox, so the mail exists exactly when the change does).
 */
type OnSettled = (tx: Tx, row: PaymentRow) => Promise<void>;

/**
 * Moves a payment forward (never back) and, in the SAME transaction, applies its effect: a
 * contribution's success adds the net amount, one joiner and the charity share to its collection
 * and books its ledger entries, and a refund takes them away; an organiser purchase applies what it bought. The status update is
 * a compare-and-set on the status read, so however many callers (request, retry, return page,
 * webhook, reconciliation) settle the same payment at once, the ledger changes exactly once
 * (DESIGN §5). The SQL is in the repositories; this holds the rules and the transaction.
 */
export async function settlePayment(
  db: AppDatabase,
  id: number,
  input: SettleInput,
  onSettled?: OnSettled,
): Promise<{ changed: boolean; row: PaymentRow }> {
  return inTransaction(db, async (tx) => {
    const current = await findPaymentById(tx, id);
    if (!current) throw new Error(`payment ${id} not found`);
    const from = current.status as LedgerStatus;
    const patch: Partial<NewPaymentRow> = { updatedAt: new Date() };
    if (input.providerReference && !current.providerReference)
      patch.providerReference = input.providerReference;
    if (!canTransition(from, input.status)) {
      // A late or repeated answer: keep the state and what was recorded with it, learn only the id.
      if (patch.providerReference) {
        const row = await updatePaymentById(tx, id, patch);
        return { changed: false, row: row ?? current };
      }
      return { changed: false, row: current };
    }
    patch.status = input.status;
    if (input.providerResponse !== undefined) patch.providerResponse = input.providerResponse;
    if (input.threeDsRedirectUrl !== undefined) patch.threeDsRedirectUrl = input.threeDsRedirectUrl;
    if (input.failureReason !== undefined) patch.failureReason = input.failureReason;
    if (input.status === 'succeeded' && !current.invoiceNumber) {
      patch.invoiceNumber = invoiceNumberFor(current.id);
    }
    const row = await updatePaymentIfStatus(tx, id, from, patch);
    // Someone else moved it between our read and our write: their change stands, ours is dropped.
    if (!row) return { changed: false, row: (await findPaymentById(tx, id)) ?? current };
    if (row.collectionId !== null && row.kind === 'contribution') {
      // The ledger's entries and the balance move with the figures, in this transaction (decision 111).
      if (input.status === 'succeeded') {
        await applyToCollectionFigures(tx, row, +1);
        await bookSettledContribution(tx, row);
      }
      // The message signed with this payment goes on the card with it (decision 102).
      if (input.status === 'succeeded' && row.messageId !== null) await publishAwaitingMessage(tx, row.messageId);
      if (input.status === 'refunded' && from === 'succeeded') {
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

/** Invoice numbers follow the ledger's own id, so they are unique and short enough to read out. */
function invoiceNumberFor(paymentId: number): string {
  return `INV-${String(paymentId).padStart(8, '0')}`;
}

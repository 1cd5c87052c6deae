import type { PaymentRow, ReceiptContext } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';
import { queueDuplicateRefundNotice, queueOrganiserReceipt } from './organiser-mail';
import { queuePaymentReceipts } from './receipts';
import { queueRefundNotice } from './refund-notice';

/**
 * The mail a settled payment owes, queued in the settle transaction (it runs only after a success
 * or a refund was applied): a contribution's receipts or refund notice, an organiser purchase's
 * receipt or, for a duplicate purchase given back, its refund notice.
 */
export function mailOnSettled(
  origin: string | null,
): (tx: Tx, row: PaymentRow, collection?: ReceiptContext) => Promise<void> {
  return (tx, row, collection) => {
    if (row.kind === 'contribution') {
      return row.status === 'refunded'
        ? queueRefundNotice(tx, row)
        : queuePaymentReceipts(tx, row, origin, collection);
    }
    return row.status === 'refunded' ? queueDuplicateRefundNotice(tx, row) : queueOrganiserReceipt(tx, row);
  };
}

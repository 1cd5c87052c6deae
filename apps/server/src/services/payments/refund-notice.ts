import { collectionTimeZone, feeRow } from '@groupgift/domain';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { receiptContext, type PaymentRow } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';
import type { RefundNoticePayload } from '../../mail/templates';

/**
 * Queues the contributor's refund notice in the transaction that records the refund (transactional
 * outbox, like the receipts). The dedupe key makes a retried, raced or webhook-repeated refund send
 * it once (decision 082).
 */
export async function queueRefundNotice(tx: Tx, row: PaymentRow): Promise<void> {
  const context = await receiptContext(tx, row);
  if (!context || !row.email) return;
  const payload: RefundNoticePayload = {
    firstName: row.firstName ?? '',
    collectionTitle: context.title,
    market: context.market,
    // Everything paid goes back (the fee breakdown's refunded, decision 143).
    total: feeRow({ ...row, status: 'refunded', absorbedFeeCents: 0 }).refunded,
    invoiceNumber: row.invoiceNumber ?? '',
    refundDate: new Date().toISOString(),
    timeZone: collectionTimeZone(context),
  };
  await enqueueEmails(tx, [
    {
      dedupeKey: `refund:${row.guid}`,
      toAddress: row.email,
      template: 'contribution-refund',
      subject: `Your contribution to "${context.title}" was refunded`,
      payload,
    },
  ]);
}

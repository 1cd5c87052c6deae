import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import type { DisputeRow } from '../../db/repositories/disputes-repository';
import { receiptContext, type PaymentRow } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';
import { DISPUTE_TEMPLATES, disputeSubject, type DisputeMailPayload } from '../../mail/dispute-templates';

/**
 * Tells the organiser a dispute opened, was won or was lost, through the outbox in the transaction that
 * records it. The dedupe key is the dispute and the step, so each step is mailed once however often
 * its events arrive.
 */
export async function queueDisputeMail(tx: Tx, payment: PaymentRow, dispute: DisputeRow, step: keyof typeof DISPUTE_TEMPLATES): Promise<void> {
  const context = await receiptContext(tx, payment);
  if (!context?.organiserEmail) return;
  const payload: DisputeMailPayload = {
    organiserName: context.organiserFirstName ?? context.organiserName ?? '',
    collectionTitle: context.title,
    market: context.market,
    contributorName: [payment.firstName, payment.lastName].filter((p) => p && p.trim()).join(' ').trim() || 'A contributor',
    amount: dispute.amountCents,
    fee: dispute.feeCents,
    receivable: dispute.receivableCents,
    collectionGuid: context.guid,
  };
  await enqueueEmails(tx, [
    {
      dedupeKey: `dispute:${dispute.id}:${step}`,
      toAddress: context.organiserEmail,
      template: DISPUTE_TEMPLATES[step],
      subject: disputeSubject(step, context.title),
      payload,
    },
  ]);
}

import { collectionTimeZone, contributePath, feeRow, PAYMENT_METHODS_OFFERED, receiptLink } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { mailCoverOfGuid } from '../covers/mail-cover';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { receiptContext, type PaymentRow, type ReceiptContext } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';
import { feeRowsOf } from '../ledger/fee-breakdown';
import type { ContributionReceiptPayload, OrganiserNoticePayload } from '../../mail/templates';
import { contributorCardUrl } from '../delivery/delivery-links';
import { editTokenForReceipt } from './receipt-edit-token';

/**
 * Queues the contributor's receipt and the organiser's notice in the transaction that records the
 * success (transactional outbox): a receipt exists exactly when the payment does, and SMTP being
 * down only delays it. Dedupe keys make a repeated settle harmless. `collection` is the collection as
 * the settle left it, when the settle has it; else it is read here.
 */
export async function queuePaymentReceipts(
  tx: Tx,
  row: PaymentRow,
  origin: string | null,
  collection?: ReceiptContext,
): Promise<void> {
  const context: ReceiptContext | null = collection ?? (await receiptContext(tx, row));
  if (!context || !row.invoiceNumber) return;
  const base = origin ?? '';
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Someone';
  const editToken = row.messageId !== null ? await editTokenForReceipt(tx, row) : null;
  // The amounts are the fee breakdown's (decision 143), as the contributions list and statement show them.
  const fee =
    context.absorbedFeeCents === undefined
      ? (await feeRowsOf(tx, [row]))[0]!
      : feeRow({ ...row, absorbedFeeCents: context.absorbedFeeCents });
  // The card's cover on both mails, where the collection has a card (issue 32).
  const cover = origin ? await mailCoverOfGuid(tx as unknown as AppDatabase, context.guid, origin) : {};
  const receipt: ContributionReceiptPayload = {
    firstName: row.firstName ?? '',
    collectionTitle: context.title,
    market: context.market,
    subtotal: fee.given,
    fee: fee.feeOnTop,
    total: fee.paid,
    invoiceNumber: row.invoiceNumber,
    paymentDate: new Date().toISOString(),
    method: methodLabel(row.paymentMethod),
    timeZone: collectionTimeZone(context),
    // The edit token came sealed with the payment request (decision 079); without it the link
    // opens the message in edit mode only in the signer's own browser.
    editUrl:
      row.messageId !== null
        ? receiptLink(editLink(base, context.guid, row.messageId, editToken), context)
        : null,
    collectionUrl: receiptLink(`${base}${contributePath(context.guid)}`, context),
    deliveredCardUrl: editToken ? contributorCardUrl(base, context.guid, editToken) : null,
    ...cover,
  };
  const mails = [];
  if (row.email) {
    mails.push({
      dedupeKey: `receipt:${row.guid}`,
      toAddress: row.email,
      template: 'contribution-receipt',
      subject: `Your receipt for "${context.title}" (${row.invoiceNumber})`,
      payload: receipt,
    });
  }
  if (context.organiserEmail) {
    const notice: OrganiserNoticePayload = {
      organiserName: context.organiserFirstName ?? context.organiserName,
      contributorName: name,
      collectionTitle: context.title,
      market: context.market,
      subtotal: fee.given,
      fee: fee.fee,
      feePaidBy: fee.feePaidBy,
      charity: fee.charity,
      recipientGets: fee.recipientGets,
      invoiceNumber: row.invoiceNumber,
      collected: context.collected,
      collectionUrl: `${base}/dashboard/collections/${context.guid}`,
      ...cover,
    };
    mails.push({
      dedupeKey: `organiser-notice:${row.guid}`,
      toAddress: context.organiserEmail,
      template: 'organiser-payment-notice',
      subject: `${name} chipped in to "${context.title}"`,
      payload: notice,
    });
  }
  await enqueueEmails(tx, mails);
}

function editLink(origin: string, guid: string, messageId: number, token: string | null): string {
  const base = `${origin}${contributePath(guid, 'sign')}?messageId=${messageId}`;
  return token ? `${base}&token=${encodeURIComponent(token)}` : base;
}

/** How it was paid, in the payment form's words; null for a method the form does not name. */
function methodLabel(method: number): string | null {
  return PAYMENT_METHODS_OFFERED.find((m) => m.id === method)?.label ?? null;
}

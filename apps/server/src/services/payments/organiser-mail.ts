import { MARKET_CURRENCY, type Market } from '@groupgift/domain';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import {
  organiserMailContext,
  type OrganiserMailContext,
} from '../../db/repositories/organiser-receipts-repository';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';
import type {
  DuplicateRefundPayload,
  OrganiserPurchaseItem,
  OrganiserReceiptPayload,
} from '../../mail/templates';

/**
 * The organiser's receipt for a purchase that applied, queued in the transaction that records the
 * success (transactional outbox, like the contributor's receipt). The dedupe key makes the request,
 * the 3-D Secure return, a webhook and reconciliation settling the same payment queue it once.
 */
export async function queueOrganiserReceipt(tx: Tx, row: PaymentRow): Promise<void> {
  // A duplicate is refunded instead (decision 085): it gets the refund notice, not a receipt.
  if (row.refundDue || !row.invoiceNumber) return;
  const context = await organiserMailContext(tx, row);
  if (!context) return;
  const payload: OrganiserReceiptPayload = {
    firstName: context.organiserFirstName,
    item: itemOf(row, context),
    market: marketOfCurrency(row.currency),
    // The total is the discounted subtotal plus the fee; a pack draw charges nothing at all.
    subtotal: row.amountCents - row.feeCents + row.discountCents,
    anyCard: row.anyCardCents,
    discount: row.discountCents,
    promoCode: row.discountCents > 0 ? context.promoCode : null,
    fee: row.feeCents,
    total: row.amountCents,
    invoiceNumber: row.invoiceNumber,
    paymentDate: row.updatedAt.toISOString(),
    packCardsLeft: context.packCardsLeft,
  };
  await enqueueEmails(tx, [
    {
      dedupeKey: `organiser-receipt:${row.guid}`,
      toAddress: context.organiserEmail,
      template: 'organiser-purchase-receipt',
      subject: `Your receipt (${row.invoiceNumber})`,
      payload,
    },
  ]);
}

/**
 * Tells the organiser that a second payment for something already paid went back to them
 * (decision 085), queued with the refund itself so it is sent only once the refund is confirmed,
 * and once however many callers settle it.
 */
export async function queueDuplicateRefundNotice(tx: Tx, row: PaymentRow): Promise<void> {
  if (!row.refundDue) return;
  const context = await organiserMailContext(tx, row);
  if (!context) return;
  const payload: DuplicateRefundPayload = {
    firstName: context.organiserFirstName,
    item: itemOf(row, context),
    market: marketOfCurrency(row.currency),
    total: row.amountCents,
    invoiceNumber: row.invoiceNumber ?? '',
    refundDate: row.updatedAt.toISOString(),
    // A bulk upload that is not paid now was refused because its file changed while paying.
    reason: row.kind === 'bulk_upload' && context.bulkUploadPaid === false ? 'changed' : 'already_paid',
  };
  await enqueueEmails(tx, [
    {
      dedupeKey: `duplicate-refund:${row.guid}`,
      toAddress: context.organiserEmail,
      template: 'organiser-duplicate-refund',
      subject: `We refunded a payment you did not need to make (${payload.invoiceNumber})`,
      payload,
    },
  ]);
}

function itemOf(row: PaymentRow, context: OrganiserMailContext): OrganiserPurchaseItem {
  switch (row.kind) {
    case 'pack':
      return {
        kind: 'pack',
        title: context.planName ?? 'A pack of cards',
        count: context.planCards,
        fromPack: false,
      };
    case 'bulk_upload':
      return {
        kind: 'bulk_upload',
        title: context.collectionTitle ?? '',
        count: context.bulkPayees || null,
        fromPack: false,
      };
    default:
      return {
        kind: 'paid_group_card',
        title: context.collectionTitle ?? '',
        count: null,
        fromPack: row.packId !== null,
      };
  }
}

/** The market whose currency the payment was charged in, so amounts read as they were paid. */
function marketOfCurrency(currency: string): Market {
  return currency === MARKET_CURRENCY.AU ? 'AU' : 'US';
}

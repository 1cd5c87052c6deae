import type { AppDatabase } from '../../db/client';
import { findCollectionForPayment, type PaymentRow } from '../../db/repositories/payments-repository';
import { channelOf, exchangeOf } from './payment-answer';

/** The SPEC §7 page a payer back from 3-D Secure or PayPal lands on, with the channel. */
export async function pageFor(db: AppDatabase, row: PaymentRow): Promise<string> {
  const collection = row.collectionId === null ? null : await findCollectionForPayment(db, row.collectionId);
  if (row.kind !== 'contribution') return organiserPageFor(row, collection?.guid ?? null);
  if (!collection) return '/errors/404';
  const channel = channelOf(row.paymentMethod);
  const base = `/contribute/${collection.guid}`;
  // One finish for every channel (decision 139): card, wallets and PayPal all land on
  // payment-successful, whose Continue leads to the same pathway-complete page.
  if (row.status === 'succeeded') return `${base}/payment-successful?channel=${channel}`;
  if (row.status === 'failed' && exchangeOf(row)?.result?.failure?.code === 'collection_suspended') {
    return `${base}/collection-suspended`;
  }
  return `${base}/payment-failed?channel=${channel}`;
}

/**
 * Where an organiser lands after 3-D Secure or PayPal (SPEC §2 organiser pages): the received page
 * on success, else back to the payment page with `payment=failed` so it can say so.
 */
function organiserPageFor(row: PaymentRow, collectionGuid: string | null): string {
  const ok = row.status === 'succeeded' && !row.refundDue;
  // A duplicate purchase (decision 085): the thing is paid, this payment went back.
  const failed = row.refundDue
    ? 'payment=refunded'
    : row.status === 'failed'
      ? 'payment=failed'
      : 'payment=pending';
  switch (row.kind) {
    case 'pack':
      return ok ? '/payment/packpayment-received' : `/payment?packpayment=true&${failed}`;
    case 'bulk_upload':
      if (!collectionGuid) return '/errors/404';
      return ok
        ? `/payment/bulkupload-received?id=${collectionGuid}`
        : `/payment/${collectionGuid}?bulkpayment=true&${failed}`;
    default:
      if (!collectionGuid) return '/errors/404';
      return ok ? `/payment/${collectionGuid}/payment-received` : `/payment/${collectionGuid}?${failed}`;
  }
}

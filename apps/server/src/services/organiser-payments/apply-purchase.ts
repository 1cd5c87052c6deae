import {
  claimPaidGroupCard,
  countPromoUse,
  createPackForPayment,
  drawPackCard,
  markBulkUploadPaid,
  reopenBulkUpload,
} from '../../db/repositories/organiser-payments-repository';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';

/** Thrown inside the settle transaction when a pack has no card left; the transaction rolls back. */
export class PackEmptyError extends Error {
  constructor() {
    super('No cards are left in the pack.');
  }
}

/** Why a duplicate organiser purchase was refunded; shown to the organiser who paid it. */
export const ALREADY_PAID =
  'What this paid for was already paid, or changed while you paid, so this payment has been refunded to you.';

/**
 * What an organiser purchase does when it succeeds, inside the settle transaction that records the
 * success (decision 071), so it happens exactly once: a paid group card is marked paid (drawing one
 * card when it is paid from a pack), a pack gets its cards, a bulk upload becomes paid. A promo code
 * counts one use, up to its maximum. Answers false when the thing was already paid for by another
 * attempt (two tabs, a 3-D Secure finished late): nothing is applied, and the caller gives that
 * money back.
 */
export async function applyOrganiserPurchase(tx: Tx, row: PaymentRow): Promise<boolean> {
  const applied = await applyPurchaseEffect(tx, row);
  if (applied && row.promoCodeId !== null) await countPromoUse(tx, row.promoCodeId);
  return applied;
}

async function applyPurchaseEffect(tx: Tx, row: PaymentRow): Promise<boolean> {
  switch (row.kind) {
    case 'paid_group_card': {
      if (row.collectionId === null) return true;
      // Claim the card first: a second payment for a card already paid draws nothing from the pack.
      if (!(await claimPaidGroupCard(tx, row.collectionId, row.id))) return false;
      if (row.packId !== null && !(await drawPackCard(tx, row.packId))) throw new PackEmptyError();
      return true;
    }
    case 'pack': {
      if (row.planId === null || row.organiserId === null) return true;
      await createPackForPayment(tx, {
        paymentId: row.id,
        planId: row.planId,
        organiserId: row.organiserId,
        priceCents: row.amountCents,
      });
      return true;
    }
    case 'bulk_upload':
      if (row.bulkUploadId === null) return true;
      // Only the upload as it was charged: otherwise this payment is refunded (decision 076).
      return markBulkUploadPaid(tx, row.bulkUploadId, row.amountCents);
    default:
      return true;
  }
}

/** A failed bulk-upload payment leaves the upload payable again, and says so. */
export async function applyOrganiserFailure(tx: Tx, row: PaymentRow): Promise<void> {
  if (row.kind === 'bulk_upload' && row.bulkUploadId !== null) await reopenBulkUpload(tx, row.bulkUploadId);
}

import { bulkGiftTotal } from '../amounts';
import { SETUP_TYPE } from '../constants';
import type { Cents } from '../money';

/** SPEC §5 for a bulk upload: the fee is subtotal × bulkGiftsFee % half-up; total = fee + subtotal. */
export function bulkUploadTotals(
  subtotalCents: Cents,
  bulkGiftsFee: number,
): { subtotalCents: Cents; feeCents: Cents; totalCents: Cents } {
  const { bulkFee, total } = bulkGiftTotal({
    subtotal: subtotalCents,
    setupType: SETUP_TYPE.BULK_GIFTS,
    bulkGiftsFee,
  });
  return { subtotalCents, feeCents: bulkFee, totalCents: total };
}

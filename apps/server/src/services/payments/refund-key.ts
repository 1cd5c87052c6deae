import type { PaymentRow } from '../../db/repositories/payments-repository';

/**
 * The provider key of a payment's refund. It is derived from the payment's own key, so a retried,
 * double-clicked or raced refund is the same request to the provider: it refunds once and answers
 * the first refund again (decision 078).
 */
export function refundKeyOf(row: Pick<PaymentRow, 'idempotencyKey'>): string {
  return `${row.idempotencyKey}:refund`;
}

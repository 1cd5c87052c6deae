import { listOwedRefunds, listUnsettledPayments } from '../../db/repositories/payments-repository';
import type { PaymentDriver } from './payment-driver';
import { refreshPayment } from './refresh-payment';

export type ReconcileOptions = { graceMs?: number; now?: Date };

/**
 * Reconciliation: duplicate purchases still owed are refunded, and every payment left non-final for
 * `graceMs` is settled by asking its provider; one the payer abandoned more than `abandonAfterMs`
 * ago is failed. Returns how many rows changed state.
 */
export async function reconcilePayments(
  driver: PaymentDriver,
  abandonAfterMs: number,
  options: ReconcileOptions = {},
): Promise<{ checked: number; settled: number }> {
  const now = options.now ?? new Date();
  const rows = await listUnsettledPayments(driver.db, new Date(now.getTime() - (options.graceMs ?? 30_000)));
  let settled = 0;
  for (const row of await listOwedRefunds(driver.db)) {
    if ((await driver.refundOwed(row)).status === 'refunded') settled += 1;
  }
  for (const row of rows) {
    try {
      let next = await refreshPayment(driver, row);
      if (next.status === 'requires_action' && now.getTime() - next.createdAt.getTime() > abandonAfterMs) {
        next = (
          await driver.settle(next, {
            status: 'failed',
            failureReason: 'The payment was not completed in time.',
          })
        ).row;
      }
      if (next.status !== row.status) settled += 1;
    } catch (error) {
      driver.log.warn({ err: error, payment: row.guid }, 'reconciliation could not settle a payment yet');
    }
  }
  return { checked: rows.length, settled };
}

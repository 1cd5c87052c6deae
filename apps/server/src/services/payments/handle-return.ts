import { findPaymentByGuid } from '../../db/repositories/payments-repository';
import type { PaymentDriver } from './payment-driver';
import { pageFor } from './return-pages';

export type ReturnOptions = { cancelled?: boolean; params?: Record<string, string> };

/**
 * The payer is back from 3-D Secure or PayPal: settle through the provider and say where to send
 * them (SPEC §7 pages, with the channel). A settle that fails here is left to reconciliation.
 */
export async function handleReturn(driver: PaymentDriver, guid: string, options: ReturnOptions = {}): Promise<string> {
  const row = await findPaymentByGuid(driver.db, guid);
  if (!row) return '/errors/404';
  let current = row;
  if (current.status === 'created') current = await driver.drive(current).catch(() => current);
  if (current.status === 'requires_action' || current.status === 'pending') {
    if (options.cancelled) {
      current = (
        await driver.settle(current, { status: 'failed', failureReason: 'The payer cancelled the approval.' })
      ).row;
    } else {
      current = await driver.complete(current, options.params).catch((error: unknown) => {
        driver.log.warn(
          { err: error, payment: guid },
          'could not settle a returning payment; reconciliation will',
        );
        return current;
      });
    }
  }
  return pageFor(driver.db, current);
}

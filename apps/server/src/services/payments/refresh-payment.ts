import type { PaymentRow } from '../../db/repositories/payments-repository';
import { exchangeOf } from './payment-answer';
import type { PaymentDriver } from './payment-driver';

/** Settles a row from what the provider says now; used by webhooks and reconciliation. */
export async function refreshPayment(driver: PaymentDriver, row: PaymentRow): Promise<PaymentRow> {
  if (row.status === 'created') return driver.drive(row);
  const exchange = exchangeOf(row);
  if (!exchange || !row.providerReference) return row;
  const provider = driver.providerNamed(exchange.provider);
  // PayPal only moves money on capture; the others report the settled state.
  const result =
    exchange.provider === 'paypal'
      ? await provider.completeAction({
          providerPaymentId: row.providerReference,
          idempotencyKey: `${row.idempotencyKey}:complete`,
        })
      : await provider.getPayment(row.providerReference);
  return driver.applyResult(row, result, exchange);
}

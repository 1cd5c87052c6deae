import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import type { PaymentProvider, ProviderName } from '../../payment-providers/provider';
import { exchangeOf } from './payment-answer';
import { refundKeyOf } from './refund-key';
import { mailOnSettled } from './settled-mail';
import { settlePayment } from './settle-payment';

type Deps = {
  db: AppDatabase;
  log: FastifyBaseLogger;
  providerNamed: (name: ProviderName) => PaymentProvider;
};

/**
 * Gives back an organiser purchase that succeeded for something already paid (decision 085). The
 * provider key is derived from the payment's, so a retry refunds once; a refund that cannot be
 * confirmed now is retried by reconciliation, and an asynchronous one is settled by its webhook.
 */
export async function refundDuplicatePurchase(deps: Deps, row: PaymentRow): Promise<PaymentRow> {
  const exchange = exchangeOf(row);
  try {
    if (exchange?.request && row.providerReference) {
      const result = await deps.providerNamed(exchange.provider).refund({
        providerPaymentId: row.providerReference,
        idempotencyKey: refundKeyOf(row),
      });
      if (result.status !== 'succeeded') {
        deps.log.warn(
          { payment: row.guid, status: result.status },
          'duplicate purchase refund not confirmed yet',
        );
        return row;
      }
    }
    // The organiser's notice is queued with the refund; a webhook settling it first queues the same one.
    const { row: refunded } = await settlePayment(
      deps.db,
      row.id,
      { status: 'refunded' },
      mailOnSettled(null),
    );
    deps.log.info({ payment: row.guid }, 'duplicate organiser purchase refunded');
    return refunded;
  } catch (error) {
    deps.log.error(
      { err: error, payment: row.guid },
      'could not refund a duplicate purchase yet; reconciliation will retry',
    );
    return row;
  }
}

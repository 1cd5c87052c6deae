import type { RefundResponse } from '@groupgift/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { paymentDisputed } from '../../db/repositories/disputes-repository';
import { findPaymentByGuid, type PaymentRow } from '../../db/repositories/payments-repository';
import { collectionFiguresById, findOrganiserContribution } from '../../db/repositories/refunds-repository';
import { AppError, notFound } from '../../lib/app-error';
import { holdRefund, releaseRefund } from '../ledger/book-payment';
import { ProviderError, ProviderRequestError } from '../../payment-providers/provider';
import { exchangeOf } from './payment-answer';
import type { PaymentService } from './payment-service';
import { refundKeyOf } from './refund-key';
import { queueRefundNotice } from './refund-notice';
import { settlePayment } from './settle-payment';

export type RefundDeps = { db: AppDatabase; payments: Pick<PaymentService, 'providerNamed'>; log: FastifyBaseLogger };

/**
 * Refunds a contribution in full on one of the organiser's own collections. The ledger moves
 * succeeded → refunded in one transaction with the collection's collected, joined and charity
 * figures (settle-payment.ts's compare-and-set), so it counts once however often it is asked.
 * A provider that refunds asynchronously (Checkout.com) answers `pending`; its webhook settles it.
 */
export async function refundContribution(
  deps: RefundDeps,
  input: { paymentGuid: string; organiserId: number },
): Promise<RefundResponse> {
  const row = await findOrganiserContribution(deps.db, input.paymentGuid, input.organiserId);
  if (!row || row.collectionId === null) throw notFound('The contribution');
  return refundPayment(deps, row);
}

/**
 * Refunds a contribution the caller may refund (the organiser's own, or any, for the support
 * console: decision 156) by the same steps and the same provider key, so either way it refunds once.
 */
export async function refundPayment(deps: RefundDeps, row: PaymentRow): Promise<RefundResponse> {
  if (row.status === 'refunded') return answer(deps.db, row, 'refunded');
  if (row.status !== 'succeeded') {
    throw new AppError(409, 'conflict', 'Only a completed payment can be refunded.');
  }
  // A disputed payment is the bank's to return (decision 136): a refund as well would pay it back twice.
  if (await paymentDisputed(deps.db, row.id)) {
    throw new AppError(409, 'conflict', "The contributor has disputed this payment with their bank, so it cannot be refunded here: the bank's decision returns the money or keeps it.");
  }

  // The refund's ledger entries are held now, under the collection's lock and before the provider is
  // asked: a payout cannot spend the same money meanwhile, and one that already did is refused here
  // (insufficient_balance) with nothing sent to the provider (decision 111).
  await holdRefund(deps.db, row);

  const exchange = exchangeOf(row);
  // A zero contribution (the collection allowed it) moved no money: there is nothing to send back.
  if (exchange?.request && row.providerReference) {
    const provider = deps.payments.providerNamed(exchange.provider);
    try {
      const result = await provider.refund({ providerPaymentId: row.providerReference, idempotencyKey: refundKeyOf(row) });
      if (result.status === 'failed') {
        await releaseRefund(deps.db, row);
        throw new AppError(502, 'payment_failed', 'The payment provider could not refund this payment. Please try again later.');
      }
      if (result.status === 'pending') {
        deps.log.info({ payment: row.guid, refund: result.providerRefundId }, 'refund accepted; waiting for the provider to confirm');
        return answer(deps.db, row, 'pending');
      }
    } catch (error) {
      // Refused outright: nothing went back, so the hold goes. An unknown outcome keeps it for the retry.
      if (error instanceof ProviderRequestError) await releaseRefund(deps.db, row);
      throw refundError(error, deps.log, row);
    }
  }

  // The contributor's refund notice is queued in the same transaction (decision 082).
  const { row: settled } = await settlePayment(deps.db, row.id, { status: 'refunded' }, queueRefundNotice);
  // A webhook may have settled it first; either way the payment is refunded once.
  const latest = settled.status === 'refunded' ? settled : ((await findPaymentByGuid(deps.db, row.guid)) ?? settled);
  return answer(deps.db, latest, latest.status === 'refunded' ? 'refunded' : 'pending');
}

function refundError(error: unknown, log: FastifyBaseLogger, row: PaymentRow): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError) {
    // The refund may or may not have happened; the same key makes the retry safe.
    log.warn({ payment: row.guid, kind: error.kind }, 'refund outcome unknown');
    return new AppError(503, 'service_unavailable', 'We could not confirm the refund yet. Please try again in a moment.', { retryable: true });
  }
  if (error instanceof ProviderRequestError) {
    log.error({ err: error, payment: row.guid }, 'provider refused the refund');
    return new AppError(502, 'payment_failed', 'The payment provider could not refund this payment. Please try again later.');
  }
  return error;
}

async function answer(db: AppDatabase, row: PaymentRow, status: RefundResponse['status']): Promise<RefundResponse> {
  const collection = await collectionFiguresById(db, row.collectionId ?? -1);
  if (!collection) throw notFound('The collection');
  return { paymentGuid: row.guid, status, amount: row.amountCents, collection };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { recordProviderExchange, type PaymentRow } from '../../db/repositories/payments-repository';
import { AppError } from '../../lib/app-error';
import { ProviderError, ProviderRequestError } from '../../payment-providers/provider';
import { answerFor, type ProviderExchange } from './payment-answer';
import type { SettleInput } from './settle-payment';

type Deps = {
  db: AppDatabase;
  log: FastifyBaseLogger;
  settle: (row: PaymentRow, input: SettleInput) => Promise<{ row: PaymentRow }>;
};

/**
 * What a provider call that threw means for the payer (returned, for the caller to throw): an
 * unknown outcome keeps the row open for a retry or reconciliation; a refused request fails it.
 */
export async function providerFailure(
  deps: Deps,
  row: PaymentRow,
  exchange: ProviderExchange,
  error: unknown,
): Promise<unknown> {
  if (error instanceof ProviderError) {
    // The charge may have happened: keep the row `created`; a retry or reconciliation asks again with the key.
    await recordProviderExchange(deps.db, row.id, {
      ...exchange,
      unknownOutcome: { kind: error.kind, message: error.message, at: new Date().toISOString() },
    });
    deps.log.warn(
      { payment: row.guid, kind: error.kind },
      'payment outcome unknown; left for retry or reconciliation',
    );
    return new AppError(
      503,
      'service_unavailable',
      'We could not confirm the payment yet. Please try again in a moment.',
      {
        retryable: true,
      },
    );
  }
  if (error instanceof ProviderRequestError) {
    if (error.kind === 'idempotency_conflict') {
      return new AppError(
        409,
        'idempotency_conflict',
        'This payment attempt was already used for a different payment.',
      );
    }
    deps.log.error({ err: error, payment: row.guid }, 'provider refused the payment request');
    const failed = await deps.settle(row, {
      status: 'failed',
      failureReason: 'The payment could not be processed.',
      providerResponse: { ...exchange, result: undefined, unknownOutcome: undefined },
    });
    try {
      answerFor(failed.row);
    } catch (answer) {
      return answer;
    }
  }
  return error;
}

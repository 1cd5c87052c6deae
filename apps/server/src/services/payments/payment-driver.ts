import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { findPaymentByGuid, type PaymentRow } from '../../db/repositories/payments-repository';
import { AppError } from '../../lib/app-error';
import {
  ProviderError,
  type PaymentProvider,
  type PaymentResult,
  type ProviderName,
} from '../../payment-providers/provider';
import type { PaymentProviders } from '../../payment-providers/select-providers';
import type { CardDefences } from '../card-defences/card-defences';
import { refundDuplicatePurchase } from './duplicate-refund';
import { answerFor, exchangeOf, type CheckoutAnswer, type ProviderExchange } from './payment-answer';
import { providerFailure } from './provider-failure';
import { mailOnSettled } from './settled-mail';
import { settlePayment, type SettleInput } from './settle-payment';

type PaymentDriverOptions = {
  db: AppDatabase;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Extra provider calls (same idempotency key) when the outcome is unknown; safe by design. */
  retries: number;
  retryDelayMs: number;
  /** The card-testing defences (decision 132); absent: contributions are not limited (unit tests of the ledger). */
  cardDefences?: CardDefences | undefined;
};

/**
 * What every payment job shares (starts, returns, webhooks, reconciliation): calling the provider
 * with the row's own key, retrying an unknown outcome with the same key, and settling every answer
 * through `settle`, so each state change queues its mail and a duplicate purchase goes back.
 */
export class PaymentDriver {
  readonly db: AppDatabase;
  readonly log: FastifyBaseLogger;
  readonly providers: PaymentProviders;
  readonly cardDefences: CardDefences | undefined;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  // Concurrent requests with one key in this process share one provider call.
  private readonly inflight = new Map<string, Promise<PaymentRow>>();

  constructor(options: PaymentDriverOptions) {
    this.db = options.db;
    this.log = options.log;
    this.providers = options.providers;
    this.cardDefences = options.cardDefences;
    this.retries = options.retries;
    this.retryDelayMs = options.retryDelayMs;
  }

  providerNamed(name: ProviderName): PaymentProvider {
    const found = this.providers.all.find((p) => p.name === name);
    if (!found)
      throw new AppError(
        503,
        'service_unavailable',
        'The payment provider of this payment is not configured.',
      );
    return found;
  }

  /** A retry of a known attempt: the first outcome, or the same provider call again if it is still unknown. */
  async resumeIf(row: PaymentRow, sameAttempt: boolean): Promise<CheckoutAnswer> {
    if (!sameAttempt) {
      throw new AppError(
        409,
        'idempotency_conflict',
        'This payment attempt was already used for a different payment.',
      );
    }
    const current = row.status === 'created' ? await this.drive(row) : row;
    return answerFor(current);
  }

  /**
   * Calls the provider for a `created` row; concurrent callers in this process share the call. A row
   * read a while ago is read again first (another server may have settled it since); `justWritten`, the
   * row this request has just inserted, is not.
   */
  drive(row: PaymentRow, justWritten = false): Promise<PaymentRow> {
    const running = this.inflight.get(row.idempotencyKey);
    if (running) return running;
    const call = this.callProvider(row, justWritten).finally(() => this.inflight.delete(row.idempotencyKey));
    this.inflight.set(row.idempotencyKey, call);
    return call;
  }

  private async callProvider(row: PaymentRow, justWritten: boolean): Promise<PaymentRow> {
    const fresh = justWritten ? row : ((await findPaymentByGuid(this.db, row.guid)) ?? row);
    if (fresh.status !== 'created') return fresh;
    const exchange = exchangeOf(fresh);
    if (!exchange?.request) throw new AppError(503, 'service_unavailable', 'The payment cannot be resumed.');
    const provider = this.providerNamed(exchange.provider);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await provider.createPayment(exchange.request);
        return await this.applyResult(fresh, result, exchange);
      } catch (error) {
        if (error instanceof ProviderError && attempt < this.retries) {
          await delay(this.retryDelayMs * 2 ** attempt);
          continue;
        }
        throw await providerFailure(this, fresh, exchange, error);
      }
    }
  }

  /** Completes a 3-D Secure or PayPal action at the provider (PayPal captures here) and settles. */
  async complete(row: PaymentRow, params?: Record<string, string>): Promise<PaymentRow> {
    const exchange = exchangeOf(row);
    if (!exchange || !row.providerReference) return row;
    const provider = this.providerNamed(exchange.provider);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await provider.completeAction({
          providerPaymentId: row.providerReference,
          idempotencyKey: `${row.idempotencyKey}:complete`,
          ...(params ? { returnParams: params } : {}),
        });
        return await this.applyResult(row, result, exchange);
      } catch (error) {
        if (error instanceof ProviderError && attempt < this.retries) {
          await delay(this.retryDelayMs * 2 ** attempt);
          continue;
        }
        throw error;
      }
    }
  }

  /** Settles what the provider answered, keeping the answer with the request that got it. */
  async applyResult(row: PaymentRow, result: PaymentResult, exchange: ProviderExchange): Promise<PaymentRow> {
    const { row: settled } = await this.settle(row, {
      status: result.status,
      providerReference: result.providerPaymentId,
      ...(result.action ? { threeDsRedirectUrl: result.action.redirectUrl } : {}),
      ...(result.failure ? { failureReason: result.failure.message } : {}),
      providerResponse: {
        provider: exchange.provider,
        request: exchange.request,
        origin: exchange.origin,
        result,
      } satisfies ProviderExchange,
    });
    return settled;
  }

  /**
   * Every state change goes through here: a success also queues its receipts, and a refund (a
   * provider's webhook confirming it) its refund notice, in the same transaction.
   */
  async settle(row: PaymentRow, input: SettleInput) {
    const origin = exchangeOf(row)?.origin ?? null;
    const result = await settlePayment(this.db, row.id, input, mailOnSettled(origin));
    if (result.row.refundDue && result.row.status === 'succeeded') {
      return { ...result, row: await this.refundOwed(result.row) };
    }
    return result;
  }

  /** Gives back a duplicate organiser purchase (decision 085); see duplicate-refund.ts. */
  refundOwed(row: PaymentRow): Promise<PaymentRow> {
    return refundDuplicatePurchase(this, row);
  }
}

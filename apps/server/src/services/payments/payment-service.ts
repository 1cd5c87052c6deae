import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  MARKET_CURRENCY,
  cardProviderFor,
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  type Market,
  type OrganiserQuote,
  type PaymentMethod,
  type PaymentRequest,
} from '@groupgift/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import {
  findCollectionForPayment,
  findInviteeIdInCollection,
  findMessageIdInCollection,
  findPaymentByGuid,
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  listOwedRefunds,
  listUnsettledPayments,
  recordProviderExchange,
  settlePayment,
  type NewPaymentRow,
  type PaymentRow,
  type SettleInput,
} from '../../db/repositories/payments-repository';
import { PackEmptyError } from '../../db/repositories/organiser-payments-repository';
import { AppError, notFound } from '../../lib/app-error';
import { isCollectionClosed } from '../collection-view';
import {
  ProviderError,
  ProviderRequestError,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentResult,
  type PaymentSource,
  type ProviderName,
} from '../../payments/provider';
import type { PaymentProviders } from '../../payments/select-providers';
import {
  answerFor,
  channelOf,
  exchangeOf,
  suspendedError,
  type CheckoutAnswer,
  type ProviderExchange,
} from './payment-answer';
import { charityShareOf, limitError, marketOf, quoteFor } from './quote';
import { refundKeyOf } from './refunds';
import { mailOnSettled } from './settled-mail';

export type PaymentServiceOptions = {
  db: AppDatabase;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Extra provider calls (same idempotency key) when the outcome is unknown; safe by design. */
  providerRetries?: number;
  retryDelayMs?: number;
  /** A payer who never comes back from 3-D Secure or PayPal: after this, the attempt is failed. */
  abandonAfterMs?: number;
};

export type StartPaymentInput = {
  body: PaymentRequest;
  method: PaymentMethod;
  idempotencyKey: string;
  /** Origin the payer's browser uses, for the provider's return URLs. */
  origin: string;
};

/** An organiser purchase priced by the server (decision 071); see services/organiser-payments. */
export type OrganiserAttempt = {
  kind: 'paid_group_card' | 'pack' | 'bulk_upload';
  organiser: { id: number; guid: string; email: string; firstName: string; lastName: string };
  market: Market;
  quote: OrganiserQuote;
  description: string;
  /** The ledger columns of what is bought (collectionId, planId, packId, bulkUploadId, promoCodeId, anyCardCents). */
  links: Pick<
    NewPaymentRow,
    'collectionId' | 'planId' | 'packId' | 'bulkUploadId' | 'promoCodeId' | 'anyCardCents'
  >;
  /** A pack draw charges nothing but records the card's value (SPEC §9 price modes). */
  ledgerValueCents?: number;
};

export type StartOrganiserInput = {
  organiserId: number;
  method: PaymentMethod;
  idempotencyKey: string;
  origin: string;
  /** The total the page showed, in cents. */
  amount: number;
  checkOutToken?: string | undefined;
  /** Checks the purchase and prices it; only called for a new idempotency key. */
  prepare: () => Promise<OrganiserAttempt>;
};

const CARD_METHODS = new Set<number>([PAYMENT_METHOD.CREDIT_CARD, PAYMENT_METHOD.AMERICAN_EXPRESS]);

/**
 * The payment ledger's rules (DESIGN §5): recompute the amount, keep one row per idempotency key,
 * drive the provider with that key, and move the row forward only, applying a success to the
 * collection exactly once (in the repository's settle transaction).
 */
export class PaymentService {
  readonly providers: PaymentProviders;
  private readonly db: AppDatabase;
  private readonly log: FastifyBaseLogger;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly abandonAfterMs: number;
  // Concurrent requests with one key in this process share one provider call.
  private readonly inflight = new Map<string, Promise<PaymentRow>>();

  constructor(options: PaymentServiceOptions) {
    this.db = options.db;
    this.providers = options.providers;
    this.log = options.log;
    this.retries = options.providerRetries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.abandonAfterMs = options.abandonAfterMs ?? 24 * 60 * 60 * 1000;
  }

  /** ProcessCheckout, ApplePayCheckout, GooglePayCheckout and ProcessPayPal. */
  async start(input: StartPaymentInput): Promise<CheckoutAnswer> {
    const { body, method, idempotencyKey } = input;
    const existing = await findPaymentByIdempotencyKey(this.db, idempotencyKey);
    if (existing) return this.resume(existing, input);

    const collection = await findCollectionForPayment(this.db, body.collectionId);
    if (!collection) throw notFound('The collection');
    if (collection.isDeleted || isCollectionClosed(collection, new Date())) {
      throw new AppError(409, 'collection_closed', 'This collection is closed.');
    }
    if (collection.isSuspended) throw suspendedError();

    const quote = quoteFor(collection, body, method);
    const limit = limitError(collection, quote.subtotal);
    if (limit) throw new AppError(422, 'unprocessable', limit, { fieldErrors: { netAmount: [limit] } });
    if (
      body.netAmount !== quote.subtotal ||
      body.contributionFee !== quote.fee ||
      body.contributionAmount !== quote.total
    ) {
      throw new AppError(
        422,
        'amount_mismatch',
        'The amount has changed. Please check the total and try again.',
        { quote },
      );
    }

    const market = marketOf(collection);
    const isPayPal = channelOf(method) === 'paypal';
    const providerRole = isPayPal ? this.providers.paypal : this.providers.cards[market];
    const guid = randomUUID();
    let request: CreatePaymentInput | null = null;
    if (quote.total > 0) {
      request = {
        idempotencyKey,
        amountCents: quote.total,
        currency: MARKET_CURRENCY[market],
        source: sourceFor(method, body.checkOutToken),
        customer: { email: body.email, firstName: body.fName, lastName: body.lName },
        returnUrls: returnUrlsFor(input.origin, guid, isPayPal),
        reference: guid,
        description: collection.title,
        metadata: { collection: collection.guid, payment: guid },
      };
    }
    const exchange: ProviderExchange = { provider: providerRole.name, request, origin: input.origin };
    const { inserted, row } = await insertPaymentOnce(this.db, {
      guid,
      idempotencyKey,
      kind: 'contribution',
      collectionId: collection.id,
      inviteeId: body.inviteeID ? await this.inviteeId(body.inviteeID, collection.id) : null,
      messageId: body.groupCardId
        ? await findMessageIdInCollection(this.db, body.groupCardId, collection.id)
        : null,
      provider: isPayPal ? PAYMENT_PROVIDER.PAYPAL : cardProviderFor(market),
      paymentMethod: method,
      currency: MARKET_CURRENCY[market],
      amountCents: quote.total,
      feeCents: quote.fee,
      netCents: quote.subtotal,
      charityCents: charityShareOf(collection, quote.subtotal),
      contributions: body.contributions,
      email: body.email,
      firstName: body.fName,
      lastName: body.lName,
      collectionAnswer: body.collectionAnswer || null,
      providerResponse: exchange,
    });
    if (!inserted) return this.resume(row, input);
    if (request === null) {
      // Nothing to charge (a zero contribution the collection allows): the attempt succeeds at once.
      const settled = await this.settle(row, { status: 'succeeded' });
      return answerFor(settled.row);
    }
    return answerFor(await this.drive(row));
  }

  /**
   * An organiser purchase (paid group card, pack, bulk upload; decision 071) through the same ledger:
   * one row per key, the server's own total, the market's provider, the same 3DS/PayPal returns and
   * reconciliation; its effect is applied by the settle transaction. A zero total (full discount,
   * pack draw) succeeds without a provider call.
   */
  async startOrganiser(input: StartOrganiserInput): Promise<CheckoutAnswer> {
    const { method, idempotencyKey } = input;
    const existing = await findPaymentByIdempotencyKey(this.db, idempotencyKey);
    if (existing) {
      return this.resumeIf(
        existing,
        existing.kind !== 'contribution' &&
          existing.organiserId === input.organiserId &&
          existing.paymentMethod === method &&
          existing.amountCents === input.amount,
      );
    }
    const attempt = await input.prepare();
    const { quote } = attempt;
    if (input.amount !== quote.total) {
      throw new AppError(
        422,
        'amount_mismatch',
        'The amount has changed. Please check the total and try again.',
        { quote },
      );
    }
    const isPayPal = channelOf(method) === 'paypal';
    const providerRole = isPayPal ? this.providers.paypal : this.providers.cards[attempt.market];
    const guid = randomUUID();
    const currency = MARKET_CURRENCY[attempt.market];
    const { organiser } = attempt;
    const request: CreatePaymentInput | null =
      quote.total > 0
        ? {
            idempotencyKey,
            amountCents: quote.total,
            currency,
            source: sourceFor(method, input.checkOutToken),
            customer: {
              email: organiser.email,
              firstName: organiser.firstName,
              lastName: organiser.lastName,
            },
            returnUrls: returnUrlsFor(input.origin, guid, isPayPal),
            reference: guid,
            description: attempt.description,
            metadata: { organiser: organiser.guid, payment: guid, kind: attempt.kind },
          }
        : null;
    const exchange: ProviderExchange = { provider: providerRole.name, request, origin: input.origin };
    const { inserted, row } = await insertPaymentOnce(this.db, {
      guid,
      idempotencyKey,
      kind: attempt.kind,
      organiserId: organiser.id,
      ...attempt.links,
      provider: isPayPal ? PAYMENT_PROVIDER.PAYPAL : cardProviderFor(attempt.market),
      paymentMethod: method,
      currency,
      amountCents: quote.total,
      feeCents: quote.fee,
      netCents: attempt.ledgerValueCents ?? quote.subtotal - quote.discount,
      discountCents: quote.discount,
      email: organiser.email,
      firstName: organiser.firstName,
      lastName: organiser.lastName,
      providerResponse: exchange,
    });
    if (!inserted)
      return this.resumeIf(row, row.organiserId === organiser.id && row.amountCents === input.amount);
    if (request === null) {
      try {
        return answerFor((await this.settle(row, { status: 'succeeded' })).row);
      } catch (error) {
        if (!(error instanceof PackEmptyError)) throw error;
        // Another request took the last card first: this attempt fails, the pack is untouched.
        await this.settle(row, { status: 'failed', failureReason: error.message });
        throw new AppError(409, 'conflict', 'There are no cards left in your pack.');
      }
    }
    return answerFor(await this.drive(row));
  }

  /** A retry of a known attempt: the first outcome, or the same provider call again if it is still unknown. */
  private async resume(row: PaymentRow, input: StartPaymentInput): Promise<CheckoutAnswer> {
    return this.resumeIf(
      row,
      row.kind === 'contribution' &&
        row.collectionId === input.body.collectionId &&
        row.paymentMethod === input.method &&
        row.amountCents === input.body.contributionAmount,
    );
  }

  private async resumeIf(row: PaymentRow, sameAttempt: boolean): Promise<CheckoutAnswer> {
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

  /** Calls the provider for a `created` row; concurrent callers in this process share the call. */
  private drive(row: PaymentRow): Promise<PaymentRow> {
    const running = this.inflight.get(row.idempotencyKey);
    if (running) return running;
    const call = this.callProvider(row).finally(() => this.inflight.delete(row.idempotencyKey));
    this.inflight.set(row.idempotencyKey, call);
    return call;
  }

  private async callProvider(row: PaymentRow): Promise<PaymentRow> {
    const fresh = (await findPaymentByGuid(this.db, row.guid)) ?? row;
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
        throw await this.providerFailure(fresh, exchange, error);
      }
    }
  }

  private async providerFailure(
    row: PaymentRow,
    exchange: ProviderExchange,
    error: unknown,
  ): Promise<unknown> {
    if (error instanceof ProviderError) {
      // The charge may have happened: keep the row `created`; a retry or reconciliation asks again with the key.
      await recordProviderExchange(this.db, row.id, {
        ...exchange,
        unknownOutcome: { kind: error.kind, message: error.message, at: new Date().toISOString() },
      });
      this.log.warn(
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
      this.log.error({ err: error, payment: row.guid }, 'provider refused the payment request');
      const failed = await this.settle(row, {
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

  private async applyResult(
    row: PaymentRow,
    result: PaymentResult,
    exchange: ProviderExchange,
  ): Promise<PaymentRow> {
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
   * The payer is back from 3-D Secure or PayPal: settle through the provider and say where to send
   * them (SPEC §7 pages, with the channel).
   */
  async handleReturn(
    guid: string,
    options: { cancelled?: boolean; params?: Record<string, string> } = {},
  ): Promise<string> {
    const row = await findPaymentByGuid(this.db, guid);
    if (!row) return '/errors/404';
    let current = row;
    if (current.status === 'created') current = await this.drive(current).catch(() => current);
    if (current.status === 'requires_action' || current.status === 'pending') {
      if (options.cancelled) {
        current = (
          await this.settle(current, { status: 'failed', failureReason: 'The payer cancelled the approval.' })
        ).row;
      } else {
        current = await this.complete(current, options.params).catch((error: unknown) => {
          this.log.warn(
            { err: error, payment: guid },
            'could not settle a returning payment; reconciliation will',
          );
          return current;
        });
      }
    }
    return this.pageFor(current);
  }

  private async complete(row: PaymentRow, params?: Record<string, string>): Promise<PaymentRow> {
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

  private async pageFor(row: PaymentRow): Promise<string> {
    const collection =
      row.collectionId === null ? null : await findCollectionForPayment(this.db, row.collectionId);
    if (row.kind !== 'contribution') return organiserPageFor(row, collection?.guid ?? null);
    if (!collection) return '/errors/404';
    const channel = channelOf(row.paymentMethod);
    const base = `/contribute/${collection.guid}`;
    if (row.status === 'succeeded') {
      return channel === 'paypal'
        ? `${base}/pathway-complete?channel=paypal`
        : `${base}/payment-successful?channel=${channel}`;
    }
    if (row.status === 'failed' && exchangeOf(row)?.result?.failure?.code === 'collection_suspended') {
      return `${base}/collection-suspended`;
    }
    return `${base}/payment-failed?channel=${channel}`;
  }

  /** Settles a row from what the provider says now; used by webhooks and reconciliation. */
  async refresh(row: PaymentRow): Promise<PaymentRow> {
    if (row.status === 'created') return this.drive(row);
    const exchange = exchangeOf(row);
    if (!exchange || !row.providerReference) return row;
    const provider = this.providerNamed(exchange.provider);
    // PayPal only moves money on capture; the others report the settled state.
    const result =
      exchange.provider === 'paypal'
        ? await provider.completeAction({
            providerPaymentId: row.providerReference,
            idempotencyKey: `${row.idempotencyKey}:complete`,
          })
        : await provider.getPayment(row.providerReference);
    return this.applyResult(row, result, exchange);
  }

  /**
   * Reconciliation: every payment left non-final for `graceMs` is settled by asking its provider;
   * one the payer abandoned long ago is failed. Returns how many rows changed state.
   */
  async reconcile(
    options: { graceMs?: number; now?: Date } = {},
  ): Promise<{ checked: number; settled: number }> {
    const now = options.now ?? new Date();
    const rows = await listUnsettledPayments(this.db, new Date(now.getTime() - (options.graceMs ?? 30_000)));
    let settled = 0;
    for (const row of await listOwedRefunds(this.db)) {
      if ((await this.refundOwed(row)).status === 'refunded') settled += 1;
    }
    for (const row of rows) {
      try {
        let next = await this.refresh(row);
        if (
          next.status === 'requires_action' &&
          now.getTime() - next.createdAt.getTime() > this.abandonAfterMs
        ) {
          next = (
            await this.settle(next, {
              status: 'failed',
              failureReason: 'The payment was not completed in time.',
            })
          ).row;
        }
        if (next.status !== row.status) settled += 1;
      } catch (error) {
        this.log.warn({ err: error, payment: row.guid }, 'reconciliation could not settle a payment yet');
      }
    }
    return { checked: rows.length, settled };
  }

  /**
   * Every state change goes through here: a success also queues its receipts, and a refund (a
   * provider's webhook confirming it) its refund notice, in the same transaction.
   */
  private async settle(row: PaymentRow, input: SettleInput) {
    const origin = exchangeOf(row)?.origin ?? null;
    const result = await settlePayment(this.db, row.id, input, mailOnSettled(origin));
    if (result.row.refundDue && result.row.status === 'succeeded') {
      return { ...result, row: await this.refundOwed(result.row) };
    }
    return result;
  }

  /**
   * Gives back an organiser purchase that succeeded for something already paid (decision 085). The
   * provider key is derived from the payment's, so a retry refunds once; a refund that cannot be
   * confirmed now is retried by reconciliation, and an asynchronous one is settled by its webhook.
   */
  private async refundOwed(row: PaymentRow): Promise<PaymentRow> {
    const exchange = exchangeOf(row);
    try {
      if (exchange?.request && row.providerReference) {
        const result = await this.providerNamed(exchange.provider).refund({
          providerPaymentId: row.providerReference,
          idempotencyKey: refundKeyOf(row),
        });
        if (result.status !== 'succeeded') {
          this.log.warn(
            { payment: row.guid, status: result.status },
            'duplicate purchase refund not confirmed yet',
          );
          return row;
        }
      }
      // The organiser's notice is queued with the refund; a webhook settling it first queues the same one.
      const { row: refunded } = await settlePayment(
        this.db,
        row.id,
        { status: 'refunded' },
        mailOnSettled(null),
      );
      this.log.info({ payment: row.guid }, 'duplicate organiser purchase refunded');
      return refunded;
    } catch (error) {
      this.log.error(
        { err: error, payment: row.guid },
        'could not refund a duplicate purchase yet; reconciliation will retry',
      );
      return row;
    }
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

  private async inviteeId(guid: string, collectionId: number): Promise<number | null> {
    return /^[0-9a-f-]{36}$/i.test(guid) ? findInviteeIdInCollection(this.db, guid, collectionId) : null;
  }
}

function sourceFor(method: PaymentMethod, token: string | undefined): PaymentSource {
  if (method === PAYMENT_METHOD.PAYPAL || method === PAYMENT_METHOD.PAYPAL_DIRECT)
    return { method: 'paypal' };
  if (!token)
    throw new AppError(400, 'validation_failed', 'Sorry, the request was unsuccessful.', {
      fieldErrors: { checkOutToken: ['This field is required'] },
    });
  if (method === PAYMENT_METHOD.APPLE_PAY) return { method: 'apple_pay', walletToken: token };
  if (method === PAYMENT_METHOD.GOOGLE_PAY) return { method: 'google_pay', walletToken: token };
  if (CARD_METHODS.has(method)) return { method: 'card', token };
  throw new AppError(400, 'validation_failed', 'Sorry, the request was unsuccessful.', {
    fieldErrors: { paymentMethod: ['This payment method is not taken here'] },
  });
}

function returnUrlsFor(origin: string, guid: string, paypal: boolean) {
  const path = paypal ? '/api/paypal/return' : '/api/checkout/return';
  const url = `${origin}${path}?payment=${guid}`;
  return paypal
    ? { success: url, failure: url, cancel: `${url}&cancelled=1` }
    : { success: url, failure: url };
}

/**
 * Where an organiser lands after 3-D Secure or PayPal (SPEC §2 organiser pages): the received page
 * on success, else back to the payment page with `payment=failed` so it can say so.
 */
function organiserPageFor(row: PaymentRow, collectionGuid: string | null): string {
  const ok = row.status === 'succeeded' && !row.refundDue;
  // A duplicate purchase (decision 085): the thing is paid, this payment went back.
  const failed = row.refundDue
    ? 'payment=refunded'
    : row.status === 'failed'
      ? 'payment=failed'
      : 'payment=pending';
  switch (row.kind) {
    case 'pack':
      return ok ? '/payment/packpayment-received' : `/payment?packpayment=true&${failed}`;
    case 'bulk_upload':
      if (!collectionGuid) return '/errors/404';
      return ok
        ? `/payment/bulkupload-received?id=${collectionGuid}`
        : `/payment/${collectionGuid}?bulkpayment=true&${failed}`;
    default:
      if (!collectionGuid) return '/errors/404';
      return ok ? `/payment/${collectionGuid}/payment-received` : `/payment/${collectionGuid}?${failed}`;
  }
}

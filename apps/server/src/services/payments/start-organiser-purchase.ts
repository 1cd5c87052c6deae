import { randomUUID } from 'node:crypto';
import {
  MARKET_CURRENCY,
  cardProviderFor,
  PAYMENT_PROVIDER,
  type Market,
  type OrganiserQuote,
  type PaymentMethod,
} from '@groupgift/domain';
import {
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  type NewPaymentRow,
} from '../../db/repositories/payments-repository';
import { AppError } from '../../lib/app-error';
import type { CreatePaymentInput } from '../../payment-providers/provider';
import { PackEmptyError } from '../organiser-payments/apply-purchase';
import {
  amountChangedError,
  answerFor,
  channelOf,
  type CheckoutAnswer,
  type ProviderExchange,
} from './payment-answer';
import type { PaymentDriver } from './payment-driver';
import { returnUrlsFor, sourceFor } from './provider-request';

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

/**
 * An organiser purchase (paid group card, pack, bulk upload; decision 071) through the same ledger:
 * one row per key, the server's own total, the market's provider, the same 3DS/PayPal returns and
 * reconciliation; its effect is applied by the settle transaction. A zero total (full discount,
 * pack draw) succeeds without a provider call.
 */
export async function startOrganiserPurchase(
  driver: PaymentDriver,
  input: StartOrganiserInput,
): Promise<CheckoutAnswer> {
  const { method, idempotencyKey } = input;
  const existing = await findPaymentByIdempotencyKey(driver.db, idempotencyKey);
  if (existing) {
    return driver.resumeIf(
      existing,
      existing.kind !== 'contribution' &&
        existing.organiserId === input.organiserId &&
        existing.paymentMethod === method &&
        existing.amountCents === input.amount,
    );
  }
  const attempt = await input.prepare();
  const { quote } = attempt;
  if (input.amount !== quote.total) throw amountChangedError(quote);
  const isPayPal = channelOf(method) === 'paypal';
  const providerRole = isPayPal ? driver.providers.paypal : driver.providers.cards[attempt.market];
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
  const { inserted, row } = await insertPaymentOnce(driver.db, {
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
    return driver.resumeIf(row, row.organiserId === organiser.id && row.amountCents === input.amount);
  if (request === null) {
    try {
      return answerFor((await driver.settle(row, { status: 'succeeded' })).row);
    } catch (error) {
      if (!(error instanceof PackEmptyError)) throw error;
      // Another request took the last card first: this attempt fails, the pack is untouched.
      await driver.settle(row, { status: 'failed', failureReason: error.message });
      throw new AppError(409, 'conflict', 'There are no cards left in your pack.');
    }
  }
  return answerFor(await driver.drive(row, true));
}

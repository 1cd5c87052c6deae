import { randomUUID } from 'node:crypto';
import {
  MARKET_CURRENCY,
  REPEAT_CONTRIBUTION_WINDOW_MINUTES,
  cardProviderFor,
  checkCardMinimum,
  formatMessage,
  formatMoney,
  type RepeatContributionDetails,
  PAYMENT_PROVIDER,
  type PaymentMethod,
  type PaymentRequest,
  renderMessage,
} from '@groupgift/domain';
import {
  findCollectionForStart,
  findInviteeIdInCollection,
  findMessageIdInCollection,
  findPaymentByIdempotencyKey,
  insertPaymentOnce,
  type PaymentRow,
} from '../../db/repositories/payments-repository';
import { AppError, notFound } from '../../lib/app-error';
import type { CreatePaymentInput } from '../../payment-providers/provider';
import { isCollectionClosed } from '../collection-view';
import {
  amountChangedError,
  answerFor,
  channelOf,
  suspendedError,
  type CheckoutAnswer,
  type ProviderExchange,
} from './payment-answer';
import type { PaymentDriver } from './payment-driver';
import { cardBrandMismatchError, isCardMethod, methodOfCard } from './card-brand-check';
import { returnUrlsFor, sourceFor } from './provider-request';
import { charityShareOf, limitError, marketOf, quoteFor } from './quote';

export type StartPaymentInput = {
  body: PaymentRequest;
  method: PaymentMethod;
  idempotencyKey: string;
  /** Origin the payer's browser uses, for the provider's return URLs. */
  origin: string;
  /** The payer's address (the socket's, or the trusted proxy's word): the card-testing limits count by it. */
  clientAddress?: string;
};

/**
 * A contribution (ProcessCheckout, ApplePayCheckout, GooglePayCheckout and ProcessPayPal): the
 * server's own quote must match what the page showed, one ledger row per idempotency key, then the
 * collection's market provider (or PayPal) is called with that key.
 */
export async function startContribution(
  driver: PaymentDriver,
  input: StartPaymentInput,
): Promise<CheckoutAnswer> {
  const { db, providers } = driver;
  const { body, idempotencyKey } = input;
  let { method } = input;
  // One read for the collection, the key and a recent payment from this email (decision 102).
  const found = await findCollectionForStart(db, {
    collectionId: body.collectionId,
    email: body.email,
    since: new Date(Date.now() - REPEAT_CONTRIBUTION_WINDOW_MINUTES * 60_000),
    idempotencyKey,
  });
  if (!found || found.keyTaken) {
    // A retry of a known attempt answers with its first outcome, whatever has changed since.
    const existing = await findPaymentByIdempotencyKey(db, idempotencyKey);
    if (existing) return resume(driver, existing, input);
  }
  if (!found) throw notFound('The collection');
  const { collection } = found;
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
    throw amountChangedError(quote);
  }

  const market = marketOf(collection);
  const minimum = checkCardMinimum(quote.total, method, market);
  if (minimum) {
    const message = renderMessage(minimum);
    throw new AppError(422, 'unprocessable', message, { fieldErrors: { contributionAmount: [message] } });
  }
  if (quote.total > 0 && !body.confirmRepeat) {
    // A second charge minutes after the first is far more often a back button, a second tab or a
    // forgotten first payment than a wish to give twice: ask before charging (decision 102). Retries
    // of the same attempt never get here; they resumed above with the first outcome.
    const { earlier } = found;
    if (earlier) {
      const details: RepeatContributionDetails = {
        earlierAmountCents: earlier.amountCents,
        earlierAt: earlier.createdAt.toISOString(),
        windowMinutes: REPEAT_CONTRIBUTION_WINDOW_MINUTES,
      };
      throw new AppError(
        409,
        'repeat_contribution',
        formatMessage('error.repeatContribution', { amount: formatMoney(earlier.amountCents, market) }),
        details,
      );
    }
  }
  const isPayPal = channelOf(method) === 'paypal';
  const providerRole = isPayPal ? providers.paypal : providers.cards[market];
  if (quote.total > 0) {
    // The card's brand, as the provider recorded it, decides the fee: never the request's word for it.
    const cardMethod = await methodOfCard(providerRole, method, body.checkOutToken);
    if (cardMethod !== null && cardMethod !== method) {
      const cardQuote = quoteFor(collection, body, cardMethod);
      if (cardQuote.fee !== quote.fee || cardQuote.total !== quote.total) throw cardBrandMismatchError(cardMethod, cardQuote, market);
      // The same money either way (the organiser pays the fees): charged, under the card's own method.
      method = cardMethod;
    }
  }
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
  // Card testing is fought before the ledger row exists: a refused or challenged attempt leaves nothing.
  const admission =
    request && channelOf(method) === 'card' && driver.cardDefences && input.clientAddress !== undefined
      ? await driver.cardDefences.admit({
          clientAddress: input.clientAddress,
          collectionId: collection.id,
          email: body.email,
          cardFingerprint: body.checkOutToken
            ? ((await providerRole.cardFingerprint?.(body.checkOutToken)) ?? null)
            : null,
          challengeToken: body.challengeToken,
          idempotencyKey,
        })
      : null;
  // What the provider made of the attempt, for the defences' counts (null: no answer).
  let driven: PaymentRow | null = null;
  try {
    const { inserted, row } = await insertPaymentOnce(db, {
      guid,
      idempotencyKey,
      kind: 'contribution',
      collectionId: collection.id,
      inviteeId: body.inviteeID ? await inviteeId(driver, body.inviteeID, collection.id) : null,
      messageId: body.groupCardId
        ? await findMessageIdInCollection(db, body.groupCardId, collection.id)
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
    if (!inserted) return resume(driver, row, input);
    if (request === null) {
      // Nothing to charge (a zero contribution the collection allows): the attempt succeeds at once.
      const settled = await driver.settle(row, { status: 'succeeded' });
      return answerFor(settled.row);
    }
    driven = await driver.drive(row, true);
    return answerFor(driven);
  } finally {
    if (admission) await driver.cardDefences?.settle(admission, driven);
  }
}

/**
 * A retry of a known attempt answers only for the same collection, method and amount. Card and
 * American Express count as one here: a card charged under its own brand's method (same money) may
 * have been sent as the other.
 */
function resume(driver: PaymentDriver, row: PaymentRow, input: StartPaymentInput): Promise<CheckoutAnswer> {
  const sameMethod = row.paymentMethod === input.method || (isCardMethod(row.paymentMethod) && isCardMethod(input.method));
  return driver.resumeIf(
    row,
    row.kind === 'contribution' &&
      row.collectionId === input.body.collectionId &&
      sameMethod &&
      row.amountCents === input.body.contributionAmount,
  );
}

async function inviteeId(driver: PaymentDriver, guid: string, collectionId: number): Promise<number | null> {
  return /^[0-9a-f-]{36}$/i.test(guid) ? findInviteeIdInCollection(driver.db, guid, collectionId) : null;
}

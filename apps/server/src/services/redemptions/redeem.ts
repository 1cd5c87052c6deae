import { createHash, randomUUID } from 'node:crypto';
import { MARKET_CURRENCY, type ChosenBrand, type Redeemer, type redeemRequestSchema } from '@groupgift/domain';
import { chosenBrand } from './gift-card-choice';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import type { DeliveryRow } from '../../db/repositories/delivery-repository';
import { hasOpenDispute } from '../../db/repositories/disputes-repository';
import { bookEntries, InsufficientBalanceError, lockBalance, type NewLedgerEntry } from '../../db/repositories/ledger-repository';
import {
  findRedemptionByKey,
  insertAudit,
  insertRedemptionOnce,
  type RedemptionRow,
} from '../../db/repositories/redemptions-repository';
import { AppError } from '../../lib/app-error';
import { ProviderError, ProviderRequestError } from '../../payment-providers/provider';
import type { PayoutProvider } from '../../payment-providers/payout-provider';
import { marketOf } from '../payments/quote';
import { askProvider, providerKeys } from './ask-provider';
import { checkFee, insufficientBalanceError, notRedeemableError, notRedeemableReason } from './redemption-rules';
import type { GiftCardView } from './redemption-view';
import { applyOutcome, countedOutcome } from './settle-redemption';
import { queuePayoutMail } from './payout-mail-queue';

export type ParsedRedeemRequest = z.output<typeof redeemRequestSchema>;

export type RedeemInput = {
  collection: CollectionRow;
  delivery: DeliveryRow | null;
  redeemer: Redeemer;
  request: ParsedRedeemRequest;
  idempotencyKey: string;
  ip: string | null;
  /** The organiser's verified connected account a bank payout leaves from (decision 165), if any. */
  connectedAccountId?: string | null;
};

export type RedeemResult = { row: RedemptionRow; giftCard: GiftCardView | null; created: boolean };

type Deps = { db: AppDatabase; provider: PayoutProvider; log: FastifyBaseLogger };

/** The request without secrets: the same key with another request is a conflict, not a replay. */
function requestHash(input: RedeemInput): string {
  const r = input.request;
  const shape = {
    collection: input.collection.id,
    redeemer: input.redeemer,
    method: r.method,
    amount: r.amount,
    fee: r.fee,
    ...(r.method === 'bank'
      ? {
          holder: r.accountHolderName,
          country: r.bank.country,
          branch: r.bank.country === 'AU' ? r.bank.bsb : r.bank.routingNumber,
          last4: r.bank.accountNumber.slice(-4),
        }
      : r.method === 'paypal'
        ? { paypal: r.paypalEmail.toLowerCase() }
        : { email: r.email.toLowerCase(), brand: r.brandId }),
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}

function idempotencyConflict(): AppError {
  return new AppError(409, 'idempotency_conflict', 'This Idempotency-Key was used for another request: make a new one.');
}

function destinationLabel(request: ParsedRedeemRequest, last4: string | null, brand: ChosenBrand | null): string {
  if (request.method === 'bank') return `Bank ••••${last4 ?? ''}`;
  if (request.method === 'paypal') return `PayPal ${request.paypalEmail}`;
  // The statement's line names the brand (issue 33): its description is this label.
  return brand ? `Gift card: ${brand.name}` : 'Gift card';
}

/** The same key again: the first answer (its row as it is now), never a second redemption. */
function replay(existing: RedemptionRow, input: RedeemInput): RedeemResult {
  if (existing.collectionId !== input.collection.id || existing.requestHash !== requestHash(input)) throw idempotencyConflict();
  return { row: existing, giftCard: null, created: false };
}

/**
 * Bank numbers go to the provider once, before anything is held: the destination id that comes back
 * is all a later payout (or reconciliation) needs, and the numbers are never stored or logged.
 */
async function bankDestination(provider: PayoutProvider, input: RedeemInput) {
  const r = input.request;
  if (r.method !== 'bank') return { destinationId: null, last4: null };
  try {
    const made = await provider.createBankDestination({
      idempotencyKey: providerKeys(input.idempotencyKey).destination,
      accountHolderName: r.accountHolderName,
      bank: r.bank,
      currency: MARKET_CURRENCY[marketOf(input.collection)],
      ...(input.connectedAccountId ? { connectedAccountId: input.connectedAccountId } : {}),
    });
    return { destinationId: made.destinationId, last4: made.last4 };
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError(503, 'service_unavailable', 'The bank could not be reached. Nothing was taken: please try again.');
    if (error instanceof ProviderRequestError)
      throw new AppError(422, 'unprocessable', 'The bank refused these account details: check them and try again.', {
        fieldErrors: { bank: ['The bank refused these account details'] },
      });
    throw error;
  }
}

/**
 * Redeeming, exactly once (decision 112). Every rule is checked before any provider call; then one
 * transaction, under the collection's row lock, inserts the redemption (unique idempotency key), holds
 * the money with its ledger entries (never below zero) and audits it; only then is the provider called,
 * with keys derived from the redemption's own. An unknown outcome leaves it processing for reconciliation.
 */
export async function redeem(deps: Deps, input: RedeemInput): Promise<RedeemResult> {
  const { db, provider } = deps;
  const { collection, request, idempotencyKey } = input;
  const existing = await findRedemptionByKey(db, idempotencyKey);
  if (existing) return replay(existing, input);

  const reason = notRedeemableReason(collection, input.delivery, input.redeemer, new Date(), await hasOpenDispute(db, collection.id));
  if (reason) throw notRedeemableError(reason);
  const fee = checkFee(request.method, request.amount, request.fee);
  if (request.amount > collection.balanceCents) throw insufficientBalanceError(collection.balanceCents);
  if (!provider.methods.includes(request.method)) {
    throw new AppError(422, 'unprocessable', 'This way to redeem is not offered here.', {
      fieldErrors: { method: ['This way to redeem is not offered here'] },
    });
  }
  const brand = await chosenBrand(provider, request, marketOf(collection), request.amount - fee);
  const destination = await bankDestination(provider, input);
  const label = destinationLabel(request, destination.last4, brand);

  const held = await db.transaction(async (tx) => {
    await lockBalance(tx, collection.id);
    // A dispute opened since the check above: it takes the same lock, so this sees it (decision 136).
    if (await hasOpenDispute(tx, collection.id)) throw notRedeemableError('dispute_open');
    const row = await insertRedemptionOnce(tx, {
      guid: randomUUID(),
      collectionId: collection.id,
      idempotencyKey,
      requestHash: requestHash(input),
      redeemer: input.redeemer,
      method: request.method,
      currency: MARKET_CURRENCY[marketOf(collection)],
      amountCents: request.amount,
      feeCents: fee,
      provider: provider.name,
      providerDestinationId: destination.destinationId,
      connectedAccountId: input.connectedAccountId ?? null,
      destinationLabel: label,
      destinationLast4: destination.last4,
      paypalEmail: request.method === 'paypal' ? request.paypalEmail : null,
      mailTo: request.method === 'gift_card' ? request.email : null,
      giftCardBrand: brand,
    });
    // The same key raced in from another request and won: answer as that one.
    if (!row) return null;
    const entries: NewLedgerEntry[] = [
      {
        collectionId: collection.id,
        kind: request.method === 'gift_card' ? 'gift_card' : 'payout',
        cause: 'redeem',
        amountCents: -(request.amount - fee),
        redemptionId: row.id,
        description: label,
      },
    ];
    if (fee > 0)
      entries.push({ collectionId: collection.id, kind: 'fee', cause: 'redeem', amountCents: -fee, redemptionId: row.id, description: 'Payout fee' });
    try {
      await bookEntries(tx, entries);
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw insufficientBalanceError(error.available);
      throw error;
    }
    await insertAudit(tx, [
      { collectionId: collection.id, redemptionId: row.id, event: `Redemption requested: ${label}`, actor: input.redeemer, ip: input.ip },
    ]);
    // "On its way": with the row, so a payout the organiser made is mailed once, never for a refusal.
    await queuePayoutMail(tx, row, 'sent');
    return row;
  });
  if (!held) {
    const first = await findRedemptionByKey(db, idempotencyKey);
    if (!first) throw idempotencyConflict();
    return replay(first, input);
  }

  const outcome = await askProvider(provider, held).catch((error: unknown) => {
    deps.log.error({ err: error, redemption: held.guid }, 'payout call failed; reconciliation will ask again');
    return null;
  });
  if (!outcome) return { row: held, giftCard: null, created: true };
  const after = countedOutcome(await db.transaction((tx) => applyOutcome(tx, held, outcome, 'provider')));
  const giftCard = outcome.status === 'paid' ? (outcome.giftCard ?? null) : null;
  return { row: after ?? (await findRedemptionByKey(db, idempotencyKey)) ?? held, giftCard, created: true };
}

import type { AppDatabase } from '../../db/client';
import { findCollectionForRedemption, insertAudit, updateRedemptionFrom, type RedemptionRow } from '../../db/repositories/redemptions-repository';
import { bookEntries, lockBalance } from '../../db/repositories/ledger-repository';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import type { Tx } from '../../db/transaction';
import { GIFT_CARD_TEMPLATE, type GiftCardMailPayload } from '../../mail/mails/gift-card-mail';
import type { GiftCardView } from './redemption-view';
import { countRedemptionOutcome } from '../../telemetry/event-metrics';
import { queuePayoutMail } from './payout-mail-queue';

/** What the provider said about a redemption's payout or gift card. */
export type PayoutOutcome =
  | { status: 'pending'; providerPayoutId: string }
  | { status: 'paid'; providerPayoutId: string; giftCard?: GiftCardView }
  | { status: 'failed' | 'returned'; providerPayoutId: string | null; reason: string };

export type Actor = 'organiser' | 'recipient' | 'provider' | 'system';

/**
 * Forward only (decision 112): processing → paid | failed | returned; paid → returned. `failed` and
 * `returned` are final. A status not listed here for the row's current one is an old or repeated
 * answer and changes nothing.
 */
const FROM: Record<PayoutOutcome['status'], readonly string[]> = {
  pending: ['processing'],
  paid: ['processing'],
  failed: ['processing'],
  returned: ['processing', 'paid'],
};

const EVENT = {
  paid: (row: RedemptionRow) => (row.method === 'gift_card' ? 'Gift card issued' : 'Payout paid'),
  failed: (_row: RedemptionRow, reason: string) => `Payout failed: ${reason}`,
  returned: (_row: RedemptionRow, reason: string) => `Payout returned: ${reason}`,
};

/**
 * Applies one answer in the caller's transaction: the status compare-and-set and its effects (the
 * money back in the balance for a failure or a return, the gift card mail, the audit row) commit
 * together, so an answer heard twice (the request, a webhook, reconciliation) applies once.
 * Returns the row after, or null when the answer changed nothing.
 */
export async function applyOutcome(
  tx: Tx,
  row: RedemptionRow,
  outcome: PayoutOutcome,
  actor: Actor,
  ip: string | null = null,
): Promise<RedemptionRow | null> {
  if (outcome.status === 'pending') {
    if (row.providerPayoutId === outcome.providerPayoutId) return null;
    return updateRedemptionFrom(tx, row.id, FROM.pending, { providerPayoutId: outcome.providerPayoutId });
  }
  // The collection's row first, as every money movement takes it, so the lock order never inverts.
  await lockBalance(tx, row.collectionId);
  const providerPayoutId = outcome.providerPayoutId ?? row.providerPayoutId;
  if (outcome.status === 'paid') {
    const after = await updateRedemptionFrom(tx, row.id, FROM.paid, { status: 'paid', providerPayoutId, settledAt: new Date() });
    if (!after) return null;
    await insertAudit(tx, [{ collectionId: row.collectionId, redemptionId: row.id, event: EVENT.paid(row), actor, ip }]);
    if (row.method === 'gift_card' && outcome.giftCard && row.mailTo) await queueGiftCardMail(tx, after, outcome.giftCard);
    await queuePayoutMail(tx, after, 'paid');
    return after;
  }
  const after = await updateRedemptionFrom(tx, row.id, FROM[outcome.status], {
    status: outcome.status,
    providerPayoutId,
    failureReason: outcome.reason,
    settledAt: new Date(),
  });
  if (!after) return null;
  // Nothing reached the redeemer (or it came back): the whole amount, fee included, returns.
  await bookEntries(tx, [
    {
      collectionId: row.collectionId,
      kind: 'payout_returned',
      cause: 'return',
      amountCents: row.amountCents,
      redemptionId: row.id,
      providerReference: providerPayoutId,
      description: `${row.destinationLabel} ${outcome.status === 'failed' ? 'failed' : 'returned'}: ${outcome.reason}`,
    },
  ]);
  await insertAudit(tx, [
    { collectionId: row.collectionId, redemptionId: row.id, event: EVENT[outcome.status](row, outcome.reason), actor, ip },
  ]);
  await queuePayoutMail(tx, after, outcome.status, outcome.reason);
  return after;
}

/** Applies one answer in a transaction of its own, and counts the change once it has committed. */
export async function settleRedemption(
  db: AppDatabase,
  row: RedemptionRow,
  outcome: PayoutOutcome,
  actor: Actor,
): Promise<RedemptionRow | null> {
  return countedOutcome(await db.transaction((tx) => applyOutcome(tx, row, outcome, actor)));
}

/**
 * Counts a committed change for /metrics (decision 153): callers of applyOutcome hand its answer
 * here after their transaction, never inside it, so a rolled-back change is never counted. A
 * pending answer only records the provider's id: nothing final to count.
 */
export function countedOutcome(after: RedemptionRow | null): RedemptionRow | null {
  if (after && after.status !== 'processing') countRedemptionOutcome(after);
  return after;
}

/** Queued with the status change; its dedupe key makes a second settle of the same card mail nothing. */
async function queueGiftCardMail(tx: Tx, row: RedemptionRow, card: GiftCardView): Promise<void> {
  const collection = await findCollectionForRedemption(tx, row.collectionId);
  const payload: GiftCardMailPayload = {
    collectionTitle: collection?.title ?? '',
    market: collection?.market ?? 'US',
    code: card.code,
    pin: card.pin,
    balance: card.balance,
    redemptionGuid: row.guid,
    brand: row.giftCardBrand ?? null,
    redeemUrl: card.redeemUrl ?? null,
    redeemer: row.redeemer === 'organiser' ? 'organiser' : 'recipient',
    ...(collection?.guid ? { collectionGuid: collection.guid } : {}),
  };
  await enqueueEmails(tx, [
    {
      dedupeKey: `redemption-gift-card:${row.guid}`,
      toAddress: row.mailTo!,
      template: GIFT_CARD_TEMPLATE,
      subject: row.giftCardBrand
        ? `Your ${row.giftCardBrand.name} gift card from "${payload.collectionTitle}"`
        : `Your gift card from "${payload.collectionTitle}"`,
      payload,
    },
  ]);
}

import type { AppDatabase } from '../../db/client';
import {
  findRedemptionByGuid,
  findRedemptionByPayoutId,
  insertPayoutEventOnce,
  type RedemptionRow,
} from '../../db/repositories/redemptions-repository';
import type { Tx } from '../../db/transaction';
import type { PayoutProviderName, PayoutWebhookEvent } from '../../payment-providers/payout-provider';
import { referenceCandidates, WEBHOOK_PROVIDER_IDS } from '../payments/webhook-processor';
import { failureReason } from './failure-reasons';
import { applyOutcome, countedOutcome, type PayoutOutcome } from './settle-redemption';

/** Payout-only providers get their own number after the payment providers' (Tremendous: gift cards, issue 33). */
const PAYOUT_WEBHOOK_PROVIDER_IDS: Record<PayoutProviderName, number> = { ...WEBHOOK_PROVIDER_IDS, tremendous: 10 };

/** A payout whose answer was lost has no provider id with us yet; our guid rides in its reference. */
async function findTarget(tx: Tx, event: PayoutWebhookEvent): Promise<RedemptionRow | null> {
  if (event.providerPayoutId) {
    const row = await findRedemptionByPayoutId(tx, event.providerPayoutId);
    if (row) return row;
  }
  for (const guid of referenceCandidates(event.payload)) {
    const row = await findRedemptionByGuid(tx, guid);
    if (row) return row;
  }
  return null;
}

function outcomeOf(event: PayoutWebhookEvent): PayoutOutcome | null {
  const id = event.providerPayoutId ?? null;
  if (event.type === 'payout.paid') return id ? { status: 'paid', providerPayoutId: id } : null;
  if (event.type === 'payout.failed') return { status: 'failed', providerPayoutId: id, reason: failureReason(event.failure) };
  if (event.type === 'payout.returned') return { status: 'returned', providerPayoutId: id, reason: failureReason(event.failure) };
  return null;
}

/**
 * A payout webhook, stored once and applied in the same transaction (decision 112): if applying fails,
 * neither is kept and the provider's retry does it; a redelivery finds the event and changes nothing.
 * The statuses move forward only, so an event that overtook another (returned before paid) is safe.
 * Returns whether the event was new.
 */
export async function acceptPayoutWebhook(db: AppDatabase, provider: PayoutProviderName, event: PayoutWebhookEvent): Promise<boolean> {
  let applied: RedemptionRow | null = null;
  const fresh = await db.transaction(async (tx) => {
    const fresh = await insertPayoutEventOnce(tx, {
      provider: PAYOUT_WEBHOOK_PROVIDER_IDS[provider],
      // Payment and payout events share the table; the prefix keeps their ids apart.
      eventId: `payout:${event.id}`,
      type: event.providerType,
      payload: event.payload ?? {},
    });
    if (!fresh) return false;
    const outcome = outcomeOf(event);
    const row = outcome ? await findTarget(tx, event) : null;
    if (row && outcome) applied = await applyOutcome(tx, row, outcome, 'provider');
    return true;
  });
  countedOutcome(applied);
  return fresh;
}

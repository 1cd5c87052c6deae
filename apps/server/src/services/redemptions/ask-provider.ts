import { ProviderError, ProviderRequestError } from '../../payment-providers/provider';
import type { GiftCardResult, PayoutProvider, PayoutResult } from '../../payment-providers/payout-provider';
import type { RedemptionRow } from '../../db/repositories/redemptions-repository';
import type { Currency } from '@groupgift/domain';
import { failureReason } from './failure-reasons';
import type { PayoutOutcome } from './settle-redemption';

/** The provider keys of a redemption: derived from its own, so a retry is the same call to the provider. */
export const providerKeys = (key: string) => ({
  destination: `${key}:destination`,
  payout: `${key}:payout`,
  giftCard: `${key}:gift-card`,
});

function fromPayout(result: PayoutResult): PayoutOutcome {
  const id = result.providerPayoutId;
  if (result.status === 'paid' || result.status === 'pending') return { status: result.status, providerPayoutId: id };
  return { status: result.status, providerPayoutId: id, reason: failureReason(result.failure) };
}

function fromGiftCard(result: GiftCardResult): PayoutOutcome {
  if (result.status === 'failed')
    return { status: 'failed', providerPayoutId: result.providerGiftCardId || null, reason: failureReason(result.failure) };
  return {
    status: 'paid',
    providerPayoutId: result.providerGiftCardId,
    giftCard: { code: result.code, pin: result.pin, balance: result.balanceCents, currency: result.currency, redeemUrl: result.redeemUrl ?? null },
  };
}

/**
 * Asks the provider about a redemption: the first time, and whenever no provider id came back (a
 * timeout, a lost answer, a crash), it repeats the create call with the redemption's own derived key,
 * which the provider answers with the first outcome and never pays twice; with a provider id it reads
 * the payout back. Null when the outcome is still unknown (`ProviderError`): the row stays processing.
 * A refused request (`ProviderRequestError`) on a create is a failure: nothing left us.
 */
export async function askProvider(provider: PayoutProvider, row: RedemptionRow): Promise<PayoutOutcome | null> {
  const keys = providerKeys(row.idempotencyKey);
  const net = row.amountCents - row.feeCents;
  const currency = row.currency as Currency;
  const creating = row.providerPayoutId === null;
  try {
    if (row.method === 'gift_card') {
      return fromGiftCard(
        creating
          ? await provider.issueGiftCard({
              idempotencyKey: keys.giftCard,
              amountCents: net,
              currency,
              reference: row.guid,
              ...(row.giftCardBrand ? { productId: row.giftCardBrand.id } : {}),
            })
          : await provider.getGiftCard(row.providerPayoutId!),
      );
    }
    const account = row.connectedAccountId ? { connectedAccountId: row.connectedAccountId } : {};
    if (!creating) return fromPayout(await provider.getPayout(row.providerPayoutId!, row.connectedAccountId ?? undefined));
    const destination =
      row.method === 'bank'
        ? ({ kind: 'bank', destinationId: row.providerDestinationId! } as const)
        : ({ kind: 'paypal', email: row.paypalEmail! } as const);
    return fromPayout(
      await provider.createPayout({ idempotencyKey: keys.payout, amountCents: net, currency, destination, reference: row.guid, ...account }),
    );
  } catch (error) {
    if (error instanceof ProviderError) return null;
    if (creating && error instanceof ProviderRequestError)
      return { status: 'failed', providerPayoutId: null, reason: failureReason({ code: 'declined' }) };
    throw error;
  }
}

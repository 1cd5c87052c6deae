import type { Redemption, RedemptionStatus, RedeemMethod, Redeemer } from '@groupgift/domain';
import type { RedemptionRow } from '../../db/repositories/redemptions-repository';

export type GiftCardView = NonNullable<Redemption['giftCard']>;

/** A redemption as the API shows it; the gift card only to whoever redeemed it, once issued. */
export function redemptionView(row: RedemptionRow, giftCard: GiftCardView | null = null): Redemption {
  return {
    guid: row.guid,
    method: row.method as RedeemMethod,
    redeemer: row.redeemer as Redeemer,
    amount: row.amountCents,
    fee: row.feeCents,
    net: row.amountCents - row.feeCents,
    status: row.status as RedemptionStatus,
    destination: row.destinationLabel,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
    giftCard: row.status === 'paid' ? giftCard : null,
    brand: row.giftCardBrand ?? null,
  };
}

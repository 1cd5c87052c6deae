import {
  cardProviderFor,
  feeRateFor,
  feeTableSchema,
  methodFee,
  paidGroupCardQuote,
  PAYMENT_METHOD,
  type Market,
  type OrganiserQuote,
} from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import { findPromoCodeById } from '../../db/repositories/organisers-repository';
import {
  findPlanById,
  findPlanByProduct,
  findPayableBulkUpload,
  type BulkUploadRow,
  type PlanRow,
  type PromoCodeRow,
} from '../../db/repositories/organiser-payments-repository';
import { SINGLE_CARD_PRODUCT } from '../../db/seed/reference-data';
import { AppError, notFound } from '../../lib/app-error';
import { marketOf } from '../payments/quote';

/** Why a promo code cannot be used now, in words the organiser understands; null when it can. */
export function promoRefusal(promo: PromoCodeRow | null, now = new Date()): string | null {
  if (!promo || !promo.isActive) return 'This promo code is not valid.';
  if (promo.validUntil !== null && promo.validUntil <= now) return 'This promo code has expired.';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) {
    return 'This promo code has already been used the maximum number of times.';
  }
  return null;
}

export type PaidGroupCardPricing = {
  market: Market;
  cardPrice: number;
  anyCardFee: number;
  promo: PromoCodeRow | null;
  quote: OrganiserQuote;
};

/** The single card's price in a market (reference data; decision 073). */
export async function cardPriceFor(db: AppDatabase, market: Market): Promise<number> {
  const plan = await findPlanByProduct(db, market, SINGLE_CARD_PRODUCT);
  if (!plan) throw new AppError(503, 'service_unavailable', 'Paid group cards are not on sale right now.');
  return plan.priceCents;
}

/**
 * The server's figures for a paid group card: the market's card price, less the collection's promo
 * (only while it is usable), plus the any card and its fee (the market card row of the collection's
 * fee table, whatever the method: the organiser sees one total).
 */
export async function pricePaidGroupCard(
  db: AppDatabase,
  collection: CollectionRow,
): Promise<PaidGroupCardPricing> {
  const market = marketOf(collection);
  const cardPrice = await cardPriceFor(db, market);
  const stored = collection.promoCodeId ? await findPromoCodeById(db, collection.promoCodeId) : null;
  const promo = stored && promoRefusal(stored) === null ? stored : null;
  const table = collection.pricing ? feeTableSchema.safeParse(collection.pricing) : null;
  const anyCardFee =
    table?.success && collection.anyCardAmountCents > 0
      ? methodFee(
          collection.anyCardAmountCents,
          feeRateFor(PAYMENT_METHOD.CREDIT_CARD, table.data, cardProviderFor(market)),
        )
      : 0;
  const quote = paidGroupCardQuote({
    cardPrice,
    discountPercentage: promo?.discountPercentage ?? 0,
    anyCardAmount: collection.anyCardAmountCents,
    anyCardFee,
  });
  return { market, cardPrice, anyCardFee, promo, quote };
}

/** A pack plan on sale in the organiser's market (a plan granting more than one card). */
export async function pricePack(
  db: AppDatabase,
  planId: number,
  market: Market,
): Promise<{ plan: PlanRow; quote: OrganiserQuote }> {
  const plan = await findPlanById(db, planId);
  if (!plan || plan.isDeleted || plan.market !== market || plan.cardCount < 2) throw notFound('The plan');
  const price = plan.priceCents;
  return { plan, quote: { subtotal: price, discount: 0, fee: 0, total: price } };
}

/** SPEC §5 bulk gift total = bulk fee + subtotal, from the upload's own stored figures. */
export async function priceBulkUpload(
  db: AppDatabase,
  collection: CollectionRow,
): Promise<{ upload: BulkUploadRow; quote: OrganiserQuote }> {
  const upload = await findPayableBulkUpload(db, collection.id);
  if (!upload) throw notFound('The bulk upload');
  const { subtotalCents: subtotal, feeCents: fee } = upload;
  return { upload, quote: { subtotal, discount: 0, fee, total: subtotal + fee } };
}

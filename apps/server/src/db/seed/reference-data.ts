import { sql } from 'drizzle-orm';
import type { ConfiguredPromoCode } from '../../services/organiser-payments/promo-codes-config';
import type { AppDatabase } from '../client';
import { plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';
import { DEMO_PLAN_GUIDS } from './demo-ids';

/**
 * Reference data every install needs, demo data or not (decision 073): the paid group card price and
 * the packs on sale in each market, and the operator's promo codes. Upserted by fixed id at every
 * start, so a price change ships with the code and a restart never duplicates a row.
 */
export const REFERENCE_PLANS = [
  // The single card's plan is the paid group card price of its market (productId pgc-single).
  {
    guid: DEMO_PLAN_GUIDS[0],
    market: 'US',
    productId: 'pgc-single',
    planName: 'Paid group card',
    description: 'One paid group card.',
    priceCents: 499,
    currency: 'US$',
    priceType: 'one_off',
    cardCount: 1,
    priceMode: 1,
  },
  {
    guid: '00000000-0000-4000-8400-000000000105',
    market: 'US',
    productId: 'pgc-pack-5',
    planName: '5-card pack',
    description: 'Five paid group cards to use any time.',
    priceCents: 1999,
    currency: 'US$',
    priceType: 'pack',
    cardCount: 5,
    priceMode: 1,
  },
  {
    guid: '00000000-0000-4000-8400-000000000110',
    market: 'US',
    productId: 'pgc-pack-10',
    planName: '10-card pack',
    description: 'Ten paid group cards at the best price per card.',
    priceCents: 3499,
    currency: 'US$',
    priceType: 'pack',
    cardCount: 10,
    priceMode: 2,
  },
  {
    guid: '00000000-0000-4000-8400-000000000201',
    market: 'AU',
    productId: 'pgc-single',
    planName: 'Paid group card',
    description: 'One paid group card.',
    priceCents: 699,
    currency: 'A$',
    priceType: 'one_off',
    cardCount: 1,
    priceMode: 1,
  },
  {
    guid: '00000000-0000-4000-8400-000000000205',
    market: 'AU',
    productId: 'pgc-pack-5',
    planName: '5-card pack',
    description: 'Five paid group cards to use any time.',
    priceCents: 2799,
    currency: 'A$',
    priceType: 'pack',
    cardCount: 5,
    priceMode: 1,
  },
  {
    guid: '00000000-0000-4000-8400-000000000210',
    market: 'AU',
    productId: 'pgc-pack-10',
    planName: '10-card pack',
    description: 'Ten paid group cards at the best price per card.',
    priceCents: 4999,
    currency: 'A$',
    priceType: 'pack',
    cardCount: 10,
    priceMode: 2,
  },
] as const;

export const SINGLE_CARD_PRODUCT = 'pgc-single';

/** Demo-only promo codes (DEMO_DATA): half price and a full discount, to try every path. */
export const DEMO_PROMO_CODES: ConfiguredPromoCode[] = [
  { code: 'DEMOHALF', discountPercentage: 50, maxUses: null, validUntil: null },
  { code: 'DEMOFREE', discountPercentage: 100, maxUses: null, validUntil: null },
];

export async function seedReferenceData(
  db: AppDatabase,
  options: { promoCodes?: ConfiguredPromoCode[] | undefined; demo?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const plan of REFERENCE_PLANS) {
      const values = { ...plan, isDeleted: false };
      await tx.insert(plans).values(values).onConflictDoUpdate({ target: plans.guid, set: values });
    }
    for (const promo of [...(options.demo ? DEMO_PROMO_CODES : []), ...(options.promoCodes ?? [])]) {
      // Usage counts are the ledger's: a restart updates the terms, never the count.
      const values = { ...promo, isActive: true };
      await tx
        .insert(promoCodes)
        .values(values)
        .onConflictDoUpdate({ target: promoCodes.code, set: { ...values, updatedAt: sql`now()` } });
    }
  });
}

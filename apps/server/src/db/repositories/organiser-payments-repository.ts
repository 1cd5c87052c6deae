import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { bulkUploads } from '../schema/bulk-uploads';
import { collections } from '../schema/collections';
import { packs } from '../schema/packs';
import { payments } from '../schema/payments';
import { plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';
import type { Tx } from '../transaction';

export type PlanRow = typeof plans.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type BulkUploadRow = typeof bulkUploads.$inferSelect;

/** A plan of a market by product (the single card's plan prices a paid group card). */
export async function findPlanByProduct(
  db: AppDatabase,
  market: string,
  productId: string,
): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.market, market), eq(plans.productId, productId), eq(plans.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

export async function findPlanById(db: AppDatabase, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

export async function findPromoCodeByCode(db: AppDatabase, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

export async function setCollectionAnyCard(
  db: AppDatabase,
  collectionId: number,
  cents: number,
): Promise<void> {
  await db
    .update(collections)
    .set({ anyCardAmountCents: cents, updatedAt: sql`now()` })
    .where(eq(collections.id, collectionId));
}

export async function setCollectionPromoCode(
  db: AppDatabase,
  collectionId: number,
  promoCodeId: number | null,
): Promise<void> {
  await db
    .update(collections)
    .set({ promoCodeId, updatedAt: sql`now()` })
    .where(eq(collections.id, collectionId));
}

/** The collection's bulk upload that can be paid (awaiting payment, or failed and tried again), newest first. */
export async function findPayableBulkUpload(
  db: AppDatabase,
  collectionId: number,
): Promise<BulkUploadRow | null> {
  const [row] = await db
    .select()
    .from(bulkUploads)
    .where(
      and(
        eq(bulkUploads.collectionId, collectionId),
        inArray(bulkUploads.status, ['awaiting_payment', 'failed', 'paid']),
      ),
    )
    .orderBy(desc(bulkUploads.updatedAt), desc(bulkUploads.id))
    .limit(1);
  return row ?? null;
}

// What an organiser purchase changes when it settles (decision 071). Each write is conditional, so
// it happens once; which of them a purchase makes is decided by services/organiser-payments/apply-purchase.ts,
// inside the settle transaction.

/** Marks the collection's paid group card paid by this payment; false when it already was. */
export async function claimPaidGroupCard(tx: Tx, collectionId: number, paymentId: number): Promise<boolean> {
  const claimed = await tx
    .update(collections)
    .set({ pgcPaidAt: sql`now()`, pgcPaymentId: paymentId, updatedAt: sql`now()` })
    .where(and(eq(collections.id, collectionId), isNull(collections.pgcPaidAt)))
    .returning({ id: collections.id });
  return claimed.length > 0;
}

/** Takes one card from the pack; false when none is left. */
export async function drawPackCard(tx: Tx, packId: number): Promise<boolean> {
  const drawn = await tx
    .update(packs)
    .set({ remainingCards: sql`${packs.remainingCards} - 1`, updatedAt: sql`now()` })
    .where(and(eq(packs.id, packId), gt(packs.remainingCards, 0)))
    .returning({ id: packs.id });
  return drawn.length > 0;
}

/** The pack a plan's purchase buys, linked to the payment that bought it (nothing for an unknown plan). */
export async function createPackForPayment(
  tx: Tx,
  purchase: { paymentId: number; planId: number; organiserId: number; priceCents: number },
): Promise<void> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, purchase.planId)).limit(1);
  if (!plan) return;
  const [pack] = await tx
    .insert(packs)
    .values({
      guid: randomUUID(),
      organiserId: purchase.organiserId,
      name: plan.planName,
      totalCards: plan.cardCount,
      remainingCards: plan.cardCount,
      priceMode: plan.priceMode,
      priceCents: purchase.priceCents,
      currency: plan.currency,
    })
    .returning({ id: packs.id });
  if (pack) await tx.update(payments).set({ packId: pack.id }).where(eq(payments.id, purchase.paymentId));
}

/**
 * Marks the bulk upload paid, only as it was charged (decision 076): false for a corrected file
 * uploaded meanwhile (its total differs) and for an upload another payment already paid.
 */
export async function markBulkUploadPaid(tx: Tx, bulkUploadId: number, chargedCents: number): Promise<boolean> {
  const paid = await tx
    .update(bulkUploads)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(
      and(
        eq(bulkUploads.id, bulkUploadId),
        inArray(bulkUploads.status, ['awaiting_payment', 'failed']),
        sql`${bulkUploads.subtotalCents} + ${bulkUploads.feeCents} = ${chargedCents}`,
      ),
    )
    .returning({ id: bulkUploads.id });
  return paid.length > 0;
}

/** An upload whose payment failed can be paid again, and says so. */
export async function reopenBulkUpload(tx: Tx, bulkUploadId: number): Promise<void> {
  await tx
    .update(bulkUploads)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(bulkUploads.id, bulkUploadId), eq(bulkUploads.status, 'awaiting_payment')));
}

/**
 * Counts one use of a promo code, never past its maximum (a null maximum is unlimited). Concurrent
 * settles queue on the code's row lock and each re-checks the condition, so the count stops at the
 * maximum. A settle that finds the code used up counts nothing and still keeps the price its payer
 * was quoted and charged (decision 087).
 */
export async function countPromoUse(tx: Tx, promoCodeId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    );
}

import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { bulkUploads } from '../schema/bulk-uploads';
import { collections } from '../schema/collections';
import { packs } from '../schema/packs';
import { payments } from '../schema/payments';
import { plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';
import type { PaymentRow, Tx } from './payments-repository';

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

/** Thrown inside the settle transaction when a pack has no card left; the transaction rolls back. */
export class PackEmptyError extends Error {
  constructor() {
    super('No cards are left in the pack.');
  }
}

/**
 * What an organiser purchase does when it succeeds, inside the settle transaction that records the
 * success (decision 071), so it happens exactly once: a paid group card is marked paid (drawing one
 * card when it is paid from a pack), a pack gets its cards, a bulk upload becomes paid. A promo code
 * counts one use, up to its maximum. Answers false when the thing was already paid for by another
 * attempt (two tabs, a 3-D Secure finished late): nothing is applied, and the caller gives that
 * money back.
 */
export async function applyOrganiserPurchase(tx: Tx, row: PaymentRow): Promise<boolean> {
  const applied = await applyPurchaseEffect(tx, row);
  if (applied && row.promoCodeId !== null) await countPromoUse(tx, row.promoCodeId);
  return applied;
}

/**
 * Counts one use of a promo code, never past its maximum (a null maximum is unlimited). Concurrent
 * settles queue on the code's row lock and each re-checks the condition, so the count stops at the
 * maximum. A settle that finds the code used up counts nothing and still keeps the price its payer
 * was quoted and charged (decision 087).
 */
async function countPromoUse(tx: Tx, promoCodeId: number): Promise<void> {
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

async function applyPurchaseEffect(tx: Tx, row: PaymentRow): Promise<boolean> {
  switch (row.kind) {
    case 'paid_group_card': {
      if (row.collectionId === null) return true;
      // Claim the card first: a second payment for a card already paid draws nothing from the pack.
      const claimed = await tx
        .update(collections)
        .set({ pgcPaidAt: sql`now()`, pgcPaymentId: row.id, updatedAt: sql`now()` })
        .where(and(eq(collections.id, row.collectionId), isNull(collections.pgcPaidAt)))
        .returning({ id: collections.id });
      if (claimed.length === 0) return false;
      if (row.packId !== null) {
        const drawn = await tx
          .update(packs)
          .set({ remainingCards: sql`${packs.remainingCards} - 1`, updatedAt: sql`now()` })
          .where(and(eq(packs.id, row.packId), gt(packs.remainingCards, 0)))
          .returning({ id: packs.id });
        if (drawn.length === 0) throw new PackEmptyError();
      }
      return true;
    }
    case 'pack': {
      if (row.planId === null || row.organiserId === null) return true;
      const [plan] = await tx.select().from(plans).where(eq(plans.id, row.planId)).limit(1);
      if (!plan) return true;
      const [pack] = await tx
        .insert(packs)
        .values({
          guid: randomUUID(),
          organiserId: row.organiserId,
          name: plan.planName,
          totalCards: plan.cardCount,
          remainingCards: plan.cardCount,
          priceMode: plan.priceMode,
          priceCents: row.amountCents,
          currency: plan.currency,
        })
        .returning({ id: packs.id });
      if (pack) await tx.update(payments).set({ packId: pack.id }).where(eq(payments.id, row.id));
      return true;
    }
    case 'bulk_upload': {
      if (row.bulkUploadId === null) return true;
      // Only the upload as it was charged (decision 076): a corrected file uploaded meanwhile stays
      // unpaid, and so does an upload another payment already paid; this payment is then refunded.
      const paid = await tx
        .update(bulkUploads)
        .set({ status: 'paid', updatedAt: sql`now()` })
        .where(
          and(
            eq(bulkUploads.id, row.bulkUploadId),
            inArray(bulkUploads.status, ['awaiting_payment', 'failed']),
            sql`${bulkUploads.subtotalCents} + ${bulkUploads.feeCents} = ${row.amountCents}`,
          ),
        )
        .returning({ id: bulkUploads.id });
      return paid.length > 0;
    }
    default:
      return true;
  }
}

/** A failed bulk-upload payment leaves the upload payable again, and says so. */
export async function applyOrganiserFailure(tx: Tx, row: PaymentRow): Promise<void> {
  if (row.kind === 'bulk_upload' && row.bulkUploadId !== null) {
    await tx
      .update(bulkUploads)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(bulkUploads.id, row.bulkUploadId), eq(bulkUploads.status, 'awaiting_payment')));
  }
}

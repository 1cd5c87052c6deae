import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { organisers } from '../schema/organisers';
import { packs } from '../schema/packs';
import { planSubscriptions, plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';

export type OrganiserRow = typeof organisers.$inferSelect;
export type PackRow = typeof packs.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PlanWithSubscriptions = typeof plans.$inferSelect & { subscriptions: number };

export async function findOrganiserByGuid(db: AppDatabase, guid: string): Promise<OrganiserRow | null> {
  const [row] = await db
    .select()
    .from(organisers)
    .where(and(eq(organisers.guid, guid), eq(organisers.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

export async function findOrganiserById(db: AppDatabase, id: number): Promise<OrganiserRow | null> {
  const [row] = await db
    .select()
    .from(organisers)
    .where(and(eq(organisers.id, id), eq(organisers.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** The plans on sale in a market, each with how many subscriptions it has. */
export async function listPlans(db: AppDatabase, market: string): Promise<PlanWithSubscriptions[]> {
  const rows = await db
    .select({ plan: plans, subscriptions: count(planSubscriptions.id) })
    .from(plans)
    .leftJoin(planSubscriptions, eq(planSubscriptions.planId, plans.id))
    .where(and(eq(plans.market, market), eq(plans.isDeleted, false)))
    .groupBy(plans.id)
    .orderBy(asc(plans.priceCents), asc(plans.id));
  return rows.map((r) => ({ ...r.plan, subscriptions: Number(r.subscriptions) }));
}

/** The organiser's pack with cards left, oldest first (cards are drawn from it first). */
export async function findAvailablePack(db: AppDatabase, organiserId: number): Promise<PackRow | null> {
  const [row] = await db
    .select()
    .from(packs)
    .where(and(eq(packs.organiserId, organiserId), gt(packs.remainingCards, 0)))
    .orderBy(asc(packs.createdAt), asc(packs.id))
    .limit(1);
  return row ?? null;
}

export async function findPromoCodeById(db: AppDatabase, id: number): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row ?? null;
}

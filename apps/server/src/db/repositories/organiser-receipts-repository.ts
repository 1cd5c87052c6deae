import { count, eq } from 'drizzle-orm';
import { bulkUploadPayees, bulkUploads } from '../schema/bulk-uploads';
import { collections } from '../schema/collections';
import { organisers } from '../schema/organisers';
import { packs } from '../schema/packs';
import { plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';
import type { Tx } from '../transaction';
import type { PaymentRow } from './payments-repository';

/** What an organiser's receipt or refund notice names, read inside the settling transaction. */
export type OrganiserMailContext = {
  organiserEmail: string;
  organiserFirstName: string;
  collectionTitle: string | null;
  planName: string | null;
  planCards: number | null;
  promoCode: string | null;
  /** Cards left in the pack a card was drawn from (after this draw). */
  packCardsLeft: number | null;
  bulkPayees: number | null;
  /** Whether the bulk upload is paid now (by this payment or another one). */
  bulkUploadPaid: boolean | null;
};

export async function organiserMailContext(tx: Tx, row: PaymentRow): Promise<OrganiserMailContext | null> {
  if (row.organiserId === null) return null;
  const [organiser] = await tx
    .select({ email: organisers.email, firstName: organisers.firstName })
    .from(organisers)
    .where(eq(organisers.id, row.organiserId))
    .limit(1);
  if (!organiser) return null;
  const context: OrganiserMailContext = {
    organiserEmail: organiser.email,
    organiserFirstName: organiser.firstName,
    collectionTitle: null,
    planName: null,
    planCards: null,
    promoCode: null,
    packCardsLeft: null,
    bulkPayees: null,
    bulkUploadPaid: null,
  };
  if (row.collectionId !== null) {
    const [found] = await tx
      .select({ title: collections.title })
      .from(collections)
      .where(eq(collections.id, row.collectionId))
      .limit(1);
    context.collectionTitle = found?.title ?? null;
  }
  if (row.planId !== null) {
    const [plan] = await tx
      .select({ name: plans.planName, cards: plans.cardCount })
      .from(plans)
      .where(eq(plans.id, row.planId))
      .limit(1);
    context.planName = plan?.name ?? null;
    context.planCards = plan?.cards ?? null;
  }
  if (row.promoCodeId !== null) {
    const [promo] = await tx
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(eq(promoCodes.id, row.promoCodeId))
      .limit(1);
    context.promoCode = promo?.code ?? null;
  }
  // A pack purchase also links the pack it created; only a draw from a pack has cards "left".
  if (row.packId !== null && row.kind === 'paid_group_card') {
    const [pack] = await tx
      .select({ left: packs.remainingCards })
      .from(packs)
      .where(eq(packs.id, row.packId))
      .limit(1);
    context.packCardsLeft = pack?.left ?? null;
  }
  if (row.bulkUploadId !== null) {
    const [upload] = await tx
      .select({ status: bulkUploads.status })
      .from(bulkUploads)
      .where(eq(bulkUploads.id, row.bulkUploadId))
      .limit(1);
    const [payees] = await tx
      .select({ n: count() })
      .from(bulkUploadPayees)
      .where(eq(bulkUploadPayees.bulkUploadId, row.bulkUploadId));
    context.bulkUploadPaid = upload ? upload.status === 'paid' : null;
    context.bulkPayees = Number(payees?.n ?? 0);
  }
  return context;
}

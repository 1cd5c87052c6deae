import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { groupCards } from '../schema/group-cards';
import { messages } from '../schema/messages';
import { payments } from '../schema/payments';
import type { CollectionRow } from './collections-repository';

/** The collection only if this organiser owns it and it is not deleted; anything else reads as absent. */
export async function findOwnedCollection(
  db: AppDatabase,
  guid: string,
  organiserId: number,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(eq(collections.guid, guid), eq(collections.organiserId, organiserId), eq(collections.isDeleted, false)),
    )
    .limit(1);
  return row ?? null;
}

export async function collectionHasGroupCard(db: AppDatabase, collectionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: groupCards.id })
    .from(groupCards)
    .where(eq(groupCards.collectionId, collectionId))
    .limit(1);
  return Boolean(row);
}

export type CollectionFlags = Partial<Pick<CollectionRow, 'isClosed' | 'isSuspended' | 'closeDate'>>;

export async function updateCollectionFlags(
  db: AppDatabase,
  collectionId: number,
  patch: CollectionFlags,
): Promise<CollectionRow> {
  const [row] = await db
    .update(collections)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(collections.id, collectionId))
    .returning();
  if (!row) throw new Error('collection update returned no row');
  return row;
}

// Attempts that never moved money (created, failed) are not contributions the organiser received.
const LISTED_PAYMENT_STATUSES = ['requires_action', 'succeeded', 'refunded'];

export type ContributionRow = Pick<
  typeof payments.$inferSelect,
  | 'guid'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'amountCents'
  | 'feeCents'
  | 'netCents'
  | 'charityCents'
  | 'status'
  | 'createdAt'
  | 'invoiceNumber'
>;

export async function listContributions(db: AppDatabase, collectionId: number): Promise<ContributionRow[]> {
  return db
    .select({
      guid: payments.guid,
      firstName: payments.firstName,
      lastName: payments.lastName,
      email: payments.email,
      amountCents: payments.amountCents,
      feeCents: payments.feeCents,
      netCents: payments.netCents,
      charityCents: payments.charityCents,
      status: payments.status,
      createdAt: payments.createdAt,
      invoiceNumber: payments.invoiceNumber,
    })
    .from(payments)
    .where(
      and(
        eq(payments.collectionId, collectionId),
        eq(payments.kind, 'contribution'),
        inArray(payments.status, LISTED_PAYMENT_STATUSES),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export type OrganiserMessageRow = Pick<
  typeof messages.$inferSelect,
  'guid' | 'name' | 'comment' | 'imageUrl' | 'commentDate' | 'hiddenAt'
>;

/** The columns of an OrganiserMessageRow, for select and returning alike. */
const organiserMessageColumns = {
  guid: messages.guid,
  name: messages.name,
  comment: messages.comment,
  imageUrl: messages.imageUrl,
  commentDate: messages.commentDate,
  hiddenAt: messages.hiddenAt,
};

/**
 * Every message on the card that is not deleted, hidden ones included, in card order. One still
 * waiting for its payment is not yet on the card, so the organiser does not see it either.
 */
export async function listCollectionMessages(
  db: AppDatabase,
  collectionId: number,
): Promise<OrganiserMessageRow[]> {
  return db
    .select(organiserMessageColumns)
    .from(messages)
    .where(
      and(eq(messages.collectionId, collectionId), isNull(messages.deletedAt), eq(messages.awaitingPayment, false)),
    )
    .orderBy(asc(messages.displaySeq), asc(messages.id));
}

/** Hides or shows a message of this collection; false when there is no such (undeleted) message. */
export async function setMessageHidden(
  db: AppDatabase,
  collectionId: number,
  messageGuid: string,
  hidden: boolean,
): Promise<OrganiserMessageRow | null> {
  const [row] = await db
    .update(messages)
    .set({
      // Keep the first hiding time when hidden twice.
      hiddenAt: hidden ? sql`coalesce(${messages.hiddenAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(messages.collectionId, collectionId), eq(messages.guid, messageGuid), isNull(messages.deletedAt)),
    )
    .returning(organiserMessageColumns);
  return row ?? null;
}

/** Soft delete (payments keep their message reference); false when already gone or not this collection's. */
export async function deleteCollectionMessage(
  db: AppDatabase,
  collectionId: number,
  messageGuid: string,
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(messages.collectionId, collectionId), eq(messages.guid, messageGuid), isNull(messages.deletedAt)),
    )
    .returning({ id: messages.id });
  return rows.length > 0;
}

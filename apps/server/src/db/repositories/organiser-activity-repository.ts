import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { pageOf } from '../keyset-cursor';
import { timeKeyOf } from '../keyset-time';
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

/** One page of a list: the rows after `after` (the key of the last row shown), at most `limit`. */
export interface PageRequest<Key> {
  after: Key | null;
  limit: number;
}

const contributionsOf = (collectionId: number) =>
  and(
    eq(payments.collectionId, collectionId),
    eq(payments.kind, 'contribution'),
    inArray(payments.status, LISTED_PAYMENT_STATUSES),
  );

/**
 * Newest first, on (created_at, id) descending: one range of payments_collection_created_idx
 * (migration 0018) however deep the page. A contribution made while the organiser scrolls is newer
 * than every key already shown, so it lands on no later page twice.
 */
export async function listContributionsPage(
  db: AppDatabase,
  collectionId: number,
  page: PageRequest<readonly [string, number]>,
) {
  const rows = await db
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
      id: payments.id,
      sortKey: timeKeyOf(payments.createdAt),
    })
    .from(payments)
    .where(
      and(
        contributionsOf(collectionId),
        page.after
          ? sql`(${payments.createdAt}, ${payments.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::integer)`
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => [row.sortKey, row.id]);
}

export async function countContributions(db: AppDatabase, collectionId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(contributionsOf(collectionId));
  return row?.total ?? 0;
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

const organiserMessagesOf = (collectionId: number) =>
  and(eq(messages.collectionId, collectionId), isNull(messages.deletedAt), eq(messages.awaitingPayment, false));

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
    .where(organiserMessagesOf(collectionId))
    .orderBy(asc(messages.displaySeq), asc(messages.id));
}

/** The same list a page at a time, on (display_seq, id): messages_collection_seq_idx (migration 0018). */
export async function listCollectionMessagesPage(
  db: AppDatabase,
  collectionId: number,
  page: PageRequest<readonly [number, number]>,
) {
  const rows = await db
    .select({ ...organiserMessageColumns, id: messages.id, displaySeq: messages.displaySeq })
    .from(messages)
    .where(
      and(
        organiserMessagesOf(collectionId),
        page.after
          ? sql`(${messages.displaySeq}, ${messages.id}) > (${page.after[0]}::integer, ${page.after[1]}::integer)`
          : undefined,
      ),
    )
    .orderBy(asc(messages.displaySeq), asc(messages.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => [row.displaySeq, row.id]);
}

export async function countCollectionMessages(db: AppDatabase, collectionId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(organiserMessagesOf(collectionId));
  return row?.total ?? 0;
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

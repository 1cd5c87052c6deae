import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CollectionListQuery } from '@groupgift/domain';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { coverPages, groupCards } from '../schema/group-cards';
import type { CollectionRow } from './collections-repository';
import type { CoverPageRow } from './group-cards-repository';

export type NewCollectionValues = typeof collections.$inferInsert;
export type CollectionChanges = Partial<Omit<NewCollectionValues, 'id' | 'guid' | 'organiserId' | 'createdAt'>>;
export type CoverValues = Omit<typeof coverPages.$inferInsert, 'id' | 'groupCardId' | 'createdAt' | 'updatedAt'>;

export type OwnCollection = { row: CollectionRow; cover: CoverPageRow | null; hasCard: boolean };

// Literal % and _ in a search must not act as wildcards.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  title: sql`lower(${collections.title})`,
  closeDate: collections.closeDate,
  created: collections.createdAt,
  collected: collections.soFarCollectedCents,
} as const;

/** A dashboard row: the collection and how many have signed its card. */
export type ListedCollectionRow = CollectionRow & { signedCount: number };

/**
 * Messages on the card (not deleted, not waiting for a payment), counted in the list's one query:
 * a correlated count per row of the page, one range of messages_collection_idx each. Written out
 * with an alias, because drizzle leaves columns unqualified inside a select list's subquery.
 */
const signedCount = sql<number>`(
  select count(*) from messages as signed
  where signed.collection_id = ${collections}.id
    and signed.deleted_at is null
    and not signed.awaiting_payment
)`.mapWith(Number);

/** One page of an organiser's live collections, with the total for the pager. */
export async function listOrganiserCollections(
  db: AppDatabase,
  organiserId: number,
  query: CollectionListQuery,
): Promise<{ rows: ListedCollectionRow[]; total: number }> {
  const filters: SQL[] = [eq(collections.organiserId, organiserId), eq(collections.isDeleted, false)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(collections.title, pattern), ilike(collections.recipientName, pattern));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(collections), signedCount })
      .from(collections)
      .where(where)
      // The id breaks ties so that paging never shows a row twice or skips one.
      .orderBy(order(SORT_COLUMNS[query.sort]), order(collections.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(collections).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The organiser's own live collection with its cover, or null (also for another organiser's). */
export async function findOwnCollection(db: AppDatabase, organiserId: number, guid: string): Promise<OwnCollection | null> {
  const [found] = await db
    .select({ row: collections, card: groupCards, cover: coverPages })
    .from(collections)
    .leftJoin(groupCards, eq(groupCards.collectionId, collections.id))
    .leftJoin(coverPages, eq(coverPages.groupCardId, groupCards.id))
    .where(and(eq(collections.guid, guid), eq(collections.organiserId, organiserId), eq(collections.isDeleted, false)))
    .limit(1);
  if (!found) return null;
  return { row: found.row, cover: found.cover, hasCard: found.card !== null };
}

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

async function saveCard(tx: Tx, collectionId: number, cardGuid: string, cover: CoverValues): Promise<void> {
  const [card] = await tx
    .insert(groupCards)
    .values({ guid: cardGuid, collectionId })
    .onConflictDoUpdate({ target: groupCards.collectionId, set: { updatedAt: new Date() } })
    .returning({ id: groupCards.id });
  if (!card) throw new Error('group card upsert returned no row');
  await tx
    .insert(coverPages)
    .values({ ...cover, groupCardId: card.id })
    .onConflictDoUpdate({ target: coverPages.groupCardId, set: { ...cover, updatedAt: new Date() } });
}

/** Creates the collection and, for a card setup type, its group card and cover in one transaction. */
export async function insertCollectionWithCard(
  db: AppDatabase,
  values: NewCollectionValues,
  card: { guid: string; cover: CoverValues } | null,
): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(collections).values(values).returning();
    if (!inserted) throw new Error('collection insert returned no row');
    let row = inserted;
    // One question per collection, so the collection's id doubles as the question id (cqid).
    if (row.contributionQuestion && row.cqid === null) {
      const [withQuestion] = await tx.update(collections).set({ cqid: row.id }).where(eq(collections.id, row.id)).returning();
      if (withQuestion) row = withQuestion;
    }
    if (card) await saveCard(tx, row.id, card.guid, card.cover);
    return row;
  });
}

/** Saves the organiser's changes; the card is created if the collection has none yet. */
export async function updateCollectionWithCard(
  db: AppDatabase,
  id: number,
  changes: CollectionChanges,
  card: { guid: string; cover: CoverValues } | null,
): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(collections)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(collections.id, id))
      .returning();
    if (!row) throw new Error('collection update returned no row');
    if (card) await saveCard(tx, row.id, card.guid, card.cover);
    return row;
  });
}

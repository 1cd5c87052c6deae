import { PAGE_SIZE_DEFAULT } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { pageOf } from '../keyset-cursor';
import { coverPages, groupCards } from '../schema/group-cards';
import { cardMessageKey, listCardMessages, type MessageRow } from './card-messages-repository';

export type GroupCardRow = typeof groupCards.$inferSelect;
export type CoverPageRow = typeof coverPages.$inferSelect;
export type { MessageRow };

/** A card with its cover and the first page of its visible messages (decision 121). */
export type GroupCardWithParts = {
  card: GroupCardRow;
  cover: CoverPageRow | null;
  messages: MessageRow[];
  /** The cursor of the next page of messages, or null when `messages` is all of them. */
  messagesNextCursor: string | null;
};

export async function findCoverByCollectionId(
  db: AppDatabase,
  collectionId: number,
): Promise<{ card: GroupCardRow; cover: CoverPageRow | null } | null> {
  const [row] = await db
    .select({ card: groupCards, cover: coverPages })
    .from(groupCards)
    .leftJoin(coverPages, eq(coverPages.groupCardId, groupCards.id))
    .where(eq(groupCards.collectionId, collectionId))
    .limit(1);
  return row ?? null;
}

/** The card of a collection with the first page of its messages; the rest come from cardMessagesPage. */
export async function findGroupCardByCollectionId(
  db: AppDatabase,
  collectionId: number,
): Promise<GroupCardWithParts | null> {
  const found = await findCoverByCollectionId(db, collectionId);
  if (!found) return null;
  const rows = await listCardMessages(db, collectionId, { after: null, limit: PAGE_SIZE_DEFAULT + 1 });
  const page = pageOf(rows, PAGE_SIZE_DEFAULT, cardMessageKey);
  return { ...found, messages: page.items, messagesNextCursor: page.nextCursor };
}

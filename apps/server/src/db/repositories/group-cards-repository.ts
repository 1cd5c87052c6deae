import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { coverPages, groupCards } from '../schema/group-cards';
import { messages } from '../schema/messages';

export type GroupCardRow = typeof groupCards.$inferSelect;
export type CoverPageRow = typeof coverPages.$inferSelect;
// The edit token hash never leaves the repository; the moderation marks stay with the organiser.
export type MessageRow = Omit<typeof messages.$inferSelect, 'editTokenHash' | 'hiddenAt' | 'deletedAt' | 'awaitingPayment'>;

export type GroupCardWithParts = { card: GroupCardRow; cover: CoverPageRow | null; messages: MessageRow[] };

const {
  editTokenHash: _hash,
  hiddenAt: _hidden,
  deletedAt: _deleted,
  awaitingPayment: _awaiting,
  ...publicMessageColumns
} = getTableColumns(messages);

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

export async function findGroupCardByCollectionId(
  db: AppDatabase,
  collectionId: number,
): Promise<GroupCardWithParts | null> {
  const found = await findCoverByCollectionId(db, collectionId);
  if (!found) return null;
  const rows = await db
    .select(publicMessageColumns)
    .from(messages)
    // Messages the organiser hid or deleted, and those still waiting for their payment, are not on
    // the public card.
    .where(
      and(
        eq(messages.groupCardId, found.card.id),
        isNull(messages.hiddenAt),
        isNull(messages.deletedAt),
        eq(messages.awaitingPayment, false),
      ),
    )
    .orderBy(asc(messages.displaySeq), asc(messages.id));
  return { ...found, messages: rows };
}

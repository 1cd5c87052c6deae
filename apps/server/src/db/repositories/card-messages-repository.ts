import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { messages } from '../schema/messages';
import type { Tx } from '../transaction';

// The edit token hash never leaves the repository; the moderation marks stay with the organiser.
export type MessageRow = Omit<typeof messages.$inferSelect, 'editTokenHash' | 'hiddenAt' | 'deletedAt' | 'awaitingPayment'>;

/** Card order, and the keyset of every message page: `(display_seq, id)`, as the index 0017 holds it. */
export type CardMessageKey = readonly [displaySeq: number, id: number];
export const cardMessageKey = (m: { displaySeq: number; id: number }): CardMessageKey => [m.displaySeq, m.id];

/**
 * On the card: not hidden or deleted by the organiser, not waiting for its payment (decision 102).
 * Written exactly as the predicate of `messages_card_order_idx` (migration 0017) so the planner uses it.
 */
function visibleOnCard(collectionId: number): SQL {
  return and(
    eq(messages.collectionId, collectionId),
    isNull(messages.hiddenAt),
    isNull(messages.deletedAt),
    sql`not ${messages.awaitingPayment}`,
  )!;
}

const {
  editTokenHash: _hash,
  hiddenAt: _hidden,
  deletedAt: _deleted,
  awaitingPayment: _awaiting,
  ...publicColumns
} = getTableColumns(messages);

/**
 * Up to `limit` visible messages after `after` (from the start when null), in card order: one range
 * scan of the partial index, as cheap at message 10,000 as at message 1. Callers ask for one more
 * than they show, so the last page is known without a count (keyset-cursor `pageOf`).
 */
export async function listCardMessages(
  db: AppDatabase | Tx,
  collectionId: number,
  page: { after: CardMessageKey | null; limit: number },
): Promise<MessageRow[]> {
  const where = page.after
    ? and(visibleOnCard(collectionId), sql`(${messages.displaySeq}, ${messages.id}) > (${page.after[0]}, ${page.after[1]})`)
    : visibleOnCard(collectionId);
  return db
    .select(publicColumns)
    .from(messages)
    .where(where)
    .orderBy(asc(messages.displaySeq), asc(messages.id))
    .limit(page.limit);
}

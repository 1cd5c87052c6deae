import type { PageQuery } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import { pageOf } from '../../db/keyset-cursor';
import { isIntegerKey } from '../../db/keyset-time';
import { cardMessageKey, listCardMessages } from '../../db/repositories/card-messages-repository';
import type { MessageRow } from '../../db/repositories/group-cards-repository';
import { afterKey } from '../../lib/page-cursor';

/**
 * A page of a card's visible messages after `?cursor=` (decision 121), for every reader of the card:
 * the contributor's (cardMessages) and the delivered card's three readers. The cursor is the last
 * message's card-order key, so a message written while someone scrolls lands after it (a new message
 * takes the next display_seq) and is read once, on a later page; a cursor this list did not make is 400.
 */
export async function cardMessagesPage(
  db: AppDatabase,
  collectionId: number,
  query: PageQuery,
): Promise<{ items: MessageRow[]; nextCursor: string | null }> {
  const after = afterKey(query.cursor, isIntegerKey);
  const rows = await listCardMessages(db, collectionId, { after, limit: query.limit + 1 });
  return pageOf(rows, query.limit, cardMessageKey);
}

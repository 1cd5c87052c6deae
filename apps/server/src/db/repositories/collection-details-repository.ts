import { PAGE_SIZE_DEFAULT } from '@groupgift/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { pageOf } from '../keyset-cursor';
import { collections } from '../schema/collections';
import { coverPages, groupCards } from '../schema/group-cards';
import { cardMessageKey } from './card-messages-repository';
import type { CollectionRow } from './collections-repository';
import type { GroupCardWithParts, MessageRow } from './group-cards-repository';

type MessageJson = Omit<MessageRow, 'commentDate' | 'createdAt' | 'updatedAt'> & {
  commentDate: string;
  createdAt: string;
  updatedAt: string;
};

// The first page of messages comes back as one JSON array in the same round trip: contribution-details
// is the hottest read, and on the embedded database every query costs main-thread time. One row more
// than the page is read, so the next page's cursor is known without a count (decision 121); the inner
// query is the same range scan of messages_card_order_idx as every later page (card-messages-repository).
const messagesJson = sql<MessageJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'guid', m.guid, 'groupCardId', m.group_card_id, 'collectionId', m.collection_id,
    'inviteeId', m.invitee_id, 'name', m.name, 'email', m.email, 'comment', m.comment,
    'imageUrl', m.image_url, 'imageUsed', m.image_used, 'textUsed', m.text_used,
    'displaySeq', m.display_seq, 'sequence', m.sequence, 'height', m.height, 'width', m.width,
    'receiptSent', m.receipt_sent, 'commentDate', m.comment_date,
    'createdAt', m.created_at, 'updatedAt', m.updated_at
  ) order by m.display_seq, m.id)
  from (
    select * from messages m
    -- messages the organiser hid or deleted, or still waiting for their payment, are not on the card
    where m.collection_id = ${collections.id} and m.hidden_at is null and m.deleted_at is null
      and not m.awaiting_payment
    order by m.display_seq, m.id
    limit ${sql.raw(String(PAGE_SIZE_DEFAULT + 1))}
  ) m
), '[]'::json)`;

function prepareDetailsQuery(db: AppDatabase) {
  return db
    .select({ collection: collections, card: groupCards, cover: coverPages, messages: messagesJson })
    .from(collections)
    .leftJoin(groupCards, eq(groupCards.collectionId, collections.id))
    .leftJoin(coverPages, eq(coverPages.groupCardId, groupCards.id))
    .where(eq(collections.guid, sql.placeholder('guid')))
    .limit(1)
    .prepare('collection_details_by_guid');
}

// Built once per database: the SQL text is not rebuilt per request and PostgreSQL plans it once.
const prepared = new WeakMap<AppDatabase, ReturnType<typeof prepareDetailsQuery>>();

/** A collection with its group card, cover and the first page of its messages, in one query. */
export async function findCollectionDetailsByGuid(
  db: AppDatabase,
  guid: string,
): Promise<{ collection: CollectionRow; card: GroupCardWithParts | null } | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareDetailsQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ guid });
  if (!row) return null;
  const page = pageOf(row.messages ?? [], PAGE_SIZE_DEFAULT, cardMessageKey);
  const card = row.card
    ? {
        card: row.card,
        cover: row.cover,
        messages: page.items.map((m) => ({
          ...m,
          commentDate: new Date(m.commentDate),
          createdAt: new Date(m.createdAt),
          updatedAt: new Date(m.updatedAt),
        })),
        messagesNextCursor: page.nextCursor,
      }
    : null;
  return { collection: row.collection, card };
}

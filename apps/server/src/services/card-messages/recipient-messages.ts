import type { PageQuery, RecipientMessage, RecipientMessagesPage } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import type { MessageRow } from '../../db/repositories/group-cards-repository';
import { cardMessagesPage } from './card-messages-page';

const toRecipientMessage = (m: MessageRow): RecipientMessage => ({
  guid: m.guid,
  name: m.name,
  comment: m.comment,
  imageUrl: m.imageUrl || null,
});

/** A page of the delivered card's messages as its readers see them, read live (decision 121). */
export async function recipientMessagesPage(
  db: AppDatabase,
  collectionId: number,
  query: PageQuery,
): Promise<RecipientMessagesPage> {
  const page = await cardMessagesPage(db, collectionId, query);
  return { messages: page.items.map(toRecipientMessage), nextCursor: page.nextCursor };
}

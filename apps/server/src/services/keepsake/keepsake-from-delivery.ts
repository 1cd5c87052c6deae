import { setImmediate } from 'node:timers/promises';
import type { AppDatabase } from '../../db/client';
import { listVisibleMessagesForCard, type RecipientAccess } from '../../db/repositories/delivery-repository';
import { findCoverByCollectionId } from '../../db/repositories/group-cards-repository';
import { coverSourceOf } from '../covers/collection-cover';
import type { CoverPhotoReader } from '../covers/cover-photo';
import { keepsakeCoverPng } from './keepsake-cover';
import type { KeepsakeSource } from './keepsake-source';

/** Messages read per query: enough to keep the writer busy, few enough that memory stays flat. */
export const KEEPSAKE_PAGE_SIZE = 50;

/**
 * The delivered card a recipient's link opens, as the keepsake writer reads it: the cover once, then
 * the visible messages in card order, a keyset page at a time (read live, like the recipient's view,
 * so a message hidden after delivery is not printed).
 */
export function keepsakeFromDelivery(
  db: AppDatabase,
  { collection, delivery }: RecipientAccess,
  pageSize = KEEPSAKE_PAGE_SIZE,
  photos: CoverPhotoReader | null = null,
): KeepsakeSource {
  return {
    async card() {
      const found = await findCoverByCollectionId(db, collection.id);
      const cover = found?.cover;
      const recipientName = delivery.recipientName || collection.recipientName || '';
      return {
        title: collection.title,
        recipientName,
        coverPng: await keepsakeCoverPng({ ...coverSourceOf(collection, cover ?? null), recipientName }, photos),
        market: collection.market === 'AU' ? 'AU' : 'US',
        cover: cover
          ? {
              title: cover.title || collection.title,
              description: cover.description ?? '',
              imageUrl: cover.imageUrl || null,
            }
          : // A collection without a card cover shows its own picture and title, as the recipient's view does.
            { title: collection.title, description: '', imageUrl: collection.imageUrl || null },
      };
    },
    async *messages() {
      let afterId: number | null = null;
      for (;;) {
        const page = await listVisibleMessagesForCard(db, collection.id, { afterId, limit: pageSize });
        for (const m of page)
          yield { guid: m.guid, name: m.name, comment: m.comment, imageUrl: m.imageUrl || null };
        if (page.length < pageSize) return;
        afterId = page.at(-1)!.id;
        // The embedded database answers without real I/O, so a loop of its queries would run in
        // microtasks alone and keep every other request waiting until the last page: let them in.
        await setImmediate();
      }
    },
  };
}

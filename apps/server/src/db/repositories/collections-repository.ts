import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';

export type CollectionRow = typeof collections.$inferSelect;

export async function findCollectionByGuid(db: AppDatabase, guid: string): Promise<CollectionRow | null> {
  const [row] = await db.select().from(collections).where(eq(collections.guid, guid)).limit(1);
  return row ?? null;
}


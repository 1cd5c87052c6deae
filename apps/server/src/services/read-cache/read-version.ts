import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { collections } from '../../db/schema/collections';

/** What a cached read needs to know before it touches the body: the version and what time changes. */
export type ReadHead = { id: number; version: string; isClosed: boolean; closeDate: Date };

// read_version is written only by the triggers of migration 0016 (decision 115), so it is named here
// rather than in the Drizzle schema. As text: bigint arrives as a string from one driver and a
// bigint from the other.
function prepareHeadQuery(db: AppDatabase) {
  return db
    .select({
      // The id: the version notices name collections by it (migration 0016).
      id: collections.id,
      version: sql<string>`${collections}."read_version"::text`,
      isClosed: collections.isClosed,
      closeDate: collections.closeDate,
    })
    .from(collections)
    .where(eq(collections.guid, sql.placeholder('guid')))
    .limit(1)
    .prepare('collection_read_head_by_guid');
}

const prepared = new WeakMap<AppDatabase, ReturnType<typeof prepareHeadQuery>>();

/**
 * The collection's current read version (one lookup on the unique guid index), or null when there is
 * no such collection. Read it BEFORE the data: a write that lands in between then caches fresher data
 * under the older version, which the next request replaces; never older data under a newer version.
 */
export async function findReadHead(db: AppDatabase, guid: string): Promise<ReadHead | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareHeadQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ guid });
  return row ?? null;
}

import type { AppDatabase } from '../../db/client';
import { findCollectionByGuid, type CollectionRow } from '../../db/repositories/collections-repository';
import { notFound } from '../../lib/app-error';

/** The collection a public read refers to; deleted ones are shown only by contribution-details. */
export async function loadLiveCollection(db: AppDatabase, guid: string): Promise<CollectionRow> {
  const row = await findCollectionByGuid(db, guid);
  if (!row || row.isDeleted) throw notFound('The collection');
  return row;
}

import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { organisers } from './organisers';

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // Where the bytes live (a path under DATA_DIR or an object-store key); never served raw.
    storageKey: text('storage_key').notNull(),
    ...timestamps,
  },
  (t) => [index('documents_organiser_idx').on(t.organiserId)],
);
